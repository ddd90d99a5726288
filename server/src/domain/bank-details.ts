import type { BankAccountOnFile, SavedBankDetails } from 'shared/endpoints';
import type { Queryable } from '../db/database';

const COLUMNS = `bank_name AS "bankName", bank_code AS "bankCode", account_number AS "accountNumber",
                 account_holder_name AS "accountHolderName", branch_name AS "branchName"`;

/**
 * Replaces the player's bank details (where withdrawals are paid: the bank under its canonical
 * name from shared/banks, its LankaClear code or null). Past withdrawals keep their own copy, so
 * nothing they were paid to is lost. Returns false when no such player exists.
 */
export async function saveBankDetails(db: Queryable, playerId: string, details: SavedBankDetails): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO bank_details (player_id, bank_name, bank_code, account_number, account_holder_name, branch_name)
     SELECT id, $2, $3, $4, $5, $6 FROM players WHERE id = $1
     ON CONFLICT (player_id) DO UPDATE
       SET bank_name = EXCLUDED.bank_name, bank_code = EXCLUDED.bank_code,
           account_number = EXCLUDED.account_number, account_holder_name = EXCLUDED.account_holder_name,
           branch_name = EXCLUDED.branch_name, updated_at = now()
     RETURNING player_id`,
    [playerId, details.bankName, details.bankCode, details.accountNumber, details.accountHolderName, details.branchName],
  );
  return rows.length > 0;
}

export async function findBankDetails(db: Queryable, playerId: string): Promise<SavedBankDetails | undefined> {
  const { rows } = await db.query<SavedBankDetails>(`SELECT ${COLUMNS} FROM bank_details WHERE player_id = $1`, [playerId]);
  return rows[0];
}

/** What a player is shown of their details: the account number's last 4 digits only. */
export function bankAccountOnFile({ accountNumber, ...details }: SavedBankDetails): BankAccountOnFile {
  return { ...details, accountNumberEnding: accountNumber.slice(-4) };
}
