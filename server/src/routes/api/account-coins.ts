import { accountEndpoints } from 'contract/account-endpoints';
import { CoinHistoryQuery, PlayerQuery } from 'contract/schemas';
import { coinHistory, coinPace, withdrawalTimelines } from '../../domain/coin-history';
import { PlayerNotFoundError } from '../../domain/coins';
import { databaseNow } from '../../domain/games/attempts';
import { ApiError, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import { playerIdOf, requireOwnUuid } from '../../plugins/own-player';
import type { ApiRoutes } from './context';

const OWN_COINS_ONLY = 'You may only read your own coins.';

/**
 * The account area's coins (issue 37), each for the signed-in player only (another player's uuid:
 * 403 before anything is read): GET account/coins pages every ledger movement with its running
 * balance, GET account/withdrawals each withdrawal's steps, GET account/pace what games can still
 * pay today and when the next tier comes at the last 7 days' pace.
 */
export const accountCoinRoutes: ApiRoutes = async (app, { db, requireAccessToken }) => {
  serveEndpoint(app, accountEndpoints.getCoinHistory, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('query', OWN_COINS_ONLY),
    schema: { querystring: CoinHistoryQuery },
    handler: async (request) => {
      const { before, limit } = request.query;
      return ok(await coinHistory(db, playerIdOf(request), { before, limit }));
    },
  });

  serveEndpoint(app, accountEndpoints.getWithdrawalTimelines, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('query', OWN_COINS_ONLY),
    schema: { querystring: PlayerQuery },
    handler: async (request) => ok(await withdrawalTimelines(db, playerIdOf(request))),
  });

  serveEndpoint(app, accountEndpoints.getCoinPace, {
    onRequest: requireAccessToken,
    preValidation: requireOwnUuid('query', OWN_COINS_ONLY),
    schema: { querystring: PlayerQuery },
    handler: async (request) => {
      const pace = await coinPace(db, playerIdOf(request), await databaseNow(db)).catch((error: unknown) => {
        throw error instanceof PlayerNotFoundError ? ApiError.notFound('Player not found.') : error;
      });
      return ok(pace);
    },
  });
};
