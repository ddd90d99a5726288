import type { AppConfig } from '../../config/app-config';
import { apiClientFor } from '../client';

/**
 * RFC 7009 revocation of an access token at the identity service (Keycloak's path), form-encoded
 * with the configured client credential. It answers 200 for an unknown or expired token too.
 */
export async function revokeToken(identity: AppConfig['identity'], accessToken: string): Promise<void> {
  const form = new URLSearchParams({ token: accessToken, token_type_hint: 'access_token' });
  await apiClientFor(identity.baseUrl).post(`/realms/${encodeURIComponent(identity.realm)}/protocol/openid-connect/revoke`, form, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: identity.clientAuthorization },
  });
}
