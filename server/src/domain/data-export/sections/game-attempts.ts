import type { Queryable } from '../../../db/database';

/** Every game dealt to the player and how it ended: the result, the coins, and a refusal's reason (not the deal's secret seed). */
export async function readGameAttempts(db: Queryable, playerId: string) {
  const { rows } = await db.query(
    `SELECT game_id AS "gameId", mode, to_char(challenge_date, 'YYYY-MM-DD') AS "challengeDate", dealt_at AS "dealtAt",
            status, submitted_at AS "submittedAt", won, score, move_count AS "moveCount", correct,
            duration_ms AS "durationMs", coins_earned AS "coinsEarned", refusal
       FROM game_attempts WHERE player_id = $1 ORDER BY dealt_at DESC, id`,
    [playerId],
  );
  return rows;
}
