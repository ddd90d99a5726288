/**
 * `rateLimit({...})`: a preHandler that counts the request per client address and, optionally,
 * per target (an e-mail, a player), and refuses it with HTTP 429 and Retry-After once a limit is
 * passed. Counts live in the database (domain/rate-limits.ts), shared by every replica.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { formatNumber } from 'contract/money';
import type { Database } from '../db/database';
import { countHit, type RateLimitRule } from '../domain/rate-limits';
import { clientNetwork } from '../http/client-network';
import { ApiError, ErrorCode } from '../http/envelope';

export interface RateLimitOptions {
  /** The limiter's name; endpoints sharing a name share their counts. */
  name: string;
  perIp: RateLimitRule;
  perTarget?: RateLimitRule & {
    /** What the request is about (e.g. the body's e-mail); undefined skips this limit. */
    target: (request: FastifyRequest) => string | undefined;
  };
}

export type RateLimit = (options: RateLimitOptions) => preHandlerAsyncHookHandler;

/** How an app refuses a request over its limit (the API: an envelope; the identity: OAuth). */
export type RefuseOverLimit = (message: string) => Error;

const tooManyAttemptsMessage = (seconds: number) =>
  `Too many attempts. Please wait ${formatNumber(seconds)} ${seconds === 1 ? 'second' : 'seconds'} and try again.`;

/** The API's refusal: 429 with error_code RATE_LIMITED. */
export const refuseWithEnvelope: RefuseOverLimit = (message) => new ApiError(429, ErrorCode.RATE_LIMITED, message);

/** Sets Retry-After and returns the error to throw. */
export function retryLater(reply: FastifyReply, seconds: number, error: Error): Error {
  reply.header('retry-after', String(seconds));
  return error;
}

/** A text field of the (already validated) body, for `perTarget.target`. */
export function bodyText(request: FastifyRequest, field: string): string | undefined {
  const value = (request.body as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' ? value : undefined;
}

/** Targets are stored hashed: the table holds no e-mail addresses. */
const targetSubject = (target: string) => `target:${createHash('sha256').update(target.trim().toLowerCase()).digest('hex')}`;

/** Whom a per-address count is kept for: the client's address, an IPv6 client by its network. */
export const addressSubject = (request: FastifyRequest, ipv6PrefixLength: number) => `ip:${clientNetwork(request.ip, ipv6PrefixLength)}`;

export function createRateLimit(db: Database, refuse: RefuseOverLimit, { ipv6PrefixLength }: { ipv6PrefixLength: number }): RateLimit {
  return ({ name, perIp, perTarget }) =>
    async function rateLimited(request, reply) {
      const byIp = await countHit(db, name, addressSubject(request, ipv6PrefixLength), perIp);
      if (!byIp.allowed) throw overLimit(request, reply, name, byIp.retryAfterSeconds);
      const target = perTarget?.target(request);
      if (perTarget === undefined || target === undefined) return;
      const byTarget = await countHit(db, name, targetSubject(target), perTarget);
      if (!byTarget.allowed) throw overLimit(request, reply, name, byTarget.retryAfterSeconds);
    };

  function overLimit(request: FastifyRequest, reply: FastifyReply, name: string, seconds: number): Error {
    request.log.warn({ limiter: name, ip: request.ip }, 'rate limit reached');
    return retryLater(reply, seconds, refuse(tooManyAttemptsMessage(seconds)));
  }
}
