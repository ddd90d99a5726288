import { callEndpoint, endpoints, type ApiClient } from 'shared';

/**
 * Checks the mailed code together with the address it was sent to (a code alone could match
 * another player's reset; docs/decisions/006) and returns the single-use reset token.
 */
export async function verifyResetCode(api: ApiClient, email: string, code: string) {
  return callEndpoint(api, endpoints.verifyResetCode, { body: { code, email } });
}
