import { endpoints } from 'contract/endpoints';
import { listGameCategories } from '../../domain/game-categories';
import { ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { ApiRoutes } from './context';

/** GET /api/open/v1/game_category: every category as {id, name}, by id (content is the array). */
export const gameCategoryRoutes: ApiRoutes = async (app, { db }) => {
  serveEndpoint(app, endpoints.getGameCategories, {
    schema: {},
    handler: async () => ok(await listGameCategories(db)),
  });
};
