import { createPlayer } from '../src/seed/factories';
import { AVATAR_COUNT, DEV_OPERATORS, DEV_PLAYERS, GAME_CATEGORIES, seedDatabase, seedReferenceData } from '../src/seed/seed';
import { verifyPassword } from '../src/domain/passwords';
import { findCredentialsByEmail } from '../src/domain/players';
import { describeEachDatabase } from './support/database';

describeEachDatabase('seeds', (context) => {
  it('creates the two dev players, verified, with avatar, favourites and the contract balances', async () => {
    const { rows } = await context.db.query<{
      email: string;
      firstName: string;
      lastName: string;
      countryCode: string;
      emailVerified: boolean;
      hasAvatar: boolean;
      favourites: number;
      coins: number;
    }>(
      `SELECT p.email, p.first_name AS "firstName", p.last_name AS "lastName", c.code AS "countryCode",
              p.email_verified AS "emailVerified", p.avatar_image_id IS NOT NULL AS "hasAvatar",
              (SELECT count(*) FROM player_game_categories f WHERE f.player_id = p.id) AS favourites, p.coins
         FROM players p JOIN countries c ON c.id = p.country_id
        WHERE NOT EXISTS (SELECT 1 FROM account_roles r WHERE r.player_id = p.id) ORDER BY p.coins`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      email: 'player@example.com',
      firstName: 'Nimal',
      lastName: 'Perera',
      countryCode: 'LK',
      emailVerified: true,
      hasAvatar: true,
      coins: 12_000,
    });
    expect(rows[1]).toMatchObject({ email: 'vip@example.com', emailVerified: true, hasAvatar: true, coins: 1_500_000 });
    for (const row of rows) expect(row.favourites).toBeGreaterThan(0);
  });

  it('creates the two dev operators with their realm roles and no coins', async () => {
    const { rows } = await context.db.query<{ email: string; coins: number; roles: string[] }>(
      `SELECT p.email, p.coins, array_agg(r.role ORDER BY r.role) AS roles
         FROM players p JOIN account_roles r ON r.player_id = p.id GROUP BY p.id ORDER BY p.email`,
    );
    expect(rows).toEqual([
      { email: 'approver@example.com', coins: 0, roles: ['payout-approver', 'payout-operator'] },
      { email: 'operator@example.com', coins: 0, roles: ['payout-operator'] },
    ]);
  });

  it('verifies the demo players’ identities (a NIC of their date of birth, sealed) and not the operators’', async () => {
    const { rows } = await context.db.query<{ email: string; status: string | null }>(
      `SELECT p.email, v.status FROM players p LEFT JOIN identity_verifications v ON v.player_id = p.id
        WHERE p.email = ANY($1) ORDER BY p.email`,
      [[...DEV_PLAYERS, ...DEV_OPERATORS].map((account) => account.email)],
    );
    expect(rows).toEqual([
      { email: 'approver@example.com', status: null },
      { email: 'operator@example.com', status: null },
      { email: 'player@example.com', status: 'verified' },
      { email: 'vip@example.com', status: 'verified' },
    ]);
  });

  it('verifies demo players of a database seeded before identity verification existed, once', async () => {
    await context.db.query("DELETE FROM identity_verifications WHERE player_id = (SELECT id FROM players WHERE email = 'vip@example.com')");
    expect(await seedDatabase(context.db)).toBe(0);
    await seedDatabase(context.db);
    const { rows } = await context.db.query<{ status: string }>(
      "SELECT v.status FROM identity_verifications v JOIN players p ON p.id = v.player_id WHERE p.email = 'vip@example.com'",
    );
    expect(rows).toEqual([{ status: 'verified' }]);
  });

  it('stores argon2id hashes that verify the documented passwords', async () => {
    for (const player of [...DEV_PLAYERS, ...DEV_OPERATORS]) {
      const credentials = await findCredentialsByEmail(context.db, player.email);
      expect(credentials?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(credentials?.passwordHash, player.password)).toBe(true);
      expect(await verifyPassword(credentials?.passwordHash, `${player.password}x`)).toBe(false);
    }
  });

  it('keeps every balance equal to the sum of its ledger', async () => {
    await createPlayer(context.db, { coins: 777, coinsReason: 'factory' });
    const { rows } = await context.db.query<{ coins: number; ledger: number }>(
      `SELECT p.coins, COALESCE(SUM(l.amount), 0) AS ledger
         FROM players p LEFT JOIN coin_ledger l ON l.player_id = p.id GROUP BY p.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(Number(row.ledger)).toBe(row.coins);
  });

  it('loads ISO countries (Sri Lanka is 144 / LK), the categories and the avatars', async () => {
    const sriLanka = await context.db.query('SELECT id, code, name FROM countries WHERE id = 144');
    expect(sriLanka.rows).toEqual([{ id: 144, code: 'LK', name: 'Sri Lanka' }]);
    const countries = await context.db.query<{ count: number }>('SELECT count(*) AS count FROM countries');
    expect(countries.rows[0]!.count).toBeGreaterThan(240);
    const categories = await context.db.query<{ name: string }>('SELECT name FROM game_categories');
    expect(categories.rows.map((row) => row.name)).toEqual(expect.arrayContaining(GAME_CATEGORIES));
    const avatars = await context.db.query<{ fileName: string }>('SELECT file_name AS "fileName" FROM avatar_images ORDER BY id');
    expect(avatars.rows).toHaveLength(AVATAR_COUNT);
    expect(AVATAR_COUNT).toBeGreaterThanOrEqual(9);
    expect(avatars.rows[0]!.fileName).toBe('avatar-01.svg');
  });

  it('does nothing when the demo accounts exist already', async () => {
    const before = await context.db.query<{ players: number; ledger: number }>(
      'SELECT (SELECT count(*) FROM players) AS players, (SELECT count(*) FROM coin_ledger) AS ledger',
    );
    expect(await seedDatabase(context.db)).toBe(0);
    const after = await context.db.query('SELECT (SELECT count(*) FROM players) AS players, (SELECT count(*) FROM coin_ledger) AS ledger');
    expect(after.rows).toEqual(before.rows);
  });
});

describeEachDatabase(
  'seeding reference data alone (every start, production included)',
  (context) => {
    it('loads countries, categories and avatars, and no player', async () => {
      await seedReferenceData(context.db);
      await seedReferenceData(context.db); // again at the next start: nothing doubles
      const { rows } = await context.db.query<{ players: number; countries: number; categories: number; avatars: number }>(
        `SELECT (SELECT count(*) FROM players)::int AS players, (SELECT count(*) FROM countries)::int AS countries,
              (SELECT count(*) FROM game_categories)::int AS categories, (SELECT count(*) FROM avatar_images)::int AS avatars,
              (SELECT count(*) FROM account_roles)::int AS roles`,
      );
      // No player and no operator: production starts this way (ADR 014).
      expect(rows[0]).toEqual({
        players: 0,
        countries: expect.any(Number),
        categories: GAME_CATEGORIES.length,
        avatars: AVATAR_COUNT,
        roles: 0,
      });
      expect(rows[0]!.countries).toBeGreaterThan(240);
    });
  },
  { seed: false },
);

describeEachDatabase(
  'seeding from two replicas at once',
  (context) => {
    it('seeds exactly once', async () => {
      const other = context.testDatabase.openAnotherHandle?.() ?? context.db;
      const results = await Promise.all([seedDatabase(context.db), seedDatabase(other)]);
      const accounts = DEV_PLAYERS.length + DEV_OPERATORS.length;
      expect(results.sort()).toEqual([0, accounts]);
      const { rows } = await context.db.query<{ count: number }>('SELECT count(*) AS count FROM players');
      expect(rows[0]!.count).toBe(accounts);
    });
  },
  { seed: false },
);
