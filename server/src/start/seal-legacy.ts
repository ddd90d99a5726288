/**
 * Seals the bank account numbers stored in the clear before migration 009 (ADR 030). SQL cannot do
 * it, the key being in the server's configuration, so main.ts runs this after migrating and before
 * serving: each row still holding a plaintext number gets it sealed under its own context, its last
 * 4 digits kept, and the plaintext set to NULL.
 *
 * In batches, each in a short transaction under an advisory lock: replicas starting together take
 * turns, every row is sealed once (the UPDATE also requires the plaintext still there), and once
 * any replica's call returns, no plaintext is left for the one serving next to read. Once every row
 * is sealed it costs one short transaction per table.
 */
import { accountNumberEnding, bankAccountContext, withdrawalAccountContext } from '../domain/bank-details';
import { sealPersonalData, type PersonalDataKeys } from '../domain/personal-data';
import type { Database, Transaction } from '../db/database';

/** Arbitrary constant shared by every replica: "legacy account numbers are being sealed". */
const SEAL_LOCK_ID = 4_201_009;

const BATCH_ROWS = 200;

/** The tables holding account numbers: the column naming a row, and the context its number is sealed to. */
const TABLES = {
  bank_details: { key: 'player_id', context: bankAccountContext },
  withdrawal_requests: { key: 'code', context: withdrawalAccountContext },
} as const;

type Table = keyof typeof TABLES;

/** How many rows of each table this call sealed. */
export type SealedCounts = Record<Table, number>;

/** Seals up to `limit` rows of `table`; how many it saw (0: none left) and how many it sealed. */
async function sealBatch(tx: Transaction, keys: PersonalDataKeys, table: Table, limit: number): Promise<{ seen: number; sealed: number }> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SEAL_LOCK_ID]);
  const { key, context } = TABLES[table];
  const { rows } = await tx.query<{ key: string; accountNumber: string }>(
    `SELECT ${key}::text AS key, account_number AS "accountNumber" FROM ${table} WHERE account_number IS NOT NULL ORDER BY ${key} LIMIT $1 FOR UPDATE`,
    [limit],
  );
  let sealed = 0;
  for (const row of rows) {
    const { rows: updated } = await tx.query(
      `UPDATE ${table} SET account_number = NULL, account_number_sealed = $2, account_number_ending = $3
        WHERE ${key} = $1 AND account_number IS NOT NULL RETURNING 1`,
      [row.key, sealPersonalData(keys, row.accountNumber, context(row.key)), accountNumberEnding(row.accountNumber)],
    );
    sealed += updated.length;
  }
  return { seen: rows.length, sealed };
}

/** Seals every plaintext bank account number left; safe to run at every start and from several replicas at once. */
export async function sealLegacyBankAccounts(db: Database, keys: PersonalDataKeys, batchRows = BATCH_ROWS): Promise<SealedCounts> {
  const counts: SealedCounts = { bank_details: 0, withdrawal_requests: 0 };
  for (const table of Object.keys(TABLES) as Table[]) {
    for (;;) {
      const { seen, sealed } = await db.transaction((tx) => sealBatch(tx, keys, table, batchRows));
      counts[table] += sealed;
      // A batch that sealed nothing would only see the same rows again.
      if (seen < batchRows || sealed === 0) break;
    }
  }
  return counts;
}
