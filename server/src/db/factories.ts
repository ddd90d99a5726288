/**
 * Factories for rows the seeds and the tests both need (one factory for both, so test data
 * looks like dev data and goes through the same insert path as registration).
 */
import { randomUUID } from 'node:crypto';
import { creditCoins } from '../domain/coins';
import { hashPassword } from '../domain/passwords';
import { insertPlayer, type NewPlayer } from '../domain/players';
import type { Database, Transaction } from './database';

export const SRI_LANKA_ID = 144;

export interface PlayerSpec extends Omit<NewPlayer, 'passwordHash'> {
  password: string;
  /** Credited through the ledger after the insert; 0 means no ledger row. */
  coins: number;
  coinsReason: string;
}

export interface CreatedPlayer extends PlayerSpec {
  id: string;
}

const FIRST_NAMES = ['Amaya', 'Kasun', 'Dilani', 'Ruwan', 'Sanduni', 'Tharindu', 'Ishara', 'Chamara'];
const LAST_NAMES = ['Fernando', 'Silva', 'Jayasuriya', 'Wickramasinghe', 'Bandara', 'Gunawardena'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A complete, valid, unique player: a verified adult in Sri Lanka with no coins. */
export function playerSpec(overrides: Partial<PlayerSpec> = {}): PlayerSpec {
  const unique = randomUUID().slice(0, 8);
  return {
    email: `player-${unique}@example.test`,
    password: `password-${unique}`,
    firstName: pick(FIRST_NAMES),
    lastName: pick(LAST_NAMES),
    countryId: SRI_LANKA_ID,
    mobile: `+9477${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
    dateOfBirth: '1995-06-15',
    emailVerified: true,
    avatarImageId: null,
    gameCategoryIds: [],
    coins: 0,
    coinsReason: 'Test credit',
    ...overrides,
  };
}

/** Inserts a player (and its coins, through the ledger) inside the caller's transaction. */
export async function insertPlayerFromSpec(tx: Transaction, spec: PlayerSpec, passwordHash: string): Promise<string> {
  const id = await insertPlayer(tx, { ...spec, passwordHash });
  if (spec.coins > 0) await creditCoins(tx, id, spec.coins, spec.coinsReason);
  return id;
}

/** Creates a player from playerSpec(overrides) in its own transaction. */
export async function createPlayer(db: Database, overrides: Partial<PlayerSpec> = {}): Promise<CreatedPlayer> {
  const spec = playerSpec(overrides);
  const passwordHash = await hashPassword(spec.password);
  const id = await db.transaction((tx) => insertPlayerFromSpec(tx, spec, passwordHash));
  return { ...spec, id };
}
