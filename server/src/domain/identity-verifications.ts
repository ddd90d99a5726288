/**
 * Identity verification (docs/decisions/031): a player submits their NIC, the name on
 * it and photos of both sides; an operator approves or rejects it. The NIC, the name and the
 * photos are sealed (personal-data.ts) under the submission's id; the NIC is found again only by
 * its keyed hash, which the database keeps unique among submissions under review or verified.
 */
import { randomUUID } from 'node:crypto';
import type { IdentityVerificationState } from 'contract/endpoints';
import type { IdentityPhotoSide, IdentityPhotoType, IdentityStatus } from 'contract/identity';
import { identityMessages } from 'contract/identity';
import { nicPlayerProblem, type ParsedNic } from 'contract/nic';
import type { Queryable, Transaction } from '../db/database';
import type { Actor } from './actors';
import type { Language } from './languages';
import { lookupHash, sealPersonalData, type PersonalDataKeys } from './personal-data';

/** What a sealed value of a submission is bound to: its table, field and row. */
export const sealContext = (field: 'nic' | 'full_name' | `${IdentityPhotoSide}_photo`, verificationId: string) =>
  `identity_verifications.${field}:${verificationId}`;

/** The keyed hash of an NIC: of its canonical 12-digit form, so an old card's number and its new one are one NIC. */
export const nicLookup = (keys: PersonalDataKeys, nic: ParsedNic) => lookupHash(keys, 'nic', nic.canonical);

export interface SubmittedPhoto {
  type: IdentityPhotoType;
  bytes: Buffer;
}

export interface IdentitySubmission {
  playerId: string;
  /** The NIC as typed (trimmed, capitals) and as parsed. */
  nicText: string;
  nic: ParsedNic;
  fullName: string;
  front: SubmittedPhoto;
  back: SubmittedPhoto;
}

export type SubmissionOutcome =
  | { kind: 'submitted'; id: string; state: IdentityVerificationState }
  /** The NIC is held by another account: refused, and the attempt recorded for the operators. */
  | { kind: 'nic-in-use' }
  /** Under 16 by the NIC, or another date of birth than the registered one. */
  | { kind: 'refused'; message: string }
  | { kind: 'already'; status: 'under_review' | 'verified' }
  | { kind: 'no-player' };

interface StateRow {
  status: Exclude<IdentityStatus, 'not_verified'>;
  nicEnding: string;
  rejectionReason: string | null;
  submittedAt: Date;
  reviewedAt: Date | null;
}

/** ORDER BY of a player's submissions, their current one first (see identityStateOf). */
export const CURRENT_FIRST = "(status <> 'rejected') DESC, submitted_at DESC, id";

const NOT_VERIFIED: IdentityVerificationState = {
  status: 'not_verified',
  nicEnding: null,
  rejectionReason: null,
  submittedAt: null,
  reviewedAt: null,
};

const stateOf = (row: StateRow | undefined): IdentityVerificationState =>
  row ? { ...row, submittedAt: row.submittedAt.toISOString(), reviewedAt: row.reviewedAt?.toISOString() ?? null } : NOT_VERIFIED;

/**
 * The player's verification as they see it: their one submission under review or verified if
 * there is one (at most one is: a unique index), else their newest rejected one, else 'not_verified'.
 * The order never depends on two submissions' times alone, which one transaction's now() can tie.
 */
export async function identityStateOf(db: Queryable, playerId: string): Promise<IdentityVerificationState> {
  const { rows } = await db.query<StateRow>(
    `SELECT status, nic_ending AS "nicEnding", rejection_reason AS "rejectionReason", submitted_at AS "submittedAt", reviewed_at AS "reviewedAt"
       FROM identity_verifications WHERE player_id = $1 ORDER BY ${CURRENT_FIRST} LIMIT 1`,
    [playerId],
  );
  return stateOf(rows[0]);
}

interface NewVerification {
  playerId: string;
  nicText: string;
  nic: ParsedNic;
  fullName: string;
  status: 'under_review' | 'verified';
  front?: SubmittedPhoto;
  back?: SubmittedPhoto;
  /** nicLookup of the NIC. */
  lookup: string;
}

/** Inserts a sealed submission; undefined when its NIC is held by a submission under review or verified. */
async function insertVerification(
  tx: Queryable,
  keys: PersonalDataKeys,
  verification: NewVerification,
): Promise<(StateRow & { id: string }) | undefined> {
  const id = randomUUID();
  const { playerId, nicText, fullName, status, front, back, lookup } = verification;
  const seal = (field: Parameters<typeof sealContext>[0], value: Buffer | string | undefined) =>
    value === undefined ? null : sealPersonalData(keys, value, sealContext(field, id));
  // ON CONFLICT rather than catching the unique violation, which would abort the transaction; only the
  // NIC's index: a second open submission of one player is an error (callers hold the player's row).
  const { rows } = await tx.query<StateRow & { id: string }>(
    `INSERT INTO identity_verifications (id, player_id, status, nic_lookup, nic_sealed, nic_ending, full_name_sealed,
                                         front_photo_type, front_photo_sealed, back_photo_type, back_photo_sealed, photos_reencoded)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, true)
     ON CONFLICT (nic_lookup) WHERE status <> 'rejected' DO NOTHING
     RETURNING id, status, nic_ending AS "nicEnding", rejection_reason AS "rejectionReason", submitted_at AS "submittedAt", reviewed_at AS "reviewedAt"`,
    [
      id,
      playerId,
      status,
      lookup,
      seal('nic', nicText),
      nicText.slice(-4),
      seal('full_name', fullName),
      front?.type ?? null,
      seal('front_photo', front?.bytes),
      back?.type ?? null,
      seal('back_photo', back?.bytes),
    ],
  );
  return rows[0];
}

/**
 * A player's submission, in the caller's transaction: the player's row is locked first, so one
 * player's parallel submissions queue; two accounts racing with one NIC meet at its unique index.
 */
export async function submitIdentity(
  tx: Transaction,
  keys: PersonalDataKeys,
  submission: IdentitySubmission,
  today = new Date(),
): Promise<SubmissionOutcome> {
  const { playerId, nic } = submission;
  const { rows: players } = await tx.query<{ dateOfBirth: string; email: string }>(
    `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", email FROM players WHERE id = $1 FOR UPDATE`,
    [playerId],
  );
  const player = players[0];
  if (!player) return { kind: 'no-player' };
  const problem = nicPlayerProblem(nic, player.dateOfBirth, today);
  if (problem) return { kind: 'refused', message: problem };
  const current = await identityStateOf(tx, playerId);
  if (current.status === 'under_review' || current.status === 'verified') return { kind: 'already', status: current.status };

  const lookup = nicLookup(keys, nic);
  const inserted = await insertVerification(tx, keys, { ...submission, status: 'under_review', lookup });
  if (!inserted) {
    await tx.query(
      `INSERT INTO identity_duplicate_attempts (player_id, holder_id, nic_lookup)
       SELECT $1, player_id, $2 FROM identity_verifications WHERE nic_lookup = $2 AND status <> 'rejected'`,
      [playerId, lookup],
    );
    return { kind: 'nic-in-use' };
  }
  await writeIdentityAudit(tx, inserted.id, 'submit', { id: playerId, email: player.email });
  return { kind: 'submitted', id: inserted.id, state: stateOf(inserted) };
}

/** A verified identity without photos, for the dev seed and test factories; false when the NIC is held by another account. */
export async function insertVerifiedIdentity(
  tx: Queryable,
  keys: PersonalDataKeys,
  identity: Omit<NewVerification, 'status' | 'lookup'>,
): Promise<boolean> {
  return (await insertVerification(tx, keys, { ...identity, status: 'verified', lookup: nicLookup(keys, identity.nic) })) !== undefined;
}

export type IdentityAuditAction = 'submit' | 'view' | 'view-photo' | 'approve' | 'reject';

/** One row of the append-only trail, in the caller's transaction (or on its own). */
export async function writeIdentityAudit(
  db: Queryable,
  verificationId: string,
  action: IdentityAuditAction,
  actor: Pick<Actor, 'id' | 'email'>,
  reason: string | null = null,
): Promise<void> {
  await db.query('INSERT INTO identity_audit (verification_id, action, actor_id, actor_email, reason) VALUES ($1, $2, $3, $4, $5)', [
    verificationId,
    action,
    actor.id,
    actor.email,
    reason,
  ]);
}

export class IdentityNotFoundError extends Error {
  constructor(readonly id: string) {
    super('There is no such identity verification.');
    this.name = 'IdentityNotFoundError';
  }
}

/** A decision on a submission that is no longer under review (409). */
export class IdentityDecidedError extends Error {
  constructor(status: IdentityStatus) {
    super(`This identity verification is ${identityMessages.status[status]}: only one under review can be approved or rejected.`);
    this.name = 'IdentityDecidedError';
  }
}

/** The decided submission and its player, for the answer and the mail sent after the commit. */
export interface IdentityDecided {
  id: string;
  status: 'verified' | 'rejected';
  reviewedAt: Date;
  playerId: string;
  playerEmail: string;
  playerFirstName: string;
  /** The language of the player's mails. */
  playerLanguage: Language;
}

/**
 * under_review → verified, or → rejected with a reason (the player may submit again). One
 * conditional UPDATE: of concurrent decisions exactly one changes the submission.
 */
export async function decideIdentity(
  tx: Transaction,
  id: string,
  actor: Actor,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<IdentityDecided> {
  const status = decision.approve ? 'verified' : 'rejected';
  const reason = decision.approve ? null : decision.reason;
  const { rows } = await tx.query<IdentityDecided>(
    `UPDATE identity_verifications v SET status = $2, rejection_reason = $3, reviewed_by = $4, reviewed_at = now() FROM players p
      WHERE p.id = v.player_id AND v.id = $1 AND v.status = 'under_review'
      RETURNING v.id, v.status, v.reviewed_at AS "reviewedAt", p.id AS "playerId", p.email AS "playerEmail", p.first_name AS "playerFirstName", p.language AS "playerLanguage"`,
    [id, status, reason, actor.id],
  );
  const decided = rows[0];
  if (!decided) {
    const { rows: found } = await tx.query<{ status: IdentityStatus }>('SELECT status FROM identity_verifications WHERE id = $1', [id]);
    if (!found[0]) throw new IdentityNotFoundError(id);
    throw new IdentityDecidedError(found[0].status);
  }
  await writeIdentityAudit(tx, id, decision.approve ? 'approve' : 'reject', actor, reason);
  return decided;
}

/**
 * Whether the player's identity is verified, holding the verification's row (FOR SHARE) to the end
 * of the caller's transaction. A verified identity cannot change today; should operators ever
 * revoke one, the revocation will wait for an approval in flight rather than slip past it.
 */
export async function holdVerifiedIdentity(tx: Transaction, playerId: string): Promise<boolean> {
  const { rows } = await tx.query("SELECT 1 FROM identity_verifications WHERE player_id = $1 AND status = 'verified' FOR SHARE", [
    playerId,
  ]);
  return rows.length > 0;
}
