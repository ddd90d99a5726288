import { z } from 'zod';
import { creditCoinsOnce, IdempotencyKeyReusedError, PlayerNotFoundError } from '../../domain/coins';
import { ApiError, ErrorCode, ok } from '../../http/envelope';
import type { InternalRoutes } from './context';

/** Large enough for any real credit, small enough that a typo cannot approach bigint limits. */
const MAX_CREDIT = 1_000_000_000_000;

const CreditHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'The Idempotency-Key header is required: a retry with the same key never pays twice.' })
    .trim()
    .min(1, 'The Idempotency-Key header must not be empty.')
    .max(200, 'The Idempotency-Key header must be at most 200 characters.'),
});

const CreditBody = z.object({
  email: z.string({ error: 'email is required.' }).trim().pipe(z.email('email must be an e-mail address.')),
  amount: z
    .number({ error: 'amount must be a positive whole number.' })
    .int('amount must be a positive whole number.')
    .positive('amount must be a positive whole number.')
    .max(MAX_CREDIT, `amount must be at most ${MAX_CREDIT}.`),
  /** Which service credits (e.g. games, coins-cli): recorded with every credit. */
  source: z
    .string({ error: 'source is required: the name of the calling service.' })
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'source must be 1-40 lowercase letters, digits or "-", e.g. "games".'),
  reason: z.string().trim().min(1, 'reason must not be empty.').max(200, 'reason must be at most 200 characters.').optional(),
});

/**
 * POST /api/internal/v1/coins/credit on the internal listener (the public API answers 404 there): credits a player (games service,
 * `npm run coins`). Idempotent per (source, Idempotency-Key): a retry answers the first credit
 * with `Idempotent-Replayed: true` and pays nothing.
 */
export const internalCoinRoutes: InternalRoutes = async (app, { db }) => {
  app.post('/api/internal/v1/coins/credit', { schema: { headers: CreditHeaders, body: CreditBody } }, async (request, reply) => {
    const { email, amount, source, reason } = request.body;
    try {
      const credit = await creditCoinsOnce(db, {
        source,
        idempotencyKey: request.headers['idempotency-key'],
        email,
        amount,
        reason: reason ?? 'Manual credit',
      });
      if (credit.replayed) reply.header('idempotent-replayed', 'true');
      return ok({ uuid: credit.playerId, email: credit.email, balance: credit.balance }, 'Coins credited.');
    } catch (error) {
      if (error instanceof PlayerNotFoundError) throw ApiError.notFound(`No player has the e-mail ${email}.`);
      if (error instanceof IdempotencyKeyReusedError) {
        throw new ApiError(422, ErrorCode.VALIDATION_FAILED, 'This Idempotency-Key was already used for a different credit.');
      }
      throw error;
    }
  });
};
