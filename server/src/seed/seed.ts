import countries from 'i18n-iso-countries';
import { GAME_CATEGORIES } from 'contract/games';
import english from 'i18n-iso-countries/langs/en.json';
import { hashPassword } from '../domain/passwords';
import { recordSignIn } from '../domain/players';
import type { Database, Queryable, Transaction } from '../db/database';
import type { PersonalDataKeys } from '../domain/personal-data';
import {
  devPersonalDataKeys,
  insertPlayerFromSpec,
  insertVerifiedIdentityFor,
  playerSpec,
  SRI_LANKA_ID,
  type PlayerSpec,
} from './factories';

countries.registerLocale(english);

/** Arbitrary constant shared by every replica: "the database is being seeded". */
const SEED_LOCK_ID = 4_201_003;

export { GAME_CATEGORIES } from 'contract/games';

export const AVATAR_COUNT = 12;

/** avatar-01.svg … avatar-12.svg; the image files themselves are served from /static/avatars. */
export const AVATARS = Array.from({ length: AVATAR_COUNT }, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  return { name: `Avatar ${index + 1}`, fileName: `avatar-${number}.svg` };
});

/** The dev accounts of the platform contract (docs/platform-contract.md §5). */
export const DEV_PLAYERS: readonly Pick<PlayerSpec, 'email' | 'password' | 'firstName' | 'lastName' | 'coins'>[] = [
  { email: 'player@example.com', password: 'player-pass', firstName: 'Nimal', lastName: 'Perera', coins: 12_000 },
  { email: 'vip@example.com', password: 'vip-pass', firstName: 'Sunethra', lastName: 'Dissanayake', coins: 1_500_000 },
];

/**
 * The payout team of the platform contract (§5): identity accounts with realm roles, no coins. Dev
 * seed only, like the players: their passwords are published (docs/decisions/027).
 */
export const DEV_OPERATORS: readonly { email: string; password: string; firstName: string; lastName: string; roles: readonly string[] }[] =
  [
    { email: 'operator@example.com', password: 'operator-pass', firstName: 'Kamal', lastName: 'Fernando', roles: ['payout-operator'] },
    {
      email: 'approver@example.com',
      password: 'approver-pass',
      firstName: 'Anoma',
      lastName: 'Jayawardena',
      roles: ['payout-operator', 'payout-approver'],
    },
  ];

/** Gives an account realm roles (account_roles), as an identity administrator would. */
export async function grantRoles(tx: Queryable, accountId: string, roles: readonly string[]): Promise<void> {
  await tx.query('INSERT INTO account_roles (player_id, role) SELECT $1::uuid, unnest($2::text[]) ON CONFLICT DO NOTHING', [
    accountId,
    roles,
  ]);
}

/** ISO 3166 countries with English names, keyed by their numeric code. */
function isoCountries(): { id: number; code: string; name: string }[] {
  return Object.entries(countries.getNames('en', { select: 'official' })).flatMap(([code, name]) => {
    const numeric = countries.alpha2ToNumeric(code);
    return numeric ? [{ id: Number(numeric), code, name }] : [];
  });
}

async function insertReferenceData(tx: Transaction): Promise<void> {
  const list = isoCountries();
  await tx.query(
    `INSERT INTO countries (id, code, name)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[])
     ON CONFLICT (id) DO NOTHING`,
    [list.map((c) => c.id), list.map((c) => c.code), list.map((c) => c.name)],
  );
  await tx.query('INSERT INTO game_categories (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING', [GAME_CATEGORIES]);
  await tx.query(
    `INSERT INTO avatar_images (name, file_name)
     SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (file_name) DO NOTHING`,
    [AVATARS.map((a) => a.name), AVATARS.map((a) => a.fileName)],
  );
}

async function idsOf(tx: Transaction, table: 'avatar_images' | 'game_categories'): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`);
  return rows.map((row) => row.id);
}

/**
 * Reference data every deployment needs (countries, game categories, avatars); loaded at every
 * start, production included. Adds what is missing, changes nothing that exists.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    await insertReferenceData(tx);
  });
}

/**
 * The demo players and operators of the platform contract, each inserted unless its e-mail is registered.
 * Only on request (SEED_DEMO_DATA: `npm start`, `npm run dev`, the e2e stack, compose's dev
 * profile): their passwords are published, so a production database never gets them.
 * Safe when several replicas start at once. Returns how many accounts it added.
 */
export async function seedDemoData(db: Database, keys: PersonalDataKeys = devPersonalDataKeys()): Promise<number> {
  // Hash before taking the lock: argon2 is the slow part.
  const hashes = await Promise.all(DEV_PLAYERS.map((player) => hashPassword(player.password)));
  const operatorHashes = await Promise.all(DEV_OPERATORS.map((operator) => hashPassword(operator.password)));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    const { rows } = await tx.query<{ email: string }>('SELECT lower(email) AS email FROM players WHERE lower(email) = ANY($1)', [
      [...DEV_PLAYERS, ...DEV_OPERATORS].map((account) => account.email),
    ]);
    const registered = new Set(rows.map((row) => row.email));
    const avatarIds = await idsOf(tx, 'avatar_images');
    const categoryIds = await idsOf(tx, 'game_categories');
    let added = 0;
    for (const [index, player] of DEV_PLAYERS.entries()) {
      if (registered.has(player.email)) {
        await verifyDemoPlayerIfNot(tx, keys, player.email);
        continue;
      }
      const spec = playerSpec({
        ...player,
        countryId: SRI_LANKA_ID,
        emailVerified: true,
        avatarImageId: avatarIds[index] ?? null,
        gameCategoryIds: categoryIds.slice(index, index + 2),
        coinsReason: 'Dev seed',
      });
      const id = await insertPlayerFromSpec(tx, spec, hashes[index]!, keys);
      // The demo accounts stand for returning players, onboarded long ago: their first sign-in
      // says 'Welcome back' (docs/decisions/024).
      await recordSignIn(tx, id);
      added += 1;
    }
    for (const [index, operator] of DEV_OPERATORS.entries()) {
      const { roles, ...account } = operator;
      if (registered.has(account.email)) continue;
      const staff = playerSpec({ ...account, countryId: SRI_LANKA_ID, emailVerified: true, identity: 'none' });
      const id = await insertPlayerFromSpec(tx, staff, operatorHashes[index]!, keys);
      await grantRoles(tx, id, roles);
      added += 1;
    }
    return added;
  });
}

/**
 * The contract's demo players are identity-verified: a database seeded before verification
 * existed gets their identities too (a player who submitted one of their own keeps it).
 */
async function verifyDemoPlayerIfNot(tx: Transaction, keys: PersonalDataKeys, email: string): Promise<void> {
  const { rows } = await tx.query<{ id: string; dateOfBirth: string; firstName: string; lastName: string }>(
    `SELECT id, to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", first_name AS "firstName", last_name AS "lastName" FROM players p
      WHERE lower(email) = $1 AND NOT EXISTS (SELECT 1 FROM identity_verifications v WHERE v.player_id = p.id)`,
    [email],
  );
  if (rows[0]) await insertVerifiedIdentityFor(tx, keys, rows[0].id, rows[0]);
}

/** A development database: reference data and the demo players (tests, benchmarks). */
export async function seedDatabase(db: Database): Promise<number> {
  await seedReferenceData(db);
  return seedDemoData(db);
}
