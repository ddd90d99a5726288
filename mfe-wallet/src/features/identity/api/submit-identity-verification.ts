import {
  callEndpoint,
  contentOf,
  endpoints,
  isNetworkError,
  serverMessageOf,
  UnsuccessfulAnswer,
  useApi,
  useSession,
  type ApiClient,
  type EndpointCall,
} from 'shared';
import * as messages from 'contract/messages';
import { useWrite } from 'shared/write';
import { identityMessages } from 'contract/identity-messages';

export type IdentitySubmission = EndpointCall<typeof endpoints.submitIdentityVerification>['body'];

/** The NIC, the name on it and both photos, as multipart/form-data (the declaration's encoding). */
export async function submitIdentityVerification(api: ApiClient, token: string, submission: IdentitySubmission) {
  return callEndpoint(api, endpoints.submitIdentityVerification, { token, body: submission });
}

/** The HTTP status of a failed call, when an answer came back. */
function httpStatusOf(failure: unknown): number | undefined {
  return (failure as { response?: { status?: number } } | null)?.response?.status;
}

/** The server's refusal in its own words; a photo refused by a proxy before the server, or no answer, in the form's. */
function refusalOf(failure: unknown): string {
  if (failure instanceof UnsuccessfulAnswer && failure.answer.message) return failure.answer.message;
  const message = serverMessageOf(failure);
  if (message) return message;
  if (httpStatusOf(failure) === 413) return identityMessages.photoTooLarge;
  return isNetworkError(failure) ? messages.registration.network : messages.registration.failed;
}

/**
 * Sends the player's checked entries and answers the new state; the identity read is made again
 * wherever it is shown (the panel then says 'Under review'), and so it is after a refusal (one
 * already under review or verified: the status shown was out of date).
 */
export function useSubmitIdentityVerification() {
  const api = useApi();
  const { accessToken, claims } = useSession();
  return useWrite({
    send: async (entries: Omit<IdentitySubmission, 'uuid'>) => {
      if (!accessToken || !claims) throw new Error('No player is signed in.');
      return contentOf(submitIdentityVerification(api, accessToken, { uuid: claims.sub, ...entries }));
    },
    invalidates: [endpoints.getIdentityVerification],
    failure: refusalOf,
  });
}
