import { callEndpoint } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { useOperatorWrite } from '../../../lib/use-operator-write';
import { backOfficeMessages } from '../../../messages';
import { identityReads } from './identity-reads';

const text = backOfficeMessages.identityActions;

/** under_review → verified (409 once it was decided meanwhile). */
export function useApproveIdentity(id: string) {
  return useOperatorWrite({
    send: (api, token) => callEndpoint(api, operatorEndpoints.approveIdentity, { token, body: { id } }),
    progress: text.approving,
    done: () => text.approved,
    invalidates: identityReads,
  });
}
