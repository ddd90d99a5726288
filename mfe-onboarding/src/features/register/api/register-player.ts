import type { ApiClient, Envelope } from 'shared';
import type { RegisterRequest } from 'shared/schemas';

/** Creates the account and mails the e-mail code; answers content.uuid. Confirm-password is never sent. */
export async function registerPlayer(api: ApiClient, payload: RegisterRequest): Promise<Envelope<{ uuid: string }>> {
  const { data } = await api.post<Envelope<{ uuid: string }>>('/api/open/v1/user/register', payload);
  return data;
}
