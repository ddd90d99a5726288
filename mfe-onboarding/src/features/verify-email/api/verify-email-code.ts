import { callEndpoint, endpoints, type ApiClient, type EndpointCall } from 'shared';

/** Who the code was sent to: the uuid saved at registration, or the e-mail when only that is known. */
export type CodeTarget = EndpointCall<typeof endpoints.resendVerificationEmail>['body'];

export async function verifyEmailCode(api: ApiClient, target: CodeTarget, code: string) {
  return callEndpoint(api, endpoints.verifyEmail, { body: { ...target, code } });
}
