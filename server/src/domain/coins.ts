import type { Database, Transaction } from '../db/database';
import { normalizeEmail } from './players';

export class PlayerNotFoundError extends Error {
  constructor() {
    super('Player not found.');
    this.name = 'PlayerNotFoundError';
  }
}

/**
 * Adds coins and writes the matching ledger row in the caller's transaction, so that
 * players.coins always equals the sum of the player's ledger. Returns the new balance.
 */
export async function creditCoins(tx: Transaction, playerId: string, amount: number, reason: string): Promise<number> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('A credit must be a positive integer.');
  const { rows } = await tx.query<{ coins: number }>(
    'UPDATE players SET coins = coins + $2 WHERE id = $1 RETURNING coins',
    [playerId, amount],
  );
  if (!rows[0]) throw new PlayerNotFoundError();
  await tx.query(`INSERT INTO coin_ledger (player_id, amount, kind, reason) VALUES ($1, $2, 'credit', $3)`, [
    playerId,
    amount,
    reason,
  ]);
  return rows[0].coins;
}

export class InsufficientCoinsError extends Error {
  constructor(readonly balance: number) {
    super('The balance is smaller than the debit.');
    this.name = 'InsufficientCoinsError';
  }
}

export interface Debit {
  balance: number;
  ledgerEntryId: number;
}

/**
 * Removes coins and writes the matching ledger row in the caller's transaction. The balance
 * check and the subtraction are one statement, and the row lock it takes makes concurrent
 * debits of the same player wait for each other, so no interleaving can overdraw; the
 * CHECK (coins >= 0) stays as the last line of defence.
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
  return { balance: rows[0].coins, ledgerEntryId: entries[0]!.id };
}

export interface CreditResult {
  playerId: string;
  email: string;
  balance: number;
}

export async function creditCoinsByEmail(
  db: Database,
  email: string,
  amount: number,
  reason: string,
): Promise<CreditResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; email: string }>(
      'SELECT id, email FROM players WHERE lower(email) = $1',
      [normalizeEmail(email)],
    );
    const player = rows[0];
    if (!player) throw new PlayerNotFoundError();
    const balance = await creditCoins(tx, player.id, amount, reason);
    return { playerId: player.id, email: player.email, balance };
  });
}
