/**
 * The bank files already exported (ADR 043): every batch listed with its totals, who exported it
 * and who marked it paid, and its CSV downloadable again — the same bytes as first exported,
 * checked against the SHA-256 taken then. Each download is recorded, as the file holds full
 * account numbers.
 */
import type { PayoutBatchSummary as PayoutBatchListing } from 'contract/operator-endpoints';
import type { Queryable, Transaction } from '../db/database';
import type { Actor } from './actors';
import { BatchNotFoundError, buildBatchFile, sha256Hex, type ExportedBatch } from './payout-batches';
import type { PersonalDataKeys } from './personal-data';

/** A batch as the list shows it (shared's declaration), with the database's dates. */
export type PayoutBatchSummary = Omit<PayoutBatchListing, 'createdAt' | 'paidAt'> & { createdAt: Date; paidAt: Date | null };

/** The rebuilt file differs from the one exported: never handed out as if it were the same. */
export class BatchFileChangedError extends Error {
  constructor(readonly batchId: number) {
    super(`The bank file of batch ${batchId} can no longer be rebuilt as it was exported. Ask the platform team before paying it.`);
    this.name = 'BatchFileChangedError';
  }
}

/** Every batch, newest first. */
export async function listPayoutBatches(db: Queryable): Promise<PayoutBatchSummary[]> {
  const { rows } = await db.query<PayoutBatchSummary>(
    `SELECT b.id AS "batchId", b.created_at AS "createdAt", e.email AS "exportedBy", b.request_count AS count, b.total_lkr AS "totalLkr",
            CASE WHEN b.paid_at IS NULL THEN 'exported' ELSE 'paid' END AS status,
            p.email AS "paidBy", b.paid_reference AS "paidReference", b.paid_at AS "paidAt"
       FROM payout_batches b
       JOIN players e ON e.id = b.created_by
       LEFT JOIN players p ON p.id = b.paid_by
      ORDER BY b.id DESC`,
  );
  return rows.map((row) => ({ ...row, batchId: Number(row.batchId), count: Number(row.count), totalLkr: Number(row.totalLkr) }));
}

/** The batch's CSV again, recorded as downloaded by `actor`. */
export async function downloadBatchFile(tx: Transaction, keys: PersonalDataKeys, batchId: number, actor: Actor): Promise<ExportedBatch> {
  const { rows } = await tx.query<{ sha256: string | null }>('SELECT csv_sha256 AS sha256 FROM payout_batches WHERE id = $1', [batchId]);
  if (!rows[0]) throw new BatchNotFoundError(batchId);
  const file = await buildBatchFile(tx, keys, batchId);
  // Batches exported before the digest was kept (migration 016) have none to compare with.
  if (rows[0].sha256 !== null && rows[0].sha256 !== sha256Hex(file.csv)) throw new BatchFileChangedError(batchId);
  await tx.query('INSERT INTO payout_batch_downloads (batch_id, actor_id, actor_email) VALUES ($1, $2, $3)', [
    batchId,
    actor.id,
    actor.email,
  ]);
  return file;
}
