import { creditCoinsOnce, IdempotencyKeyReusedError, PlayerNotFoundError } from '../../domain/coins';
import { ApiError, ErrorCode, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { InternalRoutes } from './context';
import { CreditBody, CreditHeaders, internalEndpoints } from './endpoints';

/**
 * POST /api/internal/v1/coins/credit on the internal listener (the public API answers 404 there): credits a player (games service,
 * `npm run coins`). Idempotent per (source, Idempotency-Key): a retry answers the first credit
 * with `Idempotent-Replayed: true` and pays nothing.
 */
export const internalCoinRoutes: InternalRoutes = async (app, { db }) => {
  serveEndpoint(app, internalEndpoints.creditCoins, {
    schema: { headers: CreditHeaders, body: CreditBody },
    handler: async (request, reply) => {
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
    },
  });
};
