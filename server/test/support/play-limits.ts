/** Helpers of the responsible play suites (ADR 061): its endpoints, and play "already done" today by the database's clock. */
import type { FastifyInstance } from 'fastify';
import { playLimitsEndpoints } from 'contract/play-limits-endpoints';
import type { Queryable } from '../../src/db/database';
import { recordPlayedMinutes } from '../../src/domain/play-limits/recorded-play';
import { bearer } from './test-apps';

type Call = Exclude<keyof typeof playLimitsEndpoints, 'getWithdrawalPlayLimits'>;

/** One of the player's play-limits requests: a GET's payload goes in the query. */
export function playLimits(api: FastifyInstance, call: Call, token: string, payload: Record<string, unknown>) {
  const { method, path } = playLimitsEndpoints[call];
  return method === 'GET'
    ? api.inject({ method, url: path, headers: bearer(token), query: payload as Record<string, string> })
    : api.inject({ method, url: path, headers: bearer(token), payload });
}

/** Records `minutes` of play ending now (recordPlayedMinutes): the clock moved for the daily limit and reality checks. */
export async function playedFor(db: Queryable, playerId: string, minutes: number): Promise<void> {
  if (!(await recordPlayedMinutes(db, playerId, minutes))) throw new Error(`No player ${playerId}.`);
}
