import type { BankAccountOnFile, Profile } from 'shared';
import type { WithdrawalTier } from 'contract/money';

export interface Receiver {
  receiverName: string;
  receiverEmail: string;
  receiverPhone: string;
  receiverCountry: string;
}

export interface BankForm {
  bankName: string;
  accountNumber: string;
  accountHolderName: string;
  branch: string;
}

/**
 * What the player has entered in the withdrawal dialog. It outlives the dialog, so closing and
 * reopening it on the same page keeps every entry, until a request succeeds.
 */
export interface WithdrawalDraft {
  receiver: Receiver;
  bank: BankForm;
  tier: WithdrawalTier | null;
  /** One key per intended withdrawal: a double click or a retry replays the first answer, never debits twice. */
  idempotencyKey: string;
  /** Each step is pre-filled once: a field the player emptied stays empty. */
  prefilled: { receiver: boolean; bank: boolean };
}

export function newDraft(): WithdrawalDraft {
  return {
    receiver: { receiverName: '', receiverEmail: '', receiverPhone: '', receiverCountry: '' },
    bank: { bankName: '', accountNumber: '', accountHolderName: '', branch: '' },
    tier: null,
    idempotencyKey: crypto.randomUUID(),
    prefilled: { receiver: false, bank: false },
  };
}

const orElse = (entered: string, known: string | null | undefined) => (entered.trim() ? entered : (known ?? ''));

/** The receiver's empty fields from the profile: the player's name, e-mail and country (the profile has no phone). */
export function prefillReceiver(receiver: Receiver, profile: Profile): Receiver {
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return {
    ...receiver,
    receiverName: orElse(receiver.receiverName, fullName),
    receiverEmail: orElse(receiver.receiverEmail, profile.email),
    receiverCountry: orElse(receiver.receiverCountry, profile.country?.name),
  };
}

/** The bank step's empty fields from the saved account; its number is never sent back, so that field stays empty. */
export function prefillBank(bank: BankForm, saved: BankAccountOnFile): BankForm {
  return {
    ...bank,
    bankName: orElse(bank.bankName, saved.bankName),
    accountHolderName: orElse(bank.accountHolderName, saved.accountHolderName),
    branch: orElse(bank.branch, saved.branchName),
  };
}

const same = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** True when the player kept the saved account as it is: no number typed, the other fields unchanged. */
export function keepsSavedAccount(bank: BankForm, saved: BankAccountOnFile | null | undefined): boolean {
  return (
    !!saved &&
    bank.accountNumber === '' &&
    same(bank.bankName, saved.bankName) &&
    same(bank.accountHolderName, saved.accountHolderName) &&
    same(bank.branch, saved.branchName)
  );
}

/**
 * True when saving the form would change where payouts go: another bank or holder, or a typed
 * number that cannot be the saved one (its last 4 digits differ). The server decides for a number
 * with the same ending, and asks for the password if it differs (ADR 042).
 */
export function redirectsSavedAccount(bank: BankForm, saved: BankAccountOnFile | null | undefined): boolean {
  if (!saved) return false;
  const otherNumber = bank.accountNumber !== '' && !bank.accountNumber.endsWith(saved.accountNumberEnding);
  return otherNumber || !same(bank.bankName, saved.bankName) || !same(bank.accountHolderName, saved.accountHolderName);
}
