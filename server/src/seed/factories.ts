/**
 * Factories for rows the seeds and the tests both need (one factory for both, so test data
 * looks like dev data and goes through the same insert path as registration).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { newNicNumber, parseNic } from 'contract/nic';
import { DEV_PERSONAL_DATA_KEY } from '../config';
import { creditCoins } from '../domain/coins';
import { insertVerifiedIdentity } from '../domain/identity-verifications';
import { personalDataKeys, type PersonalDataKeys } from '../domain/personal-data';
import { hashPassword } from '../domain/passwords';
import { insertPlayer, type NewPlayer } from '../domain/players';
import type { Database, Transaction } from '../db/database';

export const SRI_LANKA_ID = 144;

export interface PlayerSpec extends Omit<NewPlayer, 'passwordHash'> {
  password: string;
  /** Credited through the ledger after the insert; 0 means no ledger row. */
  coins: number;
  coinsReason: string;
  /**
   * 'verified': an identity verified with a made-up NIC of the player's date of birth (ADR 031),
   * as the demo players have and most tests need; 'none': never submitted, as a new registration.
   */
  identity: 'verified' | 'none';
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
    identity: 'verified',
    ...overrides,
  };
}

/** The keys of the development configuration: what tests and the dev seed seal with unless told otherwise. */
export const devPersonalDataKeys = (): PersonalDataKeys => personalDataKeys(Buffer.from(DEV_PERSONAL_DATA_KEY, 'base64'));

const NIC_ATTEMPTS = 5;

/** A verified identity with a made-up NIC; another serial when one is taken (100,000 per birth date). */
export async function insertVerifiedIdentityFor(
  tx: Transaction,
  keys: PersonalDataKeys,
  playerId: string,
  spec: Pick<PlayerSpec, 'dateOfBirth' | 'firstName' | 'lastName'>,
) {
  for (let attempt = 0; attempt < NIC_ATTEMPTS; attempt += 1) {
    const nicText = newNicNumber(spec.dateOfBirth, 'male', randomInt(100_000));
    const nic = parseNic(nicText);
    if (!nic.ok) throw new Error(`No NIC for the date of birth ${spec.dateOfBirth}: ${nic.message}`);
    if (await insertVerifiedIdentity(tx, keys, { playerId, nicText, nic, fullName: `${spec.firstName} ${spec.lastName}` })) return;
  }
  throw new Error(`No unused NIC for ${spec.dateOfBirth} after ${NIC_ATTEMPTS} attempts.`);
}

/** Inserts a player (its coins through the ledger, its identity if verified) inside the caller's transaction. */
export async function insertPlayerFromSpec(
  tx: Transaction,
  spec: PlayerSpec,
  passwordHash: string,
  keys = devPersonalDataKeys(),
): Promise<string> {
  const id = await insertPlayer(tx, { ...spec, passwordHash });
  if (spec.coins > 0) await creditCoins(tx, id, spec.coins, spec.coinsReason);
  if (spec.identity === 'verified') await insertVerifiedIdentityFor(tx, keys, id, spec);
  return id;
}

/** Creates a player from playerSpec(overrides) in its own transaction. */
export async function createPlayer(db: Database, overrides: Partial<PlayerSpec> = {}): Promise<CreatedPlayer> {
  const spec = playerSpec(overrides);
  const passwordHash = await hashPassword(spec.password);
  const id = await db.transaction((tx) => insertPlayerFromSpec(tx, spec, passwordHash));
  return { ...spec, id };
}
