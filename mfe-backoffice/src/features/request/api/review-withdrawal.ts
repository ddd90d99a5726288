import { callEndpoint } from 'shared';
import { operatorEndpoints } from 'shared/operator-endpoints';
import { useOperatorWrite, withdrawalReads } from '../../../lib/use-operator-write';
import { backOfficeMessages } from '../../../messages';

const text = backOfficeMessages.actions;

/** Four eyes, first eye: the request stays pending, marked reviewed by this operator. */
export function useReviewWithdrawal(code: string) {
  return useOperatorWrite({
    send: (api, token) => callEndpoint(api, operatorEndpoints.reviewWithdrawal, { token, body: { code } }),
    progress: text.reviewing,
    done: () => text.reviewed(code),
    invalidates: withdrawalReads,
  });
}
