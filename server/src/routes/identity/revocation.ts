import { createLocalJWKSet, jwtVerify } from 'jose';
import { revokeAccessToken } from '../../domain/sessions';
import { publicJwks, SIGNING_ALG } from '../../domain/signing-keys';
import { formField, serveClientEndpoint, type IdentityRoutes } from './context';
import { OAuthError } from './oauth-errors';

/**
 * POST /realms/{realm}/protocol/openid-connect/revoke: token revocation (RFC 7009), Keycloak's
 * path. The browser calls it when a player logs out, so the token stops working on the server
 * too, not only in that tab. Answers 200 with no body for any token, valid or not (§2.2): the
 * answer tells a caller nothing about the token.
 */
export const revocationRoutes: IdentityRoutes = async (app, { config, db, rateLimit, sessions }) => {
  serveClientEndpoint(app, { config, rateLimit }, 'revoke', async (request, reply) => {
    const token = formField(request.body, 'token');
    if (token === undefined) throw new OAuthError(400, 'invalid_request', 'Missing parameter: token');
    const claims = await verifiedClaims(token);
    if (claims) {
      await revokeAccessToken(db, claims);
      sessions.forget(claims.sub);
    }
    return reply.status(200).header('cache-control', 'no-store').send();
  });

  /** The token's id and expiry when it is one of this realm's unexpired access tokens; else nothing to revoke. */
  async function verifiedClaims(token: string): Promise<{ sub: string; jti: string; exp: number } | undefined> {
    try {
      const { payload } = await jwtVerify(token, createLocalJWKSet(await publicJwks(db, config.accessTokenTtlSeconds)), {
        issuer: config.issuer,
        algorithms: [SIGNING_ALG],
        requiredClaims: ['sub', 'jti', 'exp'],
      });
      return payload.azp === config.clientId ? { sub: payload.sub!, jti: payload.jti!, exp: payload.exp! } : undefined;
    } catch {
      return undefined;
    }
  }
};
