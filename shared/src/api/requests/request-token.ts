import type { AppConfig } from '../../config/app-config';
import { apiClientFor } from '../client';

export interface TokenResponse {
  access_token?: string;
  expires_in?: number;
  token_type?: string;
}

/** Password grant against the identity service (spec §7), form-encoded with the configured client credential. */
export async function requestToken(identity: AppConfig['identity'], email: string, password: string): Promise<TokenResponse> {
  const form = new URLSearchParams({ grant_type: 'password', client_id: identity.clientId, username: email, password });
  const { data } = await apiClientFor(identity.baseUrl).post<TokenResponse>(
    `/realms/${encodeURIComponent(identity.realm)}/protocol/openid-connect/token`,
    form,
    { headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: identity.clientAuthorization } },
  );
  return data;
}
