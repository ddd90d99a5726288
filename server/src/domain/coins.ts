import { createHash } from 'node:crypto';
import type { Database, Transaction } from '../db/database';
import { announceBalance, type LedgerChange } from './balance-events';
import { normalizeEmail } from './players';

export class PlayerNotFoundError extends Error {
  constructor() {
    super('Player not found.');
    this.name = 'PlayerNotFoundError';
  }
}

/**
 * Adds coins and writes the matching ledger row in the caller's transaction, so that
 * players.coins always equals the sum of the player's ledger; the new balance is announced to the
 * player's open streams when that transaction commits (balance-events.ts).
 */
export async function creditCoins(tx: Transaction, playerId: string, amount: number, reason: string): Promise<LedgerChange> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('A credit must be a positive integer.');
  const { rows } = await tx.query<{ coins: number }>('UPDATE players SET coins = coins + $2 WHERE id = $1 RETURNING coins', [
    playerId,
    amount,
  ]);
  if (!rows[0]) throw new PlayerNotFoundError();
  const { rows: entries } = await tx.query<{ id: number }>(
    `INSERT INTO coin_ledger (player_id, amount, kind, reason) VALUES ($1, $2, 'credit', $3) RETURNING id`,
    [playerId, amount, reason],
  );
  const change = { balance: rows[0].coins, ledgerEntryId: entries[0]!.id };
  await announceBalance(tx, playerId, change);
  return change;
}

export class InsufficientCoinsError extends Error {
  constructor(readonly balance: number) {
    super('The balance is smaller than the debit.');
    this.name = 'InsufficientCoinsError';
  }
}

export type Debit = LedgerChange;

/**
 * Removes coins and writes the matching ledger row in the caller's transaction. The balance
 * check and the subtraction are one statement, and the row lock it takes makes concurrent
 * debits of the same player wait for each other, so no interleaving can overdraw; the
 * CHECK (coins >= 0) stays as the last line of defence. Announced on commit like a credit.
 */
export async function debitCoins(tx: Transaction, playerId: string, amount: number, reason: string): Promise<Debit> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('A debit must be a positive integer.');
  const { rows } = await tx.query<{ coins: number }>(
    'UPDATE players SET coins = coins - $2 WHERE id = $1 AND coins >= $2 RETURNING coins',
    [playerId, amount],
  );
  if (!rows[0]) {
    const { rows: players } = await tx.query<{ coins: number }>('SELECT coins FROM players WHERE id = $1', [playerId]);
    if (!players[0]) throw new PlayerNotFoundError();
    throw new InsufficientCoinsError(players[0].coins);
  }
  const { rows: entries } = await tx.query<{ id: number }>(
    `INSERT INTO coin_ledger (player_id, amount, kind, reason) VALUES ($1, $2, 'debit', $3) RETURNING id`,
    [playerId, -amount, reason],
  );
  const change = { balance: rows[0].coins, ledgerEntryId: entries[0]!.id };
  await announceBalance(tx, playerId, change);
  return change;
}

/** A service's credit request: who pays whom how much, under which idempotency key. */
export interface ServiceCredit {
  source: string;
  idempotencyKey: string;
  email: string;
  amount: number;
  reason: string;
}

export interface CreditResult {
  playerId: string;
  email: string;
  /** The balance right after this credit (the same on every replay). */
  balance: number;
  ledgerEntryId: number;
  /** True when the key had been used before: this answer is the first one, nothing was paid now. */
  replayed: boolean;
}

/** The key was used before by the same source for a different credit. */
export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super('The idempotency key was already used for a different credit.');
    this.name = 'IdempotencyKeyReusedError';
  }
}

/** What makes two credit requests the same request (the e-mail compared as sign-in does). */
function creditFingerprint(credit: ServiceCredit): string {
  return createHash('sha256')
    .update(JSON.stringify([normalizeEmail(credit.email), credit.amount, credit.reason]))
    .digest('hex');
}

/** A credit under a (source, idempotency key) of its own: the ledger row and the coin_credits row that holds the key. */
export interface KeyedCredit {
  source: string;
  idempotencyKey: string;
  /** What makes two requests under one key the same request. */
  fingerprint: string;
  playerId: string;
  amount: number;
  reason: string;
}

/** The (source, idempotency key) already paid: the caller's transaction must roll back. */
export class CreditAlreadyMadeError extends Error {
  constructor() {
    super('This idempotency key was already credited.');
    this.name = 'CreditAlreadyMadeError';
  }
}

/**
 * The one way keyed credits are made (the internal listener's, the games'): the credit, its ledger
 * row and the coin_credits row naming its key, in the caller's transaction. The unique
 * (source, idempotency_key) makes a second credit under one key impossible; a concurrent one waits
 * on the player's row lock or the index, then finds the key taken and throws CreditAlreadyMadeError.
 */
export async function creditCoinsKeyed(tx: Transaction, credit: KeyedCredit): Promise<LedgerChange> {
  const change = await creditCoins(tx, credit.playerId, credit.amount, credit.reason);
  const { rows: written } = await tx.query(
    `INSERT INTO coin_credits (source, idempotency_key, fingerprint, player_id, amount, ledger_entry_id, balance_after)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (source, idempotency_key) DO NOTHING
     RETURNING id`,
    [credit.source, credit.idempotencyKey, credit.fingerprint, credit.playerId, credit.amount, change.ledgerEntryId, change.balance],
  );
  if (written.length === 0) throw new CreditAlreadyMadeError();
  return change;
}

/**
 * Credits a player at most once per (source, idempotency key): a retry, however it races the
 * first request, rolls its own credit back (creditCoinsKeyed) and answers with the first one, so
 * exactly one pays.
 */
export async function creditCoinsOnce(db: Database, credit: ServiceCredit): Promise<CreditResult> {
  const fingerprint = creditFingerprint(credit);
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; email: string }>('SELECT id, email FROM players WHERE lower(email) = $1', [
        normalizeEmail(credit.email),
      ]);
      const player = rows[0];
      if (!player) throw new PlayerNotFoundError();
      const { source, idempotencyKey, amount, reason } = credit;
      const change = await creditCoinsKeyed(tx, { source, idempotencyKey, fingerprint, playerId: player.id, amount, reason });
      return { playerId: player.id, email: player.email, ...change, replayed: false };
    });
  } catch (error) {
    if (!(error instanceof CreditAlreadyMadeError)) throw error;
    return firstCredit(db, credit.source, credit.idempotencyKey, fingerprint);
  }
}

async function firstCredit(db: Database, source: string, idempotencyKey: string, fingerprint: string): Promise<CreditResult> {
  const { rows } = await db.query<{ playerId: string; email: string; fingerprint: string; balance: number; ledgerEntryId: number }>(
    `SELECT c.player_id AS "playerId", p.email, c.fingerprint, c.balance_after AS balance, c.ledger_entry_id AS "ledgerEntryId"
       FROM coin_credits c JOIN players p ON p.id = c.player_id
      WHERE c.source = $1 AND c.idempotency_key = $2`,
    [source, idempotencyKey],
  );
  const first = rows[0]!;
  if (first.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
  return { playerId: first.playerId, email: first.email, balance: first.balance, ledgerEntryId: first.ledgerEntryId, replayed: true };
}
