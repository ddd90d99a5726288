/** What operators read about withdrawal requests: the filtered list and one request in full (ADR 027). */
import type { WithdrawalStatus } from 'contract/endpoints';
import type {
  AuditEntry,
  LedgerLine,
  OperatorWithdrawal,
  OperatorWithdrawalDetail,
  OperatorWithdrawalPage,
} from 'contract/operator-endpoints';
import type { Queryable } from '../db/database';
import { likeTerm } from '../db/like-term';
import { openAccountNumber, withdrawalAccountContext } from './bank-details';
import { CURRENT_FIRST } from './identity-verifications';
import { NEEDS_REVIEW } from './payout-approvals';
import { payoutAccountReview } from './payout-flags';
import type { PersonalDataKeys } from './personal-data';

export interface WithdrawalFilter {
  status?: WithdrawalStatus;
  minAmount?: number;
  maxAmount?: number;
  from?: Date;
  to?: Date;
  /** Part of a request code or of the player's e-mail. */
  q?: string;
  page: number;
  pageSize: number;
}

const LEDGER_LINES = 100;

const SUMMARY_COLUMNS = `w.code, w.status, w.amount_lkr AS amount, w.created_at AS "createdAt", w.updated_at AS "updatedAt",
  p.email AS "playerEmail", p.first_name || ' ' || p.last_name AS "playerName", w.bank_name AS "bankName",
  ${NEEDS_REVIEW} AS "needsReview", rv.email AS "reviewedBy", ap.email AS "approvedBy",
  w.rejection_reason AS "rejectionReason", w.paid_reference AS "paidReference", w.batch_id AS "batchId",
  COALESCE(iv.status, 'not_verified') AS "identityStatus", iv.id AS "identityVerificationId"`;

// The player's current identity submission (ADR 031).
const SUMMARY_JOINS = `JOIN players p ON p.id = w.player_id
  LEFT JOIN players rv ON rv.id = w.reviewed_by LEFT JOIN players ap ON ap.id = w.approved_by
  LEFT JOIN LATERAL (SELECT id, status FROM identity_verifications WHERE player_id = w.player_id ORDER BY ${CURRENT_FIRST} LIMIT 1) iv ON true`;

type SummaryRow = Omit<OperatorWithdrawal, 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
  identityVerificationId: string | null;
};

/** The summary's fields only: a detail row carries more that must not leak into it (the internal id). */
const summary = (row: SummaryRow): OperatorWithdrawal => ({
  code: row.code,
  status: row.status,
  amount: row.amount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  playerEmail: row.playerEmail,
  playerName: row.playerName,
  bankName: row.bankName,
  needsReview: row.needsReview,
  reviewedBy: row.reviewedBy,
  approvedBy: row.approvedBy,
  rejectionReason: row.rejectionReason,
  paidReference: row.paidReference,
  batchId: row.batchId === null ? null : Number(row.batchId),
  identityStatus: row.identityStatus,
});

/** A day given as YYYY-MM-DD for `to` means up to the end of that day. */
const endOf = (to: Date | undefined) =>
  to && to.getUTCHours() + to.getUTCMinutes() + to.getUTCSeconds() + to.getUTCMilliseconds() === 0
    ? new Date(to.getTime() + 86_400_000)
    : to;

export async function listOperatorWithdrawals(db: Queryable, filter: WithdrawalFilter): Promise<OperatorWithdrawalPage> {
  const where = `($1::text IS NULL OR w.status = $1) AND ($2::bigint IS NULL OR w.amount_lkr >= $2) AND ($3::bigint IS NULL OR w.amount_lkr <= $3)
    AND ($4::timestamptz IS NULL OR w.created_at >= $4) AND ($5::timestamptz IS NULL OR w.created_at < $5)
    AND ($6::text IS NULL OR lower(w.code) LIKE $6 OR lower(p.email) LIKE $6)`;
  const params = [
    filter.status ?? null,
    filter.minAmount ?? null,
    filter.maxAmount ?? null,
    filter.from ?? null,
    endOf(filter.to) ?? null,
    filter.q ? likeTerm(filter.q) : null,
  ];
  const { rows: counted } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM withdrawal_requests w JOIN players p ON p.id = w.player_id WHERE ${where}`,
    params,
  );
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM withdrawal_requests w ${SUMMARY_JOINS} WHERE ${where}
      ORDER BY w.created_at DESC, w.id DESC LIMIT $7 OFFSET $8`,
    [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  return { items: rows.map(summary), total: counted[0]!.total, page: filter.page, pageSize: filter.pageSize };
}

type Nullable = string | null;
type DetailRow = SummaryRow & { id: number; playerId: string; firstName: string; lastName: string; mobile: string; coins: number } & {
  receiverName: Nullable;
  receiverEmail: Nullable;
  receiverPhone: Nullable;
  receiverCountry: Nullable;
  bankCode: Nullable;
  branchName: string;
  accountNumberSealed: Uint8Array | null;
  accountHolderName: string;
};

/**
 * One request with its player, receiver, bank (the account number opened: the operators pay it),
 * the player's ledger, the audit trail, and the account's change and flags (payout-flags.ts); undefined when unknown. Throws
 * UnreadableAccountNumberError when the number does not open: no detail without it.
 */
export async function findOperatorWithdrawal(
  db: Queryable,
  keys: PersonalDataKeys,
  code: string,
  holdHours: number,
): Promise<OperatorWithdrawalDetail | undefined> {
  const { rows } = await db.query<DetailRow>(
    `SELECT ${SUMMARY_COLUMNS}, w.id, p.id AS "playerId", p.first_name AS "firstName", p.last_name AS "lastName", p.mobile, p.coins,
            w.receiver_name AS "receiverName", w.receiver_email AS "receiverEmail", w.receiver_phone AS "receiverPhone",
            w.receiver_country AS "receiverCountry", w.bank_code AS "bankCode", w.branch_name AS "branchName",
            w.account_number_sealed AS "accountNumberSealed", w.account_holder_name AS "accountHolderName"
       FROM withdrawal_requests w ${SUMMARY_JOINS} WHERE w.code = $1`,
    [code],
  );
  const row = rows[0];
  if (!row) return undefined;
  const accountNumber = openAccountNumber(keys, row.accountNumberSealed, withdrawalAccountContext(row.code));
  const { rows: ledger } = await db.query<{ at: Date; amount: number; reason: string }>(
    'SELECT created_at AS at, amount, reason FROM coin_ledger WHERE player_id = $1 ORDER BY id DESC LIMIT $2',
    [row.playerId, LEDGER_LINES],
  );
  const { rows: audit } = await db.query<Omit<AuditEntry, 'at'> & { at: Date }>(
    `SELECT action, actor_email AS "actorEmail", actor_role AS "actorRole", at, from_status AS "fromStatus", to_status AS "toStatus",
            reason, reference, batch_id AS "batchId"
       FROM withdrawal_audit WHERE withdrawal_id = $1 ORDER BY id`,
    [row.id],
  );
  return {
    ...summary(row),
    player: {
      uuid: row.playerId,
      email: row.playerEmail,
      firstName: row.firstName,
      lastName: row.lastName,
      mobile: row.mobile,
      coins: row.coins,
    },
    receiver: { name: row.receiverName, email: row.receiverEmail, phone: row.receiverPhone, country: row.receiverCountry },
    bank: {
      bankName: row.bankName,
      bankCode: row.bankCode,
      branchName: row.branchName,
      accountNumber,
      accountHolderName: row.accountHolderName,
    },
    ledger: ledger.map((line): LedgerLine => ({ at: line.at.toISOString(), amount: line.amount, reason: line.reason })),
    audit: audit.map((entry) => ({ ...entry, batchId: entry.batchId === null ? null : Number(entry.batchId), at: entry.at.toISOString() })),
    identityVerificationId: row.identityVerificationId,
    ...(await payoutAccountReview(db, keys, row, holdHours)),
  };
}
