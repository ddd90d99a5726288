import type { ApiClient, Envelope } from 'shared';

/** Who the code was sent to: the uuid saved at registration, or the e-mail when only that is known. */
export type CodeTarget = { uuid: string } | { email: string };

export async function verifyEmailCode(api: ApiClient, target: CodeTarget, code: string): Promise<Envelope<null>> {
  const { data } = await api.post<Envelope<null>>('/api/open/v1/user/email_verification_send_code', { ...target, code });
  return data;
}
