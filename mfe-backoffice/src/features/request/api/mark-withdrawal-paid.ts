import { operatorEndpoints } from 'contract/operator-endpoints';
import { backOfficeMessages } from '../../../messages';
import { useWithdrawalTransition } from './withdrawal-transition';

const text = backOfficeMessages.actions;

/** approved → paid, with the bank's transfer reference. */
export function useMarkWithdrawalPaid(code: string) {
  const typed = {
    field: 'reference',
    schema: 'MarkWithdrawalPaidBody',
    missing: text.referenceRequired,
    wrong: text.referenceInvalid,
  } as const;
  return useWithdrawalTransition(code, operatorEndpoints.markWithdrawalPaid, { typed, progress: text.markingPaid, done: text.paid });
}
