import type { ApiClient } from '../client';
import { callEndpoint } from '../call-endpoint';
import { endpoints } from 'contract/endpoints';
import type { Envelope } from 'contract/envelope';

/** GET /api/health: error_code NO_ERROR means the token is valid and the e-mail verified. */
export async function checkHealth(api: ApiClient, token: string): Promise<Envelope<null>> {
  return callEndpoint(api, endpoints.checkHealth, { token });
}
