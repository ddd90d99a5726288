import type { ApiClient, Envelope } from 'shared';

/** Mails a 4-digit reset code to a registered address (290002 when none). */
export async function sendResetEmail(api: ApiClient, email: string): Promise<Envelope<null>> {
  const { data } = await api.post<Envelope<null>>('/api/open/v1/user/forget_password_send_email', { email });
  return data;
}
