import { callEndpoint, endpoints, type ApiClient, type EndpointCall } from 'shared';

/** Who the code was sent to: the uuid saved at registration, or the e-mail when only that is known. */
export type CodeTarget = EndpointCall<typeof endpoints.resendVerificationEmail>['body'];

export async function resendVerificationEmail(api: ApiClient, target: CodeTarget) {
  return callEndpoint(api, endpoints.resendVerificationEmail, { body: target });
}
