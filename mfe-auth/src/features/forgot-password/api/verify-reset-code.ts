import type { ApiClient, Envelope } from 'shared';

/**
 * Checks the mailed code together with the address it was sent to (a code alone could match
 * another player's reset; docs/decisions/006) and returns the single-use reset token.
 */
export async function verifyResetCode(api: ApiClient, email: string, code: string): Promise<Envelope<{ resetToken: string }>> {
  const { data } = await api.post<Envelope<{ resetToken: string }>>('/api/open/v1/user/forget_password_send_code', { code, email });
  return data;
}
