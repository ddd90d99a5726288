import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { bearerToken, type AccessTokenClaims, type AccessTokenVerifier } from '../domain/access-tokens';
import type { SessionGuard } from '../domain/sessions';
import { ApiError } from '../http/envelope';
import { realmRoles } from 'contract/roles';

declare module 'fastify' {
  interface FastifyRequest {
    /** Claims of the verified bearer token; set by the requireAccessToken hook. */
    accessToken: AccessTokenClaims | null;
  }
}

/** Realm roles of the payout team (ADR 027): an account holding any of them is staff, not a player. */
export const PAYOUT_OPERATOR = realmRoles.payoutOperator;
export const PAYOUT_APPROVER = realmRoles.payoutApprover;
const STAFF_ROLES: readonly string[] = Object.values(realmRoles);

export interface AuthenticationHooks {
  /** Player endpoints: a valid token of an open session, not a staff account's (403). */
  requireAccessToken: onRequestAsyncHookHandler;
  /** Operator endpoints: a valid token of an open session carrying the realm role payout-operator (403 otherwise). */
  requireOperator: onRequestAsyncHookHandler;
}

/**
 * The hooks that guard bearer endpoints: routes that list one answer 401 unless the request
 * carries a valid bearer token whose session is still open (no password reset or sign-out since),
 * and can then read `accessTokenOf(request)`. Whatever they answer is the caller's own: never cached.
 * Roles are read from the signed token (realm_access.roles), as any Keycloak resource server reads them.
 */
export function registerAuthentication(app: FastifyInstance, verify: AccessTokenVerifier, sessions: SessionGuard): AuthenticationHooks {
  app.decorateRequest('accessToken', null);
  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<AccessTokenClaims> {
    reply.header('cache-control', 'no-store');
    const token = bearerToken(request.headers.authorization);
    if (!token) throw ApiError.unauthorized();
    let claims: AccessTokenClaims;
    try {
      claims = await verify(token);
    } catch (error) {
      if ((error as Error).name === 'IdentityUnavailableError') throw error;
      request.log.info({ reason: (error as Error).cause?.toString() }, 'bearer token rejected');
      throw ApiError.unauthorized();
    }
    if (!(await sessions.isOpen(claims))) {
      request.log.info({ reason: 'session ended (password reset or sign-out)' }, 'bearer token rejected');
      throw ApiError.unauthorized();
    }
    request.accessToken = claims;
    return claims;
  }
  return {
    async requireAccessToken(request, reply) {
      const claims = await authenticate(request, reply);
      // Staff accounts hold no coins and must not act as players (withdraw, save bank details).
      if (claims.roles.some((role) => STAFF_ROLES.includes(role))) throw ApiError.forbidden('Operator accounts cannot use the player API.');
    },
    async requireOperator(request, reply) {
      const claims = await authenticate(request, reply);
      if (!claims.roles.includes(PAYOUT_OPERATOR)) throw ApiError.forbidden('This needs the payout-operator role.');
    },
  };
}

export function accessTokenOf(request: FastifyRequest): AccessTokenClaims {
  if (!request.accessToken) throw new Error(`${request.routeOptions.url} lacks the requireAccessToken hook`);
  return request.accessToken;
}

/** Equal-length digests, so the comparison takes the same time whatever the key's length. */
export function secretsEqual(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
