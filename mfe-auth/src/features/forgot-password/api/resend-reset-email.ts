import type { ApiClient, Envelope } from 'shared';

/** Mails a fresh reset code; the previous one stops working. */
export async function resendResetEmail(api: ApiClient, email: string): Promise<Envelope<null>> {
  const { data } = await api.post<Envelope<null>>('/api/open/v1/user/forget_password_resend_email', { email });
  return data;
}
