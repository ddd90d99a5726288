/** Helpers of the responsible play suites (ADR 061): its endpoints, and play "already done" today by the database's clock. */
import type { FastifyInstance } from 'fastify';
import { playLimitsEndpoints } from 'contract/play-limits-endpoints';
import type { Queryable } from '../../src/db/database';
import { bearer } from './test-apps';

type Call = Exclude<keyof typeof playLimitsEndpoints, 'getWithdrawalPlayLimits'>;

/** One of the player's play-limits requests: a GET's payload goes in the query. */
export function playLimits(api: FastifyInstance, call: Call, token: string, payload: Record<string, unknown>) {
  const { method, path } = playLimitsEndpoints[call];
  return method === 'GET'
    ? api.inject({ method, url: path, headers: bearer(token), query: payload as Record<string, string> })
    : api.inject({ method, url: path, headers: bearer(token), payload });
}

/**
 * Records `minutes` of play ending now, as a closed practice game dealt that long ago: the clock
 * moved for the daily limit and reality checks. (Within Colombo's day: run at least `minutes` after its midnight.)
 */
export async function playedFor(db: Queryable, playerId: string, minutes: number): Promise<void> {
  await db.query(
    `INSERT INTO game_attempts (player_id, game_id, mode, challenge_date, seed, dealt_at, expires_at, submitted_at, status)
     SELECT $1, 'quick-sums', 'practice', (now() AT TIME ZONE 'Asia/Colombo')::date, 1,
            now() - make_interval(mins => $2), now(), now(), 'abandoned'`,
    [playerId, minutes],
  );
}
