import { operatorEndpoints } from 'contract/operator-endpoints';
import { backOfficeMessages } from '../../../messages';
import { bankReference, useWithdrawalTransition } from './withdrawal-transition';

const text = backOfficeMessages.actions;

/** approved → paid, with the bank's transfer reference. */
export function useMarkWithdrawalPaid(code: string) {
  const typed = bankReference('MarkWithdrawalPaidBody', text.referenceRequired);
  return useWithdrawalTransition(code, operatorEndpoints.markWithdrawalPaid, { typed, progress: text.markingPaid, done: text.paid });
}
