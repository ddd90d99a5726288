import { TOKEN_SCOPE } from '../../domain/access-tokens';
import { publicJwks, SIGNING_ALG } from '../../domain/signing-keys';
import { realmGuard, type IdentityRoutes } from './context';

/** OpenID Connect discovery and the realm's public keys, at Keycloak's paths. */
export const discoveryRoutes: IdentityRoutes = async (app, { config, db }) => {
  const onRequest = realmGuard(config.realm);
  const endpoints = `${config.issuer}/protocol/openid-connect`;

  app.get('/realms/:realm/.well-known/openid-configuration', { onRequest }, async () => ({
    issuer: config.issuer,
    token_endpoint: `${endpoints}/token`,
    jwks_uri: `${endpoints}/certs`,
    revocation_endpoint: `${endpoints}/revoke`,
    grant_types_supported: ['password'],
    response_types_supported: ['token'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: [SIGNING_ALG],
    token_endpoint_auth_methods_supported: ['client_secret_basic'],
    scopes_supported: TOKEN_SCOPE.split(' '),
    claims_supported: [
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'jti',
      'azp',
      'typ',
      'email',
      'email_verified',
      'preferred_username',
      'given_name',
      'family_name',
      'name',
    ],
  }));

  app.get('/realms/:realm/protocol/openid-connect/certs', { onRequest }, async () => publicJwks(db, config.accessTokenTtlSeconds));
};
