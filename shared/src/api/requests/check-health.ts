import { bearer, type ApiClient } from '../client';
import type { Envelope } from '../envelope';

/** GET /api/health: error_code NO_ERROR means the token is valid and the e-mail verified. */
export async function checkHealth(api: ApiClient, token: string): Promise<Envelope<null>> {
  const { data } = await api.get<Envelope<null>>('/api/health', { headers: bearer(token) });
  return data;
}
