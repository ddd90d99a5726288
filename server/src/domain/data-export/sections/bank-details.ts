import type { Queryable } from '../../../db/database';
import { bankAccountContext, openAccountNumber } from '../../bank-details';
import type { PersonalDataKeys } from '../../personal-data';
import { iso, type SectionReading } from '../section';

/** The payout account on file, the number in full; null when none is saved. */
export async function readBankDetails(db: Queryable, playerId: string, keys: PersonalDataKeys): Promise<SectionReading> {
  const { rows } = await db.query<{
    bankName: string;
    branchName: string;
    accountHolderName: string;
    sealed: Uint8Array | null;
    updatedAt: Date;
  }>(
    `SELECT bank_name AS "bankName", branch_name AS "branchName", account_holder_name AS "accountHolderName",
            account_number_sealed AS sealed, updated_at AS "updatedAt"
       FROM bank_details WHERE player_id = $1`,
    [playerId],
  );
  const row = rows[0];
  if (!row) return { data: null };
  return {
    data: {
      bankName: row.bankName,
      branchName: row.branchName,
      accountHolderName: row.accountHolderName,
      accountNumber: openAccountNumber(keys, row.sealed, bankAccountContext(playerId)),
      savedAt: iso(row.updatedAt),
    },
  };
}
