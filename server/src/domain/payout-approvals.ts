/**
 * Review and approval of withdrawal requests: four eyes (ADR 027, ADR 037). A request needs them
 * when it is LKR 500,000 or more on its own or with the player's recent payouts; one operator's own
 * approvals stop at a daily total. The rules are part of each transition's conditional UPDATE.
 */
import { formatLkr } from 'contract/money';
import type { Transaction } from '../db/database';
import type { Actor } from './actors';
import { formatMinutes } from 'contract/durations';
import { holdVerifiedIdentity } from './identity-verifications';
import {
  explainRefusal,
  FOUR_EYES_THRESHOLD_LKR,
  FourEyesError,
  BankChangeHoldError,
  IdentityNotVerifiedError,
  InvalidTransitionError,
  RETURNING,
  writeAudit,
  type Row,
  type Transitioned,
} from './payouts';

/**
 * What else the player (of request `w`) has coming or just got: approved and not yet paid, or paid
 * in the last 7 days. Splitting a large payout into small requests adds up here (ADR 037).
 */
const PLAYER_RECENT_PAYOUTS = `(SELECT COALESCE(SUM(o.amount_lkr), 0) FROM withdrawal_requests o
  WHERE o.player_id = w.player_id AND o.id <> w.id
    AND (o.status = 'approved' OR (o.status = 'paid' AND o.updated_at >= now() - interval '7 days')))`;

/**
 * Whether request `w` needs four eyes: it is large, or approving it would bring the player's recent
 * payouts to the threshold, or someone reviewed it already (so its history says it had them).
 */
export const NEEDS_REVIEW = `(w.amount_lkr >= ${FOUR_EYES_THRESHOLD_LKR} OR w.reviewed_by IS NOT NULL
  OR (w.status = 'pending' AND w.amount_lkr + ${PLAYER_RECENT_PAYOUTS} >= ${FOUR_EYES_THRESHOLD_LKR}))`;

/** What one operator approved on their own (no other operator's review) in the last 24 hours. */
const SOLO_APPROVALS_TODAY = `(SELECT COALESCE(SUM(s.amount_lkr), 0) FROM withdrawal_requests s
  WHERE s.approved_by = $2 AND s.reviewed_by IS NULL AND s.approved_at >= now() - interval '1 day')`;

/**
 * Whether request `w` is paid to an account changed less than $5 hours ago (ADR 042): the player was
 * mailed at the change, and has those hours to stop a payout a session redirected.
 */
const ACCOUNT_ON_HOLD = `(w.account_changed_at IS NOT NULL AND now() < w.account_changed_at + make_interval(hours => $5))`;

/** What the approval rules are given from the configuration (config.payouts). */
export interface ApprovalRules {
  /** One operator's own approvals in 24 hours, at most (ADR 037). */
  soloApprovalsPerDayLkr: number;
  /** Hours after a change of the payout account before a request paid to it may be approved (ADR 042). */
  bankChangeHoldHours: number;
}

/** Four eyes, first eye: an operator marks a large pending request reviewed; it stays pending. */
export async function reviewWithdrawal(tx: Transaction, code: string, actor: Actor): Promise<Transitioned> {
  const { rows } = await tx.query<Row>(
    `UPDATE withdrawal_requests w SET reviewed_by = $2, reviewed_at = now(), updated_at = now() FROM players p
      WHERE p.id = w.player_id AND w.code = $1 AND w.status = 'pending' AND w.reviewed_by IS NULL AND ${NEEDS_REVIEW}
      RETURNING ${RETURNING}`,
    [code, actor.id],
  );
  const row = rows[0];
  if (!row) {
    const { rows: found } = await tx.query<{ needsReview: boolean; reviewed: boolean; status: string }>(
      `SELECT ${NEEDS_REVIEW} AS "needsReview", reviewed_by IS NOT NULL AS reviewed, status FROM withdrawal_requests w WHERE code = $1`,
      [code],
    );
    const current = found[0];
    if (current?.status === 'pending' && !current.needsReview) {
      throw new InvalidTransitionError(`${code} is below ${formatLkr(FOUR_EYES_THRESHOLD_LKR)}: it needs no review, approve it directly.`);
    }
    if (current?.status === 'pending' && current.reviewed) throw new InvalidTransitionError(`${code} has been reviewed already.`);
    return explainRefusal(tx, code, 'review');
  }
  await writeAudit(tx, { withdrawalId: row.id, action: 'review', actor, from: 'pending', to: 'pending' });
  return { ...row, fromStatus: 'pending' };
}

/**
 * pending → approved. A request that needs four eyes (NEEDS_REVIEW: LKR 500,000 or more on its own,
 * or with the player's recent payouts) is approved only by a payout-approver who is not its
 * reviewer, once reviewed; any other by any payout-operator, up to `soloLimitPerDay` of their own
 * approvals in 24 hours, beyond which another operator must approve it. Only for a player whose
 * identity is verified. Approvals for one player, and by one operator, take turns (advisory locks
 * held to the commit), so parallel small approvals cannot each see the sums before the others.
 * Never while the request's account is on hold after a change (ACCOUNT_ON_HOLD, ADR 042).
 */
export async function approveWithdrawal(tx: Transaction, code: string, actor: Actor, rules: ApprovalRules): Promise<Transitioned> {
  const { soloApprovalsPerDayLkr: soloLimitPerDay, bankChangeHoldHours } = rules;
  const { rows: requested } = await tx.query<{ playerId: string }>(
    'SELECT player_id AS "playerId" FROM withdrawal_requests WHERE code = $1 AND status = \'pending\'',
    [code],
  );
  const playerId = requested[0]?.playerId;
  // Always the player's turn first, then the operator's: no two approvals wait on each other in a circle.
  if (playerId) await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`payout-approval:player:${playerId}`]);
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`payout-approval:operator:${actor.id}`]);
  // Held to the commit: an identity rejected meanwhile waits for this approval, or stops it.
  if (playerId && !(await holdVerifiedIdentity(tx, playerId))) throw new IdentityNotVerifiedError(code);
  const { rows } = await tx.query<Row>(
    `UPDATE withdrawal_requests w SET status = 'approved', approved_by = $2, approved_at = now(), updated_at = now() FROM players p
      WHERE p.id = w.player_id AND w.code = $1 AND w.status = 'pending' AND NOT ${ACCOUNT_ON_HOLD}
        AND ((NOT ${NEEDS_REVIEW} AND ${SOLO_APPROVALS_TODAY} + w.amount_lkr <= $4)
          OR ($3 AND w.reviewed_by IS NOT NULL AND w.reviewed_by <> $2))
      RETURNING ${RETURNING}`,
    [code, actor.id, actor.isApprover, soloLimitPerDay, bankChangeHoldHours],
  );
  const row = rows[0];
  if (!row) return explainApprovalRefusal(tx, code, actor, rules);
  await writeAudit(tx, { withdrawalId: row.id, action: 'approve', actor, from: 'pending', to: 'approved' });
  return { ...row, fromStatus: 'pending' };
}

/** Why approveWithdrawal's UPDATE changed nothing, in the words an operator acts on. */
async function explainApprovalRefusal(tx: Transaction, code: string, actor: Actor, rules: ApprovalRules): Promise<never> {
  const { soloApprovalsPerDayLkr: soloLimitPerDay, bankChangeHoldHours } = rules;
  const { rows: found } = await tx.query<{
    amount: number;
    needsReview: boolean;
    recent: string;
    reviewedBy: string | null;
    soloToday: string;
    status: string;
    onHold: boolean;
    changedMinutesAgo: number;
    heldMinutes: number;
  }>(
    `SELECT w.amount_lkr AS amount, ${NEEDS_REVIEW} AS "needsReview", ${PLAYER_RECENT_PAYOUTS} AS recent,
        w.reviewed_by AS "reviewedBy", ${SOLO_APPROVALS_TODAY} AS "soloToday", w.status, ${ACCOUNT_ON_HOLD.replaceAll('$5', '$3')} AS "onHold",
        floor(extract(epoch FROM now() - w.account_changed_at) / 60)::int AS "changedMinutesAgo",
        ceil(extract(epoch FROM w.account_changed_at + make_interval(hours => $3) - now()) / 60)::int AS "heldMinutes"
      FROM withdrawal_requests w WHERE w.code = $1`,
    [code, actor.id, bankChangeHoldHours],
  );
  const current = found[0];
  if (current?.status === 'pending' && current.onHold) {
    throw new BankChangeHoldError(
      `${code} is paid to a bank account changed ${formatMinutes(current.changedMinutesAgo)} ago: a request to a changed account waits ${bankChangeHoldHours} hours, so it can be approved in ${formatMinutes(current.heldMinutes)}. Check with the player that they made the change.`,
    );
  }
  if (current?.status === 'pending' && current.needsReview) {
    const large = current.amount >= FOUR_EYES_THRESHOLD_LKR;
    const which = large
      ? `${code} is ${formatLkr(current.amount)}`
      : `${code} brings the player's payouts (approved, or paid in the last 7 days) to ${formatLkr(current.amount + Number(current.recent))}`;
    const scope = large
      ? `requests of ${formatLkr(FOUR_EYES_THRESHOLD_LKR)} and above`
      : `payouts that bring a player to ${formatLkr(FOUR_EYES_THRESHOLD_LKR)} in 7 days`;
    if (!actor.isApprover) throw new FourEyesError(`${which}: only a payout-approver can approve ${scope}.`, true);
    if (current.reviewedBy === null) throw new FourEyesError(`${which}: another operator must review it before it can be approved.`);
    if (current.reviewedBy === actor.id) throw new FourEyesError(`${which}: you reviewed it, so another payout-approver must approve it.`);
  }
  if (current?.status === 'pending') {
    throw new FourEyesError(
      `${code}: you have approved ${formatLkr(Number(current.soloToday))} on your own in the last 24 hours, and ${formatLkr(soloLimitPerDay)} is the limit: another operator must approve it.`,
    );
  }
  return explainRefusal(tx, code, 'approve');
}
