import { callEndpoint } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { bodyProblem, fieldProblem } from '../../../lib/body-problem';
import { useOperatorWrite } from '../../../lib/use-operator-write';
import { backOfficeMessages } from '../../../messages';
import { identityReads } from './identity-reads';

const text = backOfficeMessages.identityActions;
const reasonTexts = { missing: backOfficeMessages.actions.reasonRequired, wrong: backOfficeMessages.actions.reasonTooLong };

/** under_review → rejected; the reason (checked as the server checks it) is mailed to the player, who may submit again. */
export function useRejectIdentity(id: string) {
  return useOperatorWrite({
    check: async (reason: string) => {
      const { RejectIdentityBody } = await import('contract/schemas');
      return fieldProblem('reason', bodyProblem(RejectIdentityBody, { id, reason }, { reason: reasonTexts }));
    },
    send: (api, token, reason) => callEndpoint(api, operatorEndpoints.rejectIdentity, { token, body: { id, reason: reason.trim() } }),
    progress: text.rejecting,
    done: () => text.rejected,
    invalidates: identityReads,
  });
}
