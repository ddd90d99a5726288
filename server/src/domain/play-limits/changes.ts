/**
 * Responsible play (issue 39, ADR 061): the player's changes to their limits, each recorded in the
 * append-only play_limit_changes with who made it and when it takes effect. Every change locks the
 * player's row first, as the deal does, so a change and a deal racing are taken one after the other.
 */
import { challengeDateOf } from 'contract/games';
import type { BreakPeriod, ExclusionPeriod, PlayBreakKind } from 'contract/schemas';
import type { Queryable, Transaction } from '../../db/database';
import { breakInForce, limitInForce, nextRealityCheckAtMs, pendingDue, playedTodayMs, readLimitRow, type PlayLimitRow } from './settings';

export interface PlayLimitActor {
  id: string;
  role: 'player' | 'operator';
}

/** A higher daily limit, or none, takes effect this long after it is asked for. */
export const RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

const PERIODS: Record<Exclude<BreakPeriod | ExclusionPeriod, 'permanent'>, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6w': '42 days',
  '6m': '6 months',
  '1y': '1 year',
};

type What = 'daily-limit' | 'reality-check' | 'break' | 'self-exclusion';

async function audit(
  tx: Transaction,
  playerId: string,
  change: { what: What; old: string | null; new: string | null; effectiveAt: Date },
  actor: PlayLimitActor,
): Promise<void> {
  await tx.query(
    `INSERT INTO play_limit_changes (player_id, what, old_value, new_value, effective_at, actor_id, actor_role)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [playerId, change.what, change.old, change.new, change.effectiveAt, actor.id, actor.role],
  );
}

/**
 * Locks the player (as the deal does) and their limits' row, with a pending raise whose time has
 * come folded into the limit. Null when no such player. The row is made by the first change (`write`).
 */
async function lockLimits(tx: Transaction, playerId: string): Promise<{ row: PlayLimitRow; now: Date } | null> {
  const { rows } = await tx.query<{ now: Date }>('SELECT clock_timestamp() AS now FROM players WHERE id = $1 FOR NO KEY UPDATE', [
    playerId,
  ]);
  if (!rows[0]) return null;
  const row = await readLimitRow(tx, playerId, true);
  // The lock came after the clock was read: read it again, so nothing decided here predates the lock.
  const { rows: clock } = await tx.query<{ now: Date }>('SELECT clock_timestamp() AS now');
  const now = clock[0]!.now;
  if (!pendingDue(row, now)) return { row, now };
  await tx.query(
    `UPDATE play_limits SET daily_limit_minutes = pending_limit_minutes, pending = false, pending_limit_minutes = NULL,
            pending_effective_at = NULL WHERE player_id = $1`,
    [playerId],
  );
  return {
    row: { ...row, dailyLimitMinutes: limitInForce(row, now), pending: false, pendingLimitMinutes: null, pendingEffectiveAt: null },
    now,
  };
}

/** An update of the player's limits' row, made first if the player has none (their row is locked: no race). */
async function write(tx: Transaction, playerId: string, sql: string, values: unknown[]): Promise<void> {
  await tx.query('INSERT INTO play_limits (player_id) VALUES ($1) ON CONFLICT (player_id) DO NOTHING', [playerId]);
  await tx.query(sql, [playerId, ...values]);
}

const asText = (minutes: number | null) => (minutes === null ? null : String(minutes));
/** Stricter: a limit where there was none, or a lower one. */
const stricter = (wanted: number | null, current: number | null) => wanted !== null && (current === null || wanted < current);

export type LimitsOutcome = { outcome: 'no-player' } | { outcome: 'saved'; pendingFrom: Date | null };

/**
 * Sets the daily limit and/or the reality check interval. A stricter limit holds at once and
 * cancels a pending raise; a looser one (or none) replaces any pending one and waits 24 hours;
 * the same limit as in force cancels a pending raise.
 */
export async function changeLimits(
  tx: Transaction,
  playerId: string,
  wanted: { dailyLimitMinutes?: number | null; realityCheckMinutes?: number },
  actor: PlayLimitActor,
): Promise<LimitsOutcome> {
  const locked = await lockLimits(tx, playerId);
  if (!locked) return { outcome: 'no-player' };
  const { row, now } = locked;
  let pendingFrom: Date | null = null;
  if (wanted.dailyLimitMinutes !== undefined) {
    const current = row.dailyLimitMinutes;
    const target = wanted.dailyLimitMinutes;
    if (stricter(target, current) || target === current) {
      if (target !== current || row.pending) {
        await write(
          tx,
          playerId,
          `UPDATE play_limits SET daily_limit_minutes = $2, pending = false, pending_limit_minutes = NULL, pending_effective_at = NULL,
                  updated_at = $3 WHERE player_id = $1`,
          [target, now],
        );
        await audit(tx, playerId, { what: 'daily-limit', old: asText(current), new: asText(target), effectiveAt: now }, actor);
      }
    } else if (!(row.pending && row.pendingLimitMinutes === target)) {
      pendingFrom = new Date(now.getTime() + RAISE_DELAY_MS);
      await write(
        tx,
        playerId,
        `UPDATE play_limits SET pending = true, pending_limit_minutes = $2, pending_effective_at = $3, updated_at = $4 WHERE player_id = $1`,
        [target, pendingFrom, now],
      );
      await audit(tx, playerId, { what: 'daily-limit', old: asText(current), new: asText(target), effectiveAt: pendingFrom }, actor);
    } else pendingFrom = row.pendingEffectiveAt;
  }
  const interval = wanted.realityCheckMinutes;
  if (interval !== undefined && interval !== row.realityCheckMinutes) {
    await write(tx, playerId, 'UPDATE play_limits SET reality_check_minutes = $2, updated_at = $3 WHERE player_id = $1', [interval, now]);
    await audit(
      tx,
      playerId,
      { what: 'reality-check', old: String(row.realityCheckMinutes), new: String(interval), effectiveAt: now },
      actor,
    );
  }
  return { outcome: 'saved', pendingFrom };
}

export type BreakOutcome =
  { outcome: 'no-player' } | { outcome: 'shorter' } | { outcome: 'permanent-already' } | { outcome: 'taken'; until: Date | null };

/** A break or self-exclusion from now: refused when one in force would end later (it is never shortened). */
export async function takeBreak(
  tx: Transaction,
  playerId: string,
  wanted: { kind: PlayBreakKind; period: BreakPeriod | ExclusionPeriod },
  actor: PlayLimitActor,
): Promise<BreakOutcome> {
  const locked = await lockLimits(tx, playerId);
  if (!locked) return { outcome: 'no-player' };
  const { row, now } = locked;
  const current = breakInForce(row, now);
  if (current && current.until === null) return { outcome: 'permanent-already' };
  const permanent = wanted.period === 'permanent';
  let until: Date | null = null;
  if (!permanent) {
    const { rows } = await tx.query<{ until: Date }>('SELECT $1::timestamptz + $2::interval AS until', [
      now,
      PERIODS[wanted.period as keyof typeof PERIODS],
    ]);
    until = rows[0]!.until;
    if (current && current.until!.getTime() >= until.getTime()) return { outcome: 'shorter' };
  }
  await write(
    tx,
    playerId,
    'UPDATE play_limits SET break_kind = $2, break_until = $3, break_permanent = $4, updated_at = $5 WHERE player_id = $1',
    [wanted.kind, until, permanent, now],
  );
  const describe = (kind: string, end: Date | null) => `${kind} until ${end ? end.toISOString() : 'permanent'}`;
  await audit(
    tx,
    playerId,
    { what: wanted.kind, old: current ? describe(current.kind, current.until) : null, new: describe(wanted.kind, until), effectiveAt: now },
    actor,
  );
  return { outcome: 'taken', until };
}

/** "Keep playing" after a reality check due: the next is counted from the play so far today. Nothing to record when none is due. */
export async function acknowledgeRealityCheck(tx: Transaction, playerId: string): Promise<boolean> {
  const locked = await lockLimits(tx, playerId);
  if (!locked) return false;
  const played = await playedTodayMs(tx, playerId, locked.now);
  if (played < nextRealityCheckAtMs(locked.row, locked.now)) return true;
  await write(tx, playerId, 'UPDATE play_limits SET reality_check_date = $2, reality_check_played_ms = $3 WHERE player_id = $1', [
    challengeDateOf(locked.now),
    played,
  ]);
  return true;
}

export interface PlayLimitChangeRow {
  what: What;
  oldValue: string | null;
  newValue: string | null;
  effectiveAt: Date;
  at: Date;
  actorRole: 'player' | 'operator';
}

/** Every change of the player's limits, oldest first: for the operators and the player's data archive. */
export async function playLimitChanges(db: Queryable, playerId: string): Promise<PlayLimitChangeRow[]> {
  const { rows } = await db.query<PlayLimitChangeRow>(
    `SELECT what, old_value AS "oldValue", new_value AS "newValue", effective_at AS "effectiveAt", at, actor_role AS "actorRole"
       FROM play_limit_changes WHERE player_id = $1 ORDER BY id`,
    [playerId],
  );
  return rows;
}
