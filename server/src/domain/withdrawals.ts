import { randomInt } from 'node:crypto';
import type { Transaction as TransactionItem, WithdrawalStatus } from 'contract/endpoints';
import { formatLkr, type WithdrawalTier } from 'contract/money';
import type { Queryable, Transaction } from '../db/database';
import { accountNumberEnding, findBankDetails, withdrawalAccountContext } from './bank-details';
import { lockOpenAccount } from './account-closure';
import { debitCoins, PlayerNotFoundError } from './coins';
import { identityStateOf } from './identity-verifications';
import { sealPersonalData, type PersonalDataKeys } from './personal-data';

export type { WithdrawalStatus };

/** Who the money is for (the withdrawal modal's first step); every field optional. */
export interface Receiver {
  name: string | null;
  email: string | null;
  phone: string | null;
  /** A country name from the countries table. */
  country: string | null;
}

export interface WithdrawalRequest {
  playerId: string;
  amount: WithdrawalTier;
  receiver: Receiver;
}

export interface Withdrawal {
  code: string;
  amount: number;
  status: WithdrawalStatus;
  /** The player's coins after the debit. */
  balance: number;
  createdAt: Date;
}

export class BankDetailsRequiredError extends Error {
  constructor() {
    super('The player has no bank details.');
    this.name = 'BankDetailsRequiredError';
  }
}

/** No identity submitted, or the last one rejected: a withdrawal is asked for only once one is under review or verified (ADR 031). */
export class IdentityVerificationRequiredError extends Error {
  constructor() {
    super('The player has not submitted their identity for verification.');
    this.name = 'IdentityVerificationRequiredError';
  }
}

// Digits and capitals without 0/O and 1/I/L, so a code read out over the phone is unambiguous.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 6;
/** 31^6 ≈ 887 million codes: a collision is rare, and five in a row means something is broken. */
const CODE_ATTEMPTS = 5;

export const WITHDRAWAL_CODE_PATTERN = new RegExp(`^WD-[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

function newWithdrawalCode(): string {
  const characters = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `WD-${characters.join('')}`;
}

/** The canonical name of the country called `name` (any case), or undefined. */
export async function findCountryName(db: Queryable, name: string): Promise<string | undefined> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM countries WHERE lower(name) = lower($1)', [name]);
  return rows[0]?.name;
}

/**
 * Debits the tier through the ledger and records a pending request paid to a copy of the
 * player's current bank details, all in the caller's transaction; the copy's account number is
 * sealed again under the request's own code (ADR 030), with when that account last changed (its
 * hold, ADR 042; read after the details, so a change racing this request can only hold it). Throws BankDetailsRequiredError,
 * IdentityVerificationRequiredError, AccountClosingError, UnreadableAccountNumberError from the saved details, or
 * InsufficientCoinsError from the debit.
 */
export async function requestWithdrawal(tx: Transaction, keys: PersonalDataKeys, request: WithdrawalRequest): Promise<Withdrawal> {
  const { playerId, amount, receiver } = request;
  // First: a closing account takes no new withdrawal, and a closure racing this one waits for it (ADR 059).
  if (!(await lockOpenAccount(tx, playerId))) throw new PlayerNotFoundError();
  const bank = await findBankDetails(tx, keys, playerId);
  if (!bank) throw new BankDetailsRequiredError();
  const { status } = await identityStateOf(tx, playerId);
  if (status !== 'under_review' && status !== 'verified') throw new IdentityVerificationRequiredError();
  const debit = await debitCoins(tx, playerId, amount, `Withdrawal of ${formatLkr(amount)}`);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const code = newWithdrawalCode();
    // ON CONFLICT rather than catching the unique violation, which would abort the transaction.
    const { rows } = await tx.query<{ code: string; status: WithdrawalStatus; createdAt: Date }>(
      `INSERT INTO withdrawal_requests
         (code, player_id, amount_lkr, ledger_entry_id, bank_name, bank_code, account_number_sealed, account_number_ending,
          account_holder_name, branch_name, receiver_name, receiver_email, receiver_phone, receiver_country, account_changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, (SELECT changed_at FROM bank_details WHERE player_id = $2))
       ON CONFLICT (code) DO NOTHING
       RETURNING code, status, created_at AS "createdAt"`,
      [
        code,
        playerId,
        amount,
        debit.ledgerEntryId,
        bank.bankName,
        bank.bankCode,
        sealPersonalData(keys, bank.accountNumber, withdrawalAccountContext(code)),
        accountNumberEnding(bank.accountNumber),
        bank.accountHolderName,
        bank.branchName,
        receiver.name,
        receiver.email,
        receiver.phone,
        receiver.country,
      ],
    );
    const created = rows[0];
    if (created) return { ...created, amount, balance: debit.balance };
  }
  throw new Error(`No unused withdrawal code after ${CODE_ATTEMPTS} attempts.`);
}

/** The player's most recent withdrawal requests, newest first: Transactions panel lines (ISO dates, LKR amounts). */
export async function listWithdrawals(db: Queryable, playerId: string, limit: number): Promise<TransactionItem[]> {
  const { rows } = await db.query<{
    bankName: string;
    createdAt: Date;
    amount: number;
    status: WithdrawalStatus;
    code: string;
    updatedAt: Date;
    rejectionReason: string | null;
  }>(
    `SELECT bank_name AS "bankName", created_at AS "createdAt", amount_lkr AS amount, status, code,
            updated_at AS "updatedAt", rejection_reason AS "rejectionReason"
       FROM withdrawal_requests WHERE player_id = $1
      ORDER BY created_at DESC, id DESC LIMIT $2`,
    [playerId, limit],
  );
  return rows.map((row) => ({
    title: `Withdrawal to ${row.bankName}`,
    bankName: row.bankName,
    date: row.createdAt.toISOString(),
    amount: row.amount,
    status: row.status,
    code: row.code,
    updatedAt: row.updatedAt.toISOString(),
    rejectionReason: row.rejectionReason,
  }));
}
