import { callEndpoint, endpoints, type ApiClient } from 'shared';

/** Mails a 4-digit reset code to a registered address (290002 when none). */
export async function sendResetEmail(api: ApiClient, email: string) {
  return callEndpoint(api, endpoints.sendResetEmail, { body: { email } });
}
