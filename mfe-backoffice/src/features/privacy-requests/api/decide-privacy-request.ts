import { callEndpoint } from 'shared';
import { privacyEndpoints } from 'contract/privacy-endpoints';
import { bodyProblem, fieldProblem } from '../../../lib/body-problem';
import { useOperatorWrite } from '../../../lib/use-operator-write';
import { backOfficeMessages } from '../../../messages';
import { privacyReads } from './privacy-reads';

const text = backOfficeMessages.privacyRequests.actions;
const reasonTexts = { missing: text.reasonRequired, wrong: backOfficeMessages.actions.reasonTooLong };
const noteTexts = { missing: text.noteRequired, wrong: text.noteTooLong };

/** Credits what the refused result would have earned, once (409 when another operator decided first). */
export function useCreditObjection(id: string) {
  return useOperatorWrite({
    send: (api, token) => callEndpoint(api, privacyEndpoints.creditObjection, { token, body: { id } }),
    progress: text.crediting,
    done: (decision) => text.creditedNotice(decision.coinsCredited),
    invalidates: privacyReads,
  });
}

/** The refusal stands; the reason (checked as the server checks it) is what the player reads. */
export function useUpholdObjection(id: string) {
  return useOperatorWrite({
    check: async (reason: string) => {
      const { UpholdObjectionBody } = await import('contract/schemas');
      return fieldProblem('reason', bodyProblem(UpholdObjectionBody, { id, reason }, { reason: reasonTexts }));
    },
    send: (api, token, reason) => callEndpoint(api, privacyEndpoints.upholdObjection, { token, body: { id, reason: reason.trim() } }),
    progress: text.upholding,
    done: () => text.upheld,
    invalidates: privacyReads,
  });
}

/** A contact-form privacy request handled, with what was done. */
export function useCompletePrivacyRequest(id: string) {
  return useOperatorWrite({
    check: async (note: string) => {
      const { CompletePrivacyRequestBody } = await import('contract/schemas');
      return fieldProblem('note', bodyProblem(CompletePrivacyRequestBody, { id, note }, { note: noteTexts }));
    },
    send: (api, token, note) => callEndpoint(api, privacyEndpoints.completePrivacyRequest, { token, body: { id, note: note.trim() } }),
    progress: text.completing,
    done: () => text.completed,
    invalidates: privacyReads,
  });
}
