import { operatorEndpoints } from 'contract/operator-endpoints';
import { SuspiciousPlayQuery } from 'contract/schemas';
import { listSuspiciousPlay } from '../../domain/games/suspicions';
import { ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { ApiRoutes } from './context';

/** The operators' view of the skill games (ADR 041): suspicious play per player and game. */
export const operatorGameRoutes: ApiRoutes = async (app, { db, requireOperator }) => {
  serveEndpoint(app, operatorEndpoints.listSuspiciousPlay, {
    onRequest: requireOperator,
    schema: { querystring: SuspiciousPlayQuery },
    handler: async (request) => ok(await listSuspiciousPlay(db, request.query)),
  });
};
