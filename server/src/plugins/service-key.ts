/**
 * The internal listener's only door: `X-Service-Key: <SERVICE_KEY>`, compared in constant time.
 * Failed attempts are limited per client address, and the limit holds under concurrency: each
 * request reserves a failure before its key is compared and gives it back only when the key was
 * right, so however many guesses arrive together, at most the limit are compared per window.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { countHit, refundHit } from '../domain/rate-limits';
import { ApiError, ErrorCode } from '../http/envelope';
import { secretsEqual } from './authentication';
import { addressSubject, refuseWithEnvelope, retryLater } from './rate-limit';

const LIMITER = 'service-key-failures';

export function requireServiceKey(
  app: FastifyInstance,
  {
    db,
    serviceKey,
    failuresPerMinute,
    ipv6PrefixLength,
  }: { db: Database; serviceKey: string; failuresPerMinute: number; ipv6PrefixLength: number },
): void {
  app.addHook('onRequest', async (request, reply) => {
    const subject = addressSubject(request, ipv6PrefixLength);
    const reserved = await countHit(db, LIMITER, subject, { limit: failuresPerMinute, windowSeconds: 60 });
    if (!reserved.allowed) {
      request.log.warn({ ip: request.ip }, 'service key attempts over the limit');
      const seconds = reserved.retryAfterSeconds;
      throw retryLater(
        reply,
        seconds,
        refuseWithEnvelope(`Too many failed X-Service-Key attempts. Please wait ${seconds} seconds and try again.`),
      );
    }
    const given = request.headers['x-service-key'];
    if (typeof given === 'string' && secretsEqual(given, serviceKey)) {
      await refundHit(db, LIMITER, subject);
      return;
    }
    request.log.warn({ ip: request.ip }, 'service key refused');
    throw new ApiError(401, ErrorCode.UNAUTHORIZED, 'A valid X-Service-Key header is required.');
  });
}
