/**
 * The player's bank details. The account number is personal data (ADR 030): stored sealed under
 * its row (`bank_details.account_number:<player id>`), with its last 4 digits readable for masked
 * display; every withdrawal seals its own copy under its code (withdrawals.ts).
 */
import type { BankAccountOnFile, SavedBankDetails } from 'contract/endpoints';
import type { Database, Queryable } from '../db/database';
import type { Language } from './languages';
import { openPersonalData, sealPersonalData, type PersonalDataKeys } from './personal-data';

/** What a saved account number is sealed to: its table, field and row (the player). */
export const bankAccountContext = (playerId: string) => `bank_details.account_number:${playerId.toLowerCase()}`;

/** What a withdrawal's copy of the account number is sealed to: its request code. */
export const withdrawalAccountContext = (code: string) => `withdrawal_requests.account_number:${code}`;

/** The readable part of an account number: its last 4 digits. */
export const accountNumberEnding = (accountNumber: string) => accountNumber.slice(-4);

/**
 * A stored account number that does not open: altered, copied from another row, or sealed under
 * another key. Its message names the row, never a number.
 */
export class UnreadableAccountNumberError extends Error {
  constructor(
    readonly context: string,
    cause?: unknown,
  ) {
    super(`The sealed account number of ${context} does not open.`, { cause });
    this.name = 'UnreadableAccountNumberError';
  }
}

/** The plaintext of a stored account number ('' once erased); UnreadableAccountNumberError when it is missing or does not open. */
export function openAccountNumber(keys: PersonalDataKeys, sealed: Uint8Array | null, context: string): string {
  if (!sealed) throw new UnreadableAccountNumberError(context);
  // Erased with its closed account (ADR 059): no seal is empty, so nothing else reads as this.
  if (sealed.length === 0) return '';
  try {
    return openPersonalData(keys, Buffer.from(sealed), context).toString('utf8');
  } catch (error) {
    throw new UnreadableAccountNumberError(context, error);
  }
}

/** A save of the player's details that changes where payouts go, sent without a checked password (ADR 042). */
export class PasswordRequiredError extends Error {
  constructor() {
    super('Changing the payout account needs the current password.');
    this.name = 'PasswordRequiredError';
  }
}

/**
 * Whether saving `details` over what is on file redirects payouts: another bank, account number or
 * holder. Spelling alone (case, spaces) is no change; the branch does not route money. An account
 * on file whose number does not open ('unreadable') is treated as changed: nothing proves otherwise.
 */
export function redirectsPayouts(onFile: SavedBankDetails | 'unreadable' | undefined, details: SavedBankDetails): boolean {
  if (onFile === undefined) return false;
  if (onFile === 'unreadable') return true;
  const spelled = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return (
    onFile.bankName !== details.bankName ||
    onFile.accountNumber !== details.accountNumber ||
    spelled(onFile.accountHolderName) !== spelled(details.accountHolderName)
  );
}

/** The player's details on file for a comparison: 'unreadable' when the stored number does not open. */
export const bankDetailsOnFile = (db: Queryable, keys: PersonalDataKeys, playerId: string) =>
  findBankDetails(db, keys, playerId).catch((error: unknown): 'unreadable' => {
    if (error instanceof UnreadableAccountNumberError) return 'unreadable';
    throw error;
  });

/** Whom a change of the payout account is mailed to, in their language. */
export interface AccountHolder {
  playerId: string;
  email: string;
  firstName: string;
  language: Language;
}

export type BankDetailsSaved = { saved: false } | { saved: true; changed: boolean; holder: AccountHolder };

/**
 * Replaces the player's bank details (where withdrawals are paid: the bank under its canonical
 * name from contract/banks, its LankaClear code or null). Past withdrawals keep their own copy, so
 * nothing they were paid to is lost. A save that redirects payouts (redirectsPayouts) needs
 * `passwordChecked` (else PasswordRequiredError, nothing saved) and stamps `changed_at`, which
 * holds requests paid to the new account (ADR 042). The player's row is locked first, so two saves
 * take turns and each compares with what the other left. `{ saved: false }`: no such player.
 */
export async function saveBankDetails(
  db: Database,
  keys: PersonalDataKeys,
  playerId: string,
  details: SavedBankDetails,
  passwordChecked: boolean,
): Promise<BankDetailsSaved> {
  return db.transaction(async (tx) => {
    const { rows: players } = await tx.query<AccountHolder>(
      'SELECT id AS "playerId", email, first_name AS "firstName", language FROM players WHERE id = $1 FOR UPDATE',
      [playerId],
    );
    const holder = players[0];
    if (!holder) return { saved: false };
    const changed = redirectsPayouts(await bankDetailsOnFile(tx, keys, playerId), details);
    if (changed && !passwordChecked) throw new PasswordRequiredError();
    const sealed = sealPersonalData(keys, details.accountNumber, bankAccountContext(playerId));
    // account_number = NULL: a legacy row saved over loses its plaintext (the database refuses to keep it).
    await tx.query(
      `INSERT INTO bank_details (player_id, bank_name, bank_code, account_number_sealed, account_number_ending, account_holder_name, branch_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (player_id) DO UPDATE
         SET bank_name = EXCLUDED.bank_name, bank_code = EXCLUDED.bank_code, account_number = NULL,
             account_number_sealed = EXCLUDED.account_number_sealed, account_number_ending = EXCLUDED.account_number_ending,
             account_holder_name = EXCLUDED.account_holder_name, branch_name = EXCLUDED.branch_name, updated_at = now(),
             changed_at = CASE WHEN $8 THEN now() ELSE bank_details.changed_at END`,
      [
        playerId,
        details.bankName,
        details.bankCode,
        sealed,
        accountNumberEnding(details.accountNumber),
        details.accountHolderName,
        details.branchName,
        changed,
      ],
    );
    return { saved: true, changed, holder };
  });
}

/**
 * The player's bank details with the account number opened; undefined when none are saved.
 * Throws UnreadableAccountNumberError when the stored number does not open.
 */
export async function findBankDetails(db: Queryable, keys: PersonalDataKeys, playerId: string): Promise<SavedBankDetails | undefined> {
  const { rows } = await db.query<Omit<SavedBankDetails, 'accountNumber'> & { sealed: Uint8Array | null }>(
    `SELECT bank_name AS "bankName", bank_code AS "bankCode", account_number_sealed AS sealed,
            account_holder_name AS "accountHolderName", branch_name AS "branchName"
       FROM bank_details WHERE player_id = $1`,
    [playerId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { bankName, bankCode, sealed, accountHolderName, branchName } = row;
  // The keys in the order the answers have always had them.
  return {
    bankName,
    bankCode,
    accountNumber: openAccountNumber(keys, sealed, bankAccountContext(playerId)),
    accountHolderName,
    branchName,
  };
}

/** What a player is shown of their details: the account number's last 4 digits only. */
export function bankAccountOnFile({ accountNumber, ...details }: SavedBankDetails): BankAccountOnFile {
  return { ...details, accountNumberEnding: accountNumberEnding(accountNumber) };
}
