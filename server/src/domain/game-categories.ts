import type { GameCategory } from 'contract/endpoints';
import type { Queryable } from '../db/database';

/** Every category, lower-case names as stored (the front end upper-cases them), by id. */
export async function listGameCategories(db: Queryable): Promise<GameCategory[]> {
  const { rows } = await db.query<GameCategory>('SELECT id, name FROM game_categories ORDER BY id');
  return rows;
}

/** Whether every id (duplicates allowed) names a category. */
export async function gameCategoriesExist(db: Queryable, ids: readonly number[]): Promise<boolean> {
  const distinct = [...new Set(ids)];
  const { rows } = await db.query<{ count: number }>('SELECT count(*) AS count FROM game_categories WHERE id = ANY($1::int[])', [distinct]);
  return rows[0]!.count === distinct.length;
}
