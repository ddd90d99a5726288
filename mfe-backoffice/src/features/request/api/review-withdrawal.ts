import { operatorEndpoints } from 'contract/operator-endpoints';
import { backOfficeMessages } from '../../../messages';
import { useWithdrawalTransition } from './withdrawal-transition';

const text = backOfficeMessages.actions;

/** Four eyes, first eye: the request stays pending, marked reviewed by this operator. */
export function useReviewWithdrawal(code: string) {
  return useWithdrawalTransition(code, operatorEndpoints.reviewWithdrawal, { progress: text.reviewing, done: text.reviewed });
}
