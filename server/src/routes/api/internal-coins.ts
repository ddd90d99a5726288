import { z } from 'zod';
import { creditCoinsByEmail, PlayerNotFoundError } from '../../domain/coins';
import { ApiError, ok } from '../../http/envelope';
import type { ApiRoutes } from './context';

/** Large enough for any real credit, small enough that a typo cannot approach bigint limits. */
const MAX_CREDIT = 1_000_000_000_000;

const CreditBody = z.object({
  email: z.string({ error: 'email is required.' }).trim().pipe(z.email('email must be an e-mail address.')),
  amount: z
    .number({ error: 'amount must be a positive whole number.' })
    .int('amount must be a positive whole number.')
    .positive('amount must be a positive whole number.')
    .max(MAX_CREDIT, `amount must be at most ${MAX_CREDIT}.`),
  reason: z.string().trim().min(1, 'reason must not be empty.').max(200, 'reason must be at most 200 characters.').optional(),
});

/**
 * POST /api/internal/v1/coins/credit: credits a player (games service, `coins` command).
 * Service-to-service only: X-Service-Key must equal SERVICE_KEY.
 */
export const internalCoinRoutes: ApiRoutes = async (app, { db, requireServiceKey }) => {
  app.post(
    '/api/internal/v1/coins/credit',
    { onRequest: requireServiceKey, schema: { body: CreditBody } },
    async (request) => {
      const { email, amount, reason } = request.body;
      try {
        const credit = await creditCoinsByEmail(db, email, amount, reason ?? 'Manual credit');
        return ok({ uuid: credit.playerId, email: credit.email, balance: credit.balance }, 'Coins credited.');
      } catch (error) {
        if (error instanceof PlayerNotFoundError) throw ApiError.notFound(`No player has the e-mail ${email}.`);
        throw error;
      }
    },
  );
};
