/**
 * Responsible play (issue 39, ADR 061): a player's limits as they stand, the play time they are
 * measured against, and the deal's check. A raise or removal of the daily limit waits 24 hours and
 * is read as in force from its effective time: no job applies it.
 */
import { challengeDateOf } from 'contract/games';
import { DEFAULT_REALITY_CHECK_MINUTES, type PlayBreakKind } from 'contract/schemas';
import type { Queryable, Transaction } from '../../db/database';

export interface PlayLimitRow {
  dailyLimitMinutes: number | null;
  pending: boolean;
  pendingLimitMinutes: number | null;
  pendingEffectiveAt: Date | null;
  realityCheckMinutes: number;
  /** The Colombo day ('YYYY-MM-DD') of the last "keep playing", and the play that day then. */
  realityCheckDate: string | null;
  realityCheckPlayedMs: number;
  breakKind: PlayBreakKind | null;
  breakUntil: Date | null;
  breakPermanent: boolean;
}

/** A player without a row: no limit, reality checks every hour, no break. */
export const NO_LIMITS: PlayLimitRow = {
  dailyLimitMinutes: null,
  pending: false,
  pendingLimitMinutes: null,
  pendingEffectiveAt: null,
  realityCheckMinutes: DEFAULT_REALITY_CHECK_MINUTES,
  realityCheckDate: null,
  realityCheckPlayedMs: 0,
  breakKind: null,
  breakUntil: null,
  breakPermanent: false,
};

const COLUMNS = `daily_limit_minutes AS "dailyLimitMinutes", pending, pending_limit_minutes AS "pendingLimitMinutes",
  pending_effective_at AS "pendingEffectiveAt", reality_check_minutes AS "realityCheckMinutes",
  to_char(reality_check_date, 'YYYY-MM-DD') AS "realityCheckDate", reality_check_played_ms AS "realityCheckPlayedMs",
  break_kind AS "breakKind", break_until AS "breakUntil", break_permanent AS "breakPermanent"`;

/** The player's row (NO_LIMITS without one); `forUpdate` locks it, which the caller must have created. */
export async function readLimitRow(db: Queryable, playerId: string, forUpdate = false): Promise<PlayLimitRow> {
  const { rows } = await db.query<PlayLimitRow>(
    `SELECT ${COLUMNS} FROM play_limits WHERE player_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [playerId],
  );
  return rows[0] ?? NO_LIMITS;
}

/** A pending raise or removal whose 24 hours are over. */
export const pendingDue = (row: PlayLimitRow, now: Date) => row.pending && row.pendingEffectiveAt!.getTime() <= now.getTime();

/** The daily limit in force at `now`: the pending one once its time has come. */
export const limitInForce = (row: PlayLimitRow, now: Date) => (pendingDue(row, now) ? row.pendingLimitMinutes : row.dailyLimitMinutes);

/** The break or self-exclusion in force at `now`, if any. */
export function breakInForce(row: PlayLimitRow, now: Date): { kind: PlayBreakKind; until: Date | null } | null {
  if (!row.breakKind) return null;
  if (row.breakPermanent) return { kind: row.breakKind, until: null };
  return row.breakUntil!.getTime() > now.getTime() ? { kind: row.breakKind, until: row.breakUntil } : null;
}

/**
 * Milliseconds played since Colombo midnight: each attempt from its deal (or midnight, for one
 * begun the day before) to its end (submitted, closed, or out of time, whichever came first), or
 * to now while it runs.
 */
export async function playedTodayMs(db: Queryable, playerId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ ms: number }>(
    `SELECT COALESCE(SUM(GREATEST(0, EXTRACT(EPOCH FROM (LEAST(COALESCE(submitted_at, $2::timestamptz), expires_at, $2::timestamptz)
                                                       - GREATEST(dealt_at, midnight))))), 0)::float8 * 1000 AS ms
       FROM game_attempts, (SELECT $3::date::timestamp AT TIME ZONE 'Asia/Colombo' AS midnight) today
      WHERE player_id = $1 AND expires_at > midnight AND dealt_at <= $2::timestamptz`,
    [playerId, now, challengeDateOf(now)],
  );
  return Math.round(Number(rows[0]!.ms));
}

/** Where the next reality check falls: the next multiple of the interval after the play at the last "keep playing" today. */
export function nextRealityCheckAtMs(row: PlayLimitRow, now: Date): number {
  const interval = row.realityCheckMinutes * 60_000;
  const acknowledged = row.realityCheckDate === challengeDateOf(now) ? row.realityCheckPlayedMs : 0;
  return (Math.floor(acknowledged / interval) + 1) * interval;
}

export type DealRefusal =
  { reason: 'break'; kind: PlayBreakKind; until: Date | null } | { reason: 'daily-limit'; minutes: number } | { reason: 'reality-check' };

/** A new game refused by the player's own limits. */
export class PlayRefusedError extends Error {
  constructor(readonly refusal: DealRefusal) {
    super(`Deal refused: ${refusal.reason}`);
  }
}

/**
 * The deal's check, in the deal's transaction after the player's row is locked (as every change of
 * the limits locks it first): a limit set while deals race is either in force for a deal or after it.
 */
export async function refuseDealIfLimited(tx: Transaction, playerId: string, now: Date): Promise<void> {
  const row = await readLimitRow(tx, playerId);
  const onBreak = breakInForce(row, now);
  if (onBreak) throw new PlayRefusedError({ reason: 'break', ...onBreak });
  const limit = limitInForce(row, now);
  const played = await playedTodayMs(tx, playerId, now);
  if (limit !== null && played >= limit * 60_000) throw new PlayRefusedError({ reason: 'daily-limit', minutes: limit });
  if (played >= nextRealityCheckAtMs(row, now)) throw new PlayRefusedError({ reason: 'reality-check' });
}

/** The break or self-exclusion in force now, as a refusal; null when none. */
export async function playBreakOf(db: Queryable, playerId: string): Promise<DealRefusal | null> {
  const { rows } = await db.query<{ now: Date }>('SELECT clock_timestamp() AS now');
  const onBreak = breakInForce(await readLimitRow(db, playerId), rows[0]!.now);
  return onBreak && { reason: 'break', ...onBreak };
}

/**
 * On a break or self-excluded now. Games and leaderboards check it; any future news-and-offers
 * sender must too (ADR 061), while sign-in, the account area and withdrawals never do.
 */
export async function isExcludedFromPlay(db: Queryable, playerId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM play_limits WHERE player_id = $1 AND (break_permanent OR break_until > clock_timestamp())`,
    [playerId],
  );
  return rows.length > 0;
}
