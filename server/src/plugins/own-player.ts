import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { isUuid } from '../domain/players';
import { ApiError } from '../http/envelope';
import { accessTokenOf } from './authentication';

/**
 * For routes behind requireAccessToken: a `uuid` in the body or query must be the token's
 * subject, else 403. Runs before validation and before the handler, so another player's uuid
 * gets the same answer whatever else the request holds, and nothing is read or changed.
 * A missing uuid passes here and is refused by the route's schema (400 naming it).
 */
export function requireOwnUuid(part: 'body' | 'query', message: string): preValidationAsyncHookHandler {
  return async function requireOwnUuid(request) {
    const uuid = (request[part] as { uuid?: unknown } | null | undefined)?.uuid;
    if (uuid === undefined) return;
    const { sub } = accessTokenOf(request);
    if (typeof uuid !== 'string' || uuid.trim().toLowerCase() !== sub.toLowerCase()) throw ApiError.forbidden(message);
  };
}

/** The signed-in player's id; 404 when the token's subject cannot be a player of this server. */
export function playerIdOf(request: FastifyRequest): string {
  const { sub } = accessTokenOf(request);
  if (!isUuid(sub)) throw ApiError.notFound('Player not found.');
  return sub.toLowerCase();
}
