/** Responsible play (ADR 061): a player's limits and today's play as the account area, the games and the operators read them. */
import type { OperatorPlayLimits, PlayLimits } from 'contract/play-limits-endpoints';
import { challengeDateOf } from 'contract/games';
import type { Queryable } from '../../db/database';
import { coinsEarnedOn, databaseNow } from '../games/attempts';
import { playLimitChanges } from './changes';
import { breakInForce, limitInForce, nextRealityCheckAtMs, pendingDue, playedTodayMs, readLimitRow } from './settings';

/** The player's limits as they stand now, and today's play; undefined when no such player. */
export async function playLimitsOf(db: Queryable, playerId: string): Promise<PlayLimits | undefined> {
  const { rows } = await db.query('SELECT 1 FROM players WHERE id = $1', [playerId]);
  if (!rows[0]) return undefined;
  const now = await databaseNow(db);
  const row = await readLimitRow(db, playerId);
  const played = await playedTodayMs(db, playerId, now);
  const onBreak = breakInForce(row, now);
  const nextCheck = nextRealityCheckAtMs(row, now);
  const waiting = row.pending && !pendingDue(row, now);
  return {
    dailyLimitMinutes: limitInForce(row, now),
    pendingLimit: waiting ? { minutes: row.pendingLimitMinutes, effectiveAt: row.pendingEffectiveAt!.toISOString() } : null,
    realityCheckMinutes: row.realityCheckMinutes,
    playBreak: onBreak ? { kind: onBreak.kind, until: onBreak.until?.toISOString() ?? null } : null,
    playedTodayMs: played,
    coinsEarnedToday: await coinsEarnedOn(db, playerId, challengeDateOf(now)),
    realityCheckDue: played >= nextCheck,
    nextRealityCheckAtMs: nextCheck,
  };
}

/** For the operators: the limits and every change, read-only. */
export async function operatorPlayLimits(db: Queryable, playerId: string): Promise<OperatorPlayLimits | undefined> {
  const limits = await playLimitsOf(db, playerId);
  if (!limits) return undefined;
  const changes = (await playLimitChanges(db, playerId)).map((change) => ({
    ...change,
    effectiveAt: change.effectiveAt.toISOString(),
    at: change.at.toISOString(),
  }));
  return { limits, changes };
}
