import { operatorEndpoints } from 'contract/operator-endpoints';
import { backOfficeMessages } from '../../../messages';
import { bankReference, useWithdrawalTransition } from './withdrawal-transition';

const text = backOfficeMessages.actions;

/** An exported request the bank returned unpaid → rejected, the coins back; payout-approvers only. */
export function useReturnWithdrawal(code: string) {
  const typed = bankReference('ReturnWithdrawalBody', text.returnReferenceRequired);
  return useWithdrawalTransition(code, operatorEndpoints.returnWithdrawal, { typed, progress: text.recordingReturn, done: text.returned });
}
