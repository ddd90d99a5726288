/**
 * "Close my account" (issue 38, ADR 059): a closure is scheduled ACCOUNT_CLOSURE_GRACE_DAYS ahead;
 * until then the player can sign in and keep the account. Every step locks the player's row first
 * (as a withdrawal and a game deal do), so a closure and a withdrawal racing cannot both win. The
 * lock is FOR NO KEY UPDATE: it waits for the debit's own, not for the foreign-key checks of rows
 * inserted before it (an idempotency key), which would deadlock an upgrade.
 */
import { ACCOUNT_CLOSURE_GRACE_DAYS } from 'contract/schemas';
import type { Queryable, Transaction } from '../db/database';
import { openPrivacyRequest, settlePrivacyRequest } from './privacy-requests';

export type ClosureOutcome =
  | { outcome: 'scheduled'; closesAt: Date }
  /** Already scheduled: the date it closes, unchanged. */
  | { outcome: 'already-scheduled'; closesAt: Date }
  /** A withdrawal is still pending or approved: it must be paid or cancelled first (its code). */
  | { outcome: 'withdrawal-open'; code: string }
  | { outcome: 'no-player' };

/** Refused while an account is closing: new withdrawals and games (ADR 059). */
export class AccountClosingError extends Error {
  constructor() {
    super('The account is closing.');
    this.name = 'AccountClosingError';
  }
}

/** Locks the player's row; throws AccountClosingError while a closure is scheduled. Answers whether the player exists. */
export async function lockOpenAccount(tx: Transaction, playerId: string): Promise<boolean> {
  const { rows } = await tx.query<{ closing: boolean }>(
    'SELECT closes_at IS NOT NULL AS closing FROM players WHERE id = $1 FOR NO KEY UPDATE',
    [playerId],
  );
  if (rows[0]?.closing) throw new AccountClosingError();
  return rows.length > 0;
}

/** Schedules the closure, opening its privacy request, unless a withdrawal is still to be paid or cancelled. */
export async function scheduleClosure(tx: Transaction, playerId: string): Promise<ClosureOutcome> {
  const { rows } = await tx.query<{ closesAt: Date | null }>(
    'SELECT closes_at AS "closesAt" FROM players WHERE id = $1 FOR NO KEY UPDATE',
    [playerId],
  );
  if (!rows[0]) return { outcome: 'no-player' };
  if (rows[0].closesAt) return { outcome: 'already-scheduled', closesAt: rows[0].closesAt };
  // Read after the lock: a withdrawal that committed first is seen here; one that comes later waits and is refused.
  const { rows: open } = await tx.query<{ code: string }>(
    `SELECT code FROM withdrawal_requests WHERE player_id = $1 AND status IN ('pending', 'approved') ORDER BY created_at, id LIMIT 1`,
    [playerId],
  );
  if (open[0]) return { outcome: 'withdrawal-open', code: open[0].code };
  const requestId = await openPrivacyRequest(tx, {
    kind: 'closure',
    playerId,
    note: `Close the account after ${ACCOUNT_CLOSURE_GRACE_DAYS} days.`,
  });
  const { rows: scheduled } = await tx.query<{ closesAt: Date }>(
    `INSERT INTO account_closures (player_id, privacy_request_id, closes_at)
     VALUES ($1, $2, clock_timestamp() + make_interval(days => $3)) RETURNING closes_at AS "closesAt"`,
    [playerId, requestId, ACCOUNT_CLOSURE_GRACE_DAYS],
  );
  const closesAt = scheduled[0]!.closesAt;
  await tx.query('UPDATE players SET closes_at = $2 WHERE id = $1', [playerId, closesAt]);
  return { outcome: 'scheduled', closesAt };
}

/**
 * Keeps the account: cancels the scheduled closure while its day has not come. False when there is
 * none, or the job took it first (its row lock makes this wait, then find it erased).
 */
export async function keepAccount(tx: Transaction, playerId: string): Promise<boolean> {
  const { rows } = await tx.query<{ requestId: string | null }>(
    `UPDATE account_closures SET status = 'kept', kept_at = clock_timestamp()
      WHERE player_id = $1 AND status = 'scheduled' AND closes_at > clock_timestamp()
      RETURNING privacy_request_id AS "requestId"`,
    [playerId],
  );
  if (!rows[0]) return false;
  await tx.query('UPDATE players SET closes_at = NULL WHERE id = $1', [playerId]);
  if (rows[0].requestId)
    await settlePrivacyRequest(tx, rows[0].requestId, 'cancelled', { role: 'player', id: playerId }, 'The player kept the account.');
  return true;
}

/** When the player's account closes, or null when it is not closing. */
export async function closingDateOf(db: Queryable, playerId: string): Promise<Date | null | undefined> {
  const { rows } = await db.query<{ closesAt: Date | null }>('SELECT closes_at AS "closesAt" FROM players WHERE id = $1', [playerId]);
  return rows[0] ? rows[0].closesAt : undefined;
}

/**
 * Before a sign-in records its session: locks the account (the erasure waits for this sign-in, or
 * this sign-in for the erasure) and answers whether it may still sign in: not erased, not past its
 * closing day, and of the session version the token was made under (an erasure moves it on).
 */
export async function lockForSignIn(tx: Transaction, playerId: string, sessionVersion: number): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM players
      WHERE id = $1 AND erased_at IS NULL AND session_version = $2 AND (closes_at IS NULL OR closes_at > clock_timestamp())
      FOR NO KEY UPDATE`,
    [playerId, sessionVersion],
  );
  return rows.length > 0;
}
