/**
 * The payout lifecycle (docs/decisions/027-payout-lifecycle.md): pending → approved → paid;
 * pending or approved → rejected (coins back); pending → cancelled by the player (coins back).
 * Every transition is one conditional UPDATE (`… WHERE code = $1 AND status = ANY(from)`), so of
 * any number of concurrent attempts on one request exactly one changes it; the refund and the
 * audit row are written in the same transaction, after that UPDATE, so coins go back at most once.
 * Review and approval, with the four-eyes rules, are in payout-approvals.ts.
 */
import type { WithdrawalStatus } from 'contract/endpoints';
import { formatLkr } from 'contract/money';
import type { Queryable, Transaction } from '../db/database';
import type { Actor } from './actors';
import { creditCoins } from './coins';
import type { Language } from './languages';

/** Requests of this many LKR and more need four eyes: a review by one operator, approval by another, a payout-approver. */
export const FOUR_EYES_THRESHOLD_LKR = 500_000;

export type AuditAction = 'review' | 'approve' | 'reject' | 'mark-paid' | 'cancel' | 'export' | 'return';

/** What a transition changed, for the answer and the mail sent after the commit. */
export interface Transitioned {
  id: number;
  code: string;
  status: WithdrawalStatus;
  fromStatus: WithdrawalStatus;
  amount: number;
  updatedAt: Date;
  playerId: string;
  playerEmail: string;
  playerFirstName: string;
  /** The language of the player's mails. */
  playerLanguage: Language;
  /** The balance after the refund (rejected or cancelled). */
  balance?: number;
}

export class WithdrawalNotFoundError extends Error {
  constructor(readonly code: string) {
    super(`There is no withdrawal request ${code}.`);
    this.name = 'WithdrawalNotFoundError';
  }
}

/** The transition is not allowed from the request's status (409 INVALID_TRANSITION). */
export class InvalidTransitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTransitionError';
  }
}

/** The player's identity is not verified: no request of theirs is approved (409 IDENTITY_NOT_VERIFIED, ADR 031). */
export class IdentityNotVerifiedError extends Error {
  constructor(code: string) {
    super(`${code} cannot be approved: the player's identity is not verified. Review their identity first.`);
    this.name = 'IdentityNotVerifiedError';
  }
}

/** The request's account changed too recently to approve it (409 ACCOUNT_ON_HOLD, ADR 042). */
export class BankChangeHoldError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BankChangeHoldError';
  }
}

/** Four eyes refused the approval (409 FOUR_EYES_REQUIRED), or the actor lacks payout-approver (403). */
export class FourEyesError extends Error {
  constructor(
    message: string,
    readonly needsApproverRole = false,
  ) {
    super(message);
    this.name = 'FourEyesError';
  }
}

const VERB: Record<AuditAction, string> = {
  review: 'reviewed',
  approve: 'approved',
  reject: 'rejected',
  'mark-paid': 'marked as paid',
  cancel: 'cancelled',
  export: 'exported',
  return: 'returned',
};

// Columns every transition returns; `p` is the player joined in the UPDATE's FROM.
export const RETURNING = `w.id, w.code, w.status, w.amount_lkr AS amount, w.updated_at AS "updatedAt", w.player_id AS "playerId",
  p.email AS "playerEmail", p.first_name AS "playerFirstName", p.language AS "playerLanguage"`;

export type Row = Omit<Transitioned, 'fromStatus' | 'balance'> & { fromStatus?: WithdrawalStatus };

export interface AuditRow {
  withdrawalId: number;
  action: AuditAction;
  actor: Actor;
  from: WithdrawalStatus;
  to: WithdrawalStatus;
  reason?: string | null;
  reference?: string | null;
  batchId?: number | null;
}

/** One row of the append-only trail, in the caller's transaction. */
export async function writeAudit(tx: Queryable, entry: AuditRow): Promise<void> {
  const { withdrawalId, action, actor, from, to, reason = null, reference = null, batchId = null } = entry;
  await tx.query(
    `INSERT INTO withdrawal_audit (withdrawal_id, action, actor_id, actor_email, actor_role, from_status, to_status, reason, reference, batch_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [withdrawalId, action, actor.id, actor.email, actor.role, from, to, reason, reference, batchId],
  );
}

/** Why a conditional UPDATE changed nothing: the request is unknown (404) or in another status (409). */
export async function explainRefusal(tx: Queryable, code: string, action: AuditAction, playerId?: string): Promise<never> {
  const { rows } = await tx.query<{ status: WithdrawalStatus }>(
    'SELECT status FROM withdrawal_requests WHERE code = $1 AND ($2::uuid IS NULL OR player_id = $2)',
    [code, playerId ?? null],
  );
  if (!rows[0]) throw new WithdrawalNotFoundError(code);
  throw new InvalidTransitionError(`${code} is ${rows[0].status}: it cannot be ${VERB[action]}.`);
}

/** Gives the request's coins back through the ledger and records the credit on the request (unique: never twice). */
async function refund(tx: Transaction, row: Row, why: string): Promise<number> {
  const credit = await creditCoins(tx, row.playerId, row.amount, `Refund of ${formatLkr(row.amount)}: withdrawal ${row.code} ${why}`);
  await tx.query('UPDATE withdrawal_requests SET refund_ledger_entry_id = $2 WHERE id = $1', [row.id, credit.ledgerEntryId]);
  return credit.balance;
}

/**
 * pending or approved → rejected with a reason; the coins go back to the player. Not once the
 * request is in an exported bank file: the bank may still pay that line, so only the bank's
 * return, recorded by a payout-approver (returnWithdrawal), gives the coins back then.
 */
export async function rejectWithdrawal(tx: Transaction, code: string, actor: Actor, reason: string): Promise<Transitioned> {
  // An approved request always has approved_by (a CHECK): it tells the former status in the same statement.
  const { rows } = await tx.query<Row>(
    `UPDATE withdrawal_requests w SET status = 'rejected', rejection_reason = $2, updated_at = now() FROM players p
      WHERE p.id = w.player_id AND w.code = $1 AND w.status IN ('pending', 'approved') AND w.batch_id IS NULL
      RETURNING ${RETURNING}, CASE WHEN w.approved_by IS NULL THEN 'pending' ELSE 'approved' END AS "fromStatus"`,
    [code, reason],
  );
  const row = rows[0];
  if (!row) {
    const { rows: exported } = await tx.query<{ batchId: string }>(
      'SELECT batch_id AS "batchId" FROM withdrawal_requests WHERE code = $1 AND status = \'approved\' AND batch_id IS NOT NULL',
      [code],
    );
    if (exported[0]) {
      throw new InvalidTransitionError(
        `${code} is in bank file ${exported[0].batchId}: the bank may still pay it, so it cannot be rejected. If the bank returns it unpaid, a payout-approver records the return with the bank's reference.`,
      );
    }
    return explainRefusal(tx, code, 'reject');
  }
  const fromStatus = row.fromStatus!;
  const balance = await refund(tx, row, 'rejected');
  await writeAudit(tx, { withdrawalId: row.id, action: 'reject', actor, from: fromStatus, to: 'rejected', reason });
  return { ...row, fromStatus, balance };
}

/** What the player reads of a bank's return (their list's reason, and the mail). */
export const bankReturnReason = (reference: string) => `Returned by the bank unpaid (reference ${reference}).`;

/**
 * An exported request the bank returned unpaid → rejected, its coins back, with the bank's return
 * reference; only a payout-approver records it (four eyes on a request that already had them), audited.
 */
export async function returnWithdrawal(tx: Transaction, code: string, actor: Actor, reference: string): Promise<Transitioned> {
  const { rows: known } = await tx.query('SELECT 1 FROM withdrawal_requests WHERE code = $1', [code]);
  if (!known[0]) throw new WithdrawalNotFoundError(code);
  if (!actor.isApprover) throw new FourEyesError(`${code}: only a payout-approver can record a bank's return.`, true);
  const { rows } = await tx.query<Row>(
    `UPDATE withdrawal_requests w SET status = 'rejected', rejection_reason = $2, updated_at = now() FROM players p
      WHERE p.id = w.player_id AND w.code = $1 AND w.status = 'approved' AND w.batch_id IS NOT NULL
      RETURNING ${RETURNING}, w.batch_id AS "batchId"`,
    [code, bankReturnReason(reference)],
  );
  const row = rows[0] as (Row & { batchId: string }) | undefined;
  if (!row) {
    const { rows: found } = await tx.query<{ status: string }>(
      "SELECT status FROM withdrawal_requests WHERE code = $1 AND status = 'approved' AND batch_id IS NULL",
      [code],
    );
    if (found[0]) throw new InvalidTransitionError(`${code} is in no bank file yet: reject it instead.`);
    return explainRefusal(tx, code, 'return');
  }
  const balance = await refund(tx, row, 'returned by the bank');
  await writeAudit(tx, {
    withdrawalId: row.id,
    action: 'return',
    actor,
    from: 'approved',
    to: 'rejected',
    reference,
    batchId: Number(row.batchId),
  });
  return { ...row, fromStatus: 'approved', balance };
}

/** approved → paid, with the bank's transfer reference. */
export async function markWithdrawalPaid(tx: Transaction, code: string, actor: Actor, reference: string): Promise<Transitioned> {
  const { rows } = await tx.query<Row>(
    `UPDATE withdrawal_requests w SET status = 'paid', paid_reference = $2, updated_at = now() FROM players p
      WHERE p.id = w.player_id AND w.code = $1 AND w.status = 'approved'
      RETURNING ${RETURNING}`,
    [code, reference],
  );
  const row = rows[0];
  if (!row) return explainRefusal(tx, code, 'mark-paid');
  await writeAudit(tx, { withdrawalId: row.id, action: 'mark-paid', actor, from: 'approved', to: 'paid', reference });
  return { ...row, fromStatus: 'approved' };
}

/** pending → cancelled by the player who made the request; the coins go back at once. Another player's code is unknown (404). */
export async function cancelWithdrawal(tx: Transaction, code: string, player: Actor): Promise<Transitioned> {
  const { rows } = await tx.query<Row>(
    `UPDATE withdrawal_requests w SET status = 'cancelled', updated_at = now() FROM players p
      WHERE p.id = w.player_id AND w.code = $1 AND w.player_id = $2 AND w.status = 'pending'
      RETURNING ${RETURNING}`,
    [code, player.id],
  );
  const row = rows[0];
  if (!row) return explainRefusal(tx, code, 'cancel', player.id);
  const balance = await refund(tx, row, 'cancelled');
  await writeAudit(tx, { withdrawalId: row.id, action: 'cancel', actor: player, from: 'pending', to: 'cancelled' });
  return { ...row, fromStatus: 'pending', balance };
}
