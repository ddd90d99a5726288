import type { ApiClient, Envelope } from 'shared';
import type { CodeTarget } from './verify-email-code';

export async function resendVerificationEmail(api: ApiClient, target: CodeTarget): Promise<Envelope<null>> {
  const { data } = await api.post<Envelope<null>>('/api/open/v1/user/email_verification_resend_email', target);
  return data;
}
