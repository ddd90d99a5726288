import { operatorEndpoints } from 'contract/operator-endpoints';
import { backOfficeMessages } from '../../../messages';
import { useWithdrawalTransition } from './withdrawal-transition';

const text = backOfficeMessages.actions;

/** pending → approved (403/409 when four eyes refuse it, 409 when it has moved on). */
export function useApproveWithdrawal(code: string) {
  return useWithdrawalTransition(code, operatorEndpoints.approveWithdrawal, { progress: text.approving, done: text.approved });
}
