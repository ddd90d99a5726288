import { operatorEndpoints } from 'contract/operator-endpoints';
import { backOfficeMessages } from '../../../messages';
import { useWithdrawalTransition } from './withdrawal-transition';

const text = backOfficeMessages.actions;

/** pending or approved → rejected; the coins go back and the reason is mailed to the player. */
export function useRejectWithdrawal(code: string) {
  const typed = { field: 'reason', schema: 'RejectWithdrawalBody', missing: text.reasonRequired, wrong: text.reasonTooLong } as const;
  return useWithdrawalTransition(code, operatorEndpoints.rejectWithdrawal, { typed, progress: text.rejecting, done: text.rejected });
}
