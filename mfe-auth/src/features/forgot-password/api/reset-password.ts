import { callEndpoint, endpoints, type ApiClient } from 'shared';

/** Sets the new password; `code` is the reset token the code step returned. */
export async function resetPassword(api: ApiClient, code: string, password: string) {
  return callEndpoint(api, endpoints.resetPassword, { body: { code, password } });
}
