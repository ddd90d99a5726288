/**
 * Bank bulk-transfer files (ADR 027): every approved request not yet in a file goes into a new
 * batch, exported as RFC 4180 CSV; the whole batch is later marked paid under one reference.
 * Each request joins one batch only (`batch_id IS NULL` in the claiming UPDATE), and the export
 * and every payment are audited per request.
 */
import { createHash } from 'node:crypto';
import type { Queryable, Transaction } from '../db/database';
import { openAccountNumber, withdrawalAccountContext } from './bank-details';
import type { Actor } from './actors';
import { InvalidTransitionError, writeAudit, type Transitioned } from './payouts';
import type { PersonalDataKeys } from './personal-data';

export const CSV_HEADER = ['bank_code', 'bank_name', 'branch', 'account_number', 'account_holder', 'amount_lkr', 'request_code'];

/**
 * One CSV cell, safe however a spreadsheet splits it (OWASP "CSV injection"; SECURITY.md, "What the attacks found"): wherever a
 * formula could start — the cell's start, or after a separator a spreadsheet may split on (comma,
 * semicolon, tab, line break), spaces allowed between — an `= + - @` (and a tab or carriage return
 * that would hide one at the start) gets a leading apostrophe. Then every cell holding a separator,
 * a tab, a line break or a quote is quoted, its quotes doubled (RFC 4180), so it stays one cell.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string') text = text.replace(/^[\t\r]/, "'$&").replace(/(^|[,;\t\r\n])([ ]*)([=+\-@])/g, "$1$2'$3");
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines end in CRLF, the header first (RFC 4180). */
export const csvText = (rows: (string | number | null)[][]) => rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');

export class NothingToExportError extends Error {
  constructor() {
    super('No approved request is waiting for a bank file.');
    this.name = 'NothingToExportError';
  }
}

export class BatchNotFoundError extends Error {
  constructor(readonly batchId: number) {
    super(`There is no payout batch ${batchId}.`);
    this.name = 'BatchNotFoundError';
  }
}

interface BatchLine {
  id: number;
  code: string;
  amount: number;
  bankCode: string | null;
  bankName: string;
  branchName: string;
  accountNumberSealed: Uint8Array | null;
  accountHolderName: string;
}

export interface ExportedBatch {
  batchId: number;
  count: number;
  totalLkr: number;
  csv: string;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The bank file of a batch from its requests, which keep the bank details they were exported
 * with: the same rows in the same order make the same bytes, at the export and at every later
 * download. A number that does not open throws UnreadableAccountNumberError.
 */
export async function buildBatchFile(tx: Queryable, keys: PersonalDataKeys, batchId: number): Promise<ExportedBatch> {
  const { rows } = await tx.query<BatchLine>(
    `SELECT id, code, amount_lkr AS amount, bank_code AS "bankCode", bank_name AS "bankName", branch_name AS "branchName",
            account_number_sealed AS "accountNumberSealed", account_holder_name AS "accountHolderName"
       FROM withdrawal_requests WHERE batch_id = $1`,
    [batchId],
  );
  rows.sort((a, b) => a.code.localeCompare(b.code));
  const lines = rows.map((row) => {
    const accountNumber = openAccountNumber(keys, row.accountNumberSealed, withdrawalAccountContext(row.code));
    return [row.bankCode, row.bankName, row.branchName, accountNumber, row.accountHolderName, Number(row.amount), row.code];
  });
  const totalLkr = rows.reduce((total, row) => total + Number(row.amount), 0);
  return { batchId, count: rows.length, totalLkr, csv: csvText([CSV_HEADER, ...lines]) };
}

/**
 * Claims every approved request not yet in a file for a new batch, audits each, and answers the
 * CSV with the account numbers opened (the bank needs them in full). A number that does not open
 * throws UnreadableAccountNumberError, rolling the whole batch back: no file with a hole in it.
 * The batch's number is the highest + 1, taken under a lock that orders concurrent exports, in
 * this transaction: an export that fails or finds nothing uses no number (ADR 043).
 */
export async function exportPayoutBatch(tx: Transaction, keys: PersonalDataKeys, actor: Actor): Promise<ExportedBatch> {
  await tx.query('LOCK TABLE payout_batches IN SHARE ROW EXCLUSIVE MODE');
  const { rows: batches } = await tx.query<{ id: number }>(
    'INSERT INTO payout_batches (id, created_by) SELECT coalesce(max(id), 0) + 1, $1 FROM payout_batches RETURNING id',
    [actor.id],
  );
  const batchId = Number(batches[0]!.id);
  const { rows: claimed } = await tx.query<{ id: number; code: string }>(
    "UPDATE withdrawal_requests SET batch_id = $1 WHERE status = 'approved' AND batch_id IS NULL RETURNING id, code",
    [batchId],
  );
  if (claimed.length === 0) throw new NothingToExportError(); // rolls the empty batch back
  // Opened before anything is audited; a throw rolls the batch back.
  const file = await buildBatchFile(tx, keys, batchId);
  await tx.query('UPDATE payout_batches SET request_count = $2, total_lkr = $3, csv_sha256 = $4 WHERE id = $1', [
    batchId,
    file.count,
    file.totalLkr,
    sha256Hex(file.csv),
  ]);
  claimed.sort((a, b) => a.code.localeCompare(b.code));
  for (const row of claimed) {
    await writeAudit(tx, {
      withdrawalId: row.id,
      action: 'export',
      actor,
      from: 'approved',
      to: 'approved',
      batchId,
      reference: `batch ${batchId}`,
    });
  }
  return file;
}

/**
 * Every still-approved request of the batch → paid under one reference, each audited; those
 * rejected meanwhile stay so. Once only: a paid batch keeps its reference (409 after that).
 */
export async function markBatchPaid(tx: Transaction, batchId: number, actor: Actor, reference: string): Promise<Transitioned[]> {
  const { rows: batches } = await tx.query(
    'UPDATE payout_batches SET paid_reference = $2, paid_at = now(), paid_by = $3 WHERE id = $1 AND paid_at IS NULL RETURNING id',
    [batchId, reference, actor.id],
  );
  if (batches.length === 0) {
    const { rows: found } = await tx.query<{ reference: string }>('SELECT paid_reference AS reference FROM payout_batches WHERE id = $1', [
      batchId,
    ]);
    if (!found[0]) throw new BatchNotFoundError(batchId);
    throw new InvalidTransitionError(
      `Batch ${batchId} was marked paid already, under ${found[0].reference}: it cannot be marked paid again.`,
    );
  }
  const { rows } = await tx.query<Omit<Transitioned, 'fromStatus'>>(
    `UPDATE withdrawal_requests w SET status = 'paid', paid_reference = $2, updated_at = now() FROM players p
      WHERE p.id = w.player_id AND w.batch_id = $1 AND w.status = 'approved'
      RETURNING w.id, w.code, w.status, w.amount_lkr AS amount, w.updated_at AS "updatedAt", w.player_id AS "playerId",
                p.email AS "playerEmail", p.first_name AS "playerFirstName", p.language AS "playerLanguage"`,
    [batchId, reference],
  );
  rows.sort((a, b) => a.code.localeCompare(b.code));
  for (const row of rows) {
    await writeAudit(tx, { withdrawalId: row.id, action: 'mark-paid', actor, from: 'approved', to: 'paid', reference, batchId });
  }
  return rows.map((row) => ({ ...row, fromStatus: 'approved' }));
}
