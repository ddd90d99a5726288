/**
 * Play "already done" today, for tests only (ADR 061): the end-to-end clock control and the server
 * suites reach a daily limit or a reality check without playing for half an hour. The minutes are
 * closed practice games that all end now and all began after Colombo's midnight, so the figure is
 * the same at any hour: shortly after midnight it is several overlapping games (play time is their sum).
 */
import type { Queryable } from '../../db/database';

/** Milliseconds since Colombo's midnight by the database's clock. */
async function msSinceMidnight(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ ms: number }>(
    `SELECT (EXTRACT(EPOCH FROM (clock_timestamp() - (date_trunc('day', clock_timestamp() AT TIME ZONE 'Asia/Colombo') AT TIME ZONE 'Asia/Colombo'))) * 1000)::float8 AS ms`,
  );
  return rows[0]!.ms;
}

/** Records `minutes` of play ending now for the player; false when there is no such player. */
export async function recordPlayedMinutes(db: Queryable, playerId: string, minutes: number): Promise<boolean> {
  let sinceMidnight = await msSinceMidnight(db);
  if (sinceMidnight < 2_000) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    sinceMidnight = await msSinceMidnight(db);
  }
  // Each game within today, with a second to spare for the time the inserts take.
  const longest = sinceMidnight - 1_000;
  for (let left = minutes * 60_000; left > 0; left -= longest) {
    const { rows } = await db.query(
      `INSERT INTO game_attempts (player_id, game_id, mode, challenge_date, seed, dealt_at, expires_at, submitted_at, status)
       SELECT id, 'quick-sums', 'practice', (clock_timestamp() AT TIME ZONE 'Asia/Colombo')::date, 1,
              clock_timestamp() - make_interval(secs => $2), clock_timestamp(), clock_timestamp(), 'abandoned'
         FROM players WHERE id = $1 RETURNING id`,
      [playerId, Math.min(left, longest) / 1000],
    );
    if (rows.length === 0) return false;
  }
  return true;
}
