import { operatorEndpoints } from 'contract/operator-endpoints';
import { backOfficeMessages } from '../../../messages';
import { useWithdrawalTransition } from './withdrawal-transition';

const text = backOfficeMessages.actions;

/** An exported request the bank returned unpaid → rejected, the coins back; payout-approvers only. */
export function useReturnWithdrawal(code: string) {
  const typed = {
    field: 'reference',
    schema: 'ReturnWithdrawalBody',
    missing: text.returnReferenceRequired,
    wrong: text.referenceInvalid,
  } as const;
  return useWithdrawalTransition(code, operatorEndpoints.returnWithdrawal, { typed, progress: text.recordingReturn, done: text.returned });
}
