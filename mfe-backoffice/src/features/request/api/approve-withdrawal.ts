import { callEndpoint } from 'shared';
import { operatorEndpoints } from 'shared/operator-endpoints';
import { useOperatorWrite, withdrawalReads } from '../../../lib/use-operator-write';
import { backOfficeMessages } from '../../../messages';

const text = backOfficeMessages.actions;

/** pending → approved (403/409 when four eyes refuse it, 409 when it has moved on). */
export function useApproveWithdrawal(code: string) {
  return useOperatorWrite({
    send: (api, token) => callEndpoint(api, operatorEndpoints.approveWithdrawal, { token, body: { code } }),
    progress: text.approving,
    done: () => text.approved(code),
    invalidates: withdrawalReads,
  });
}
