import type { ApiClient, Envelope } from 'shared';

/** Sets the new password; `code` is the reset token the code step returned. */
export async function resetPassword(api: ApiClient, code: string, password: string): Promise<Envelope<null>> {
  const { data } = await api.post<Envelope<null>>('/api/open/v1/user/forget_password_reset_password', { code, password });
  return data;
}
