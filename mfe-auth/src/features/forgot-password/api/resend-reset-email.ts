import { callEndpoint, endpoints, type ApiClient } from 'shared';

/** Mails a fresh reset code; the previous one stops working. */
export async function resendResetEmail(api: ApiClient, email: string) {
  return callEndpoint(api, endpoints.resendResetEmail, { body: { email } });
}
