/**
 * Suspicious play (ADR 041): every refused result, every perfect run at a pace few
 * humans keep, and every attempt dealt again and again is recorded, and operators read them per
 * player and game. Recording earns nobody anything and refuses nothing by itself: it is for review.
 */
import { maskEmail } from 'contract/email';
import type { SuspicionKind, SuspiciousPlayPage, SuspiciousPlayer } from 'contract/operator-endpoints';
import { games, type GameId, type Move } from 'contract/games';
import type { Queryable } from '../../db/database';

/** The deals of one open attempt that list it: a page reloaded a few times is not, a script dealing in a loop is. */
export const REPEATED_DEALS_THRESHOLD = 5;

export interface Suspicion {
  playerId: string;
  gameId: GameId;
  attemptId: string;
  kind: SuspicionKind;
}

/** Records one event; the same kind of one attempt again (a resend) is counted once. */
export async function recordSuspicion(db: Queryable, suspicion: Suspicion): Promise<void> {
  await db.query(
    `INSERT INTO game_suspicions (player_id, game_id, attempt_id, kind) VALUES ($1, $2, $3, $4) ON CONFLICT (attempt_id, kind) DO NOTHING`,
    [suspicion.playerId, suspicion.gameId, suspicion.attemptId, suspicion.kind],
  );
}

/** Whether a verified perfect run came at a pace its game lists (GameInfo.perfectPaceMs): the average time per move by the server's clock. */
export function perfectAtSuspiciousPace(gameId: GameId, moves: readonly Move[], durationMs: number): boolean {
  return moves.length > 0 && durationMs / moves.length < games[gameId].perfectPaceMs;
}

interface SuspiciousRow extends Omit<SuspiciousPlayer, 'playerEmail' | 'lastSeenAt'> {
  playerEmail: string;
  lastSeenAt: Date;
}

/** Players with suspicious play, per game, the most recently seen first: counts of each kind and the last time. */
export async function listSuspiciousPlay(
  db: Queryable,
  query: { gameId?: GameId; page: number; pageSize: number },
): Promise<SuspiciousPlayPage> {
  const gameId = query.gameId ?? null;
  const { rows: totals } = await db.query<{ total: number }>(
    'SELECT count(DISTINCT (player_id, game_id))::int AS total FROM game_suspicions WHERE ($1::text IS NULL OR game_id = $1)',
    [gameId],
  );
  const { rows } = await db.query<SuspiciousRow>(
    `SELECT s.player_id AS "playerId", p.first_name || ' ' || p.last_name AS "playerName", p.email AS "playerEmail", s.game_id AS "gameId",
            count(*) FILTER (WHERE s.kind = 'too-fast')::int AS "tooFast",
            count(*) FILTER (WHERE s.kind IN ('impossible-move', 'unsolved'))::int AS "impossible",
            count(*) FILTER (WHERE s.kind = 'perfect-pace')::int AS "perfectPace",
            count(*) FILTER (WHERE s.kind = 'repeated-deals')::int AS "repeatedDeals",
            count(*)::int AS total, max(s.recorded_at) AS "lastSeenAt"
       FROM game_suspicions s JOIN players p ON p.id = s.player_id
      WHERE ($1::text IS NULL OR s.game_id = $1)
      GROUP BY s.player_id, p.first_name, p.last_name, p.email, s.game_id
      ORDER BY max(s.recorded_at) DESC, s.player_id, s.game_id
      LIMIT $2 OFFSET $3`,
    [gameId, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    items: rows.map((row) => ({ ...row, playerEmail: maskEmail(row.playerEmail), lastSeenAt: row.lastSeenAt.toISOString() })),
    total: totals[0]!.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
