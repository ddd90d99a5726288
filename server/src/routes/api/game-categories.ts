import { listGameCategories } from '../../domain/game-categories';
import { ok } from '../../http/envelope';
import type { ApiRoutes } from './context';

/** GET /api/open/v1/game_category: every category as {id, name}, by id (content is the array). */
export const gameCategoryRoutes: ApiRoutes = async (app, { db }) => {
  app.get('/api/open/v1/game_category', async () => ok(await listGameCategories(db)));
};
