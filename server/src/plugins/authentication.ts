import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { bearerToken, type AccessTokenClaims, type AccessTokenVerifier } from '../domain/access-tokens';
import type { SessionGuard } from '../domain/sessions';
import { ApiError } from '../http/envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** Claims of the verified bearer token; set by the requireAccessToken hook. */
    accessToken: AccessTokenClaims | null;
  }
}

/**
 * Adds the `requireAccessToken` hook: routes that list it answer 401 unless the request carries
 * a valid bearer token whose session is still open (no password reset or sign-out since), and
 * can then read `accessTokenOf(request)`. Whatever they answer is a player's own: never cached.
 */
export function registerAuthentication(app: FastifyInstance, verify: AccessTokenVerifier, sessions: SessionGuard): onRequestAsyncHookHandler {
  app.decorateRequest('accessToken', null);
  return async function requireAccessToken(request, reply) {
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
