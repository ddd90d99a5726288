import type { Queryable } from '../../../db/database';
import { withdrawalTimelines } from '../../coin-history';
import { openAccountNumber, withdrawalAccountContext } from '../../bank-details';
import type { PersonalDataKeys } from '../../personal-data';
import type { SectionReading } from '../section';

interface PaidTo {
  code: string;
  bankName: string;
  branchName: string;
  accountHolderName: string;
  sealed: Uint8Array | null;
}

/** Each withdrawal with its statuses and their times, and the account it was to be paid into (the number in full). */
export async function readWithdrawals(db: Queryable, playerId: string, keys: PersonalDataKeys): Promise<SectionReading> {
  const [timelines, accounts] = await Promise.all([
    withdrawalTimelines(db, playerId),
    db.query<PaidTo>(
      `SELECT code, bank_name AS "bankName", branch_name AS "branchName", account_holder_name AS "accountHolderName",
              account_number_sealed AS sealed
         FROM withdrawal_requests WHERE player_id = $1`,
      [playerId],
    ),
  ]);
  const byCode = new Map(accounts.rows.map((row) => [row.code, row]));
  return {
    data: timelines.map((timeline) => {
      const account = byCode.get(timeline.code);
      return {
        ...timeline,
        paidTo: account && {
          bankName: account.bankName,
          branchName: account.branchName,
          accountHolderName: account.accountHolderName,
          accountNumber: openAccountNumber(keys, account.sealed, withdrawalAccountContext(timeline.code)),
        },
      };
    }),
  };
}
