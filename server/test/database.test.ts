import { DatabaseUnavailableError, type Database, type Queryable } from '../src/db/database';
import type { AccessTokenClaims } from '../src/domain/access-tokens';
import { findProfile } from '../src/domain/players';
import { createSessionGuard } from '../src/domain/sessions';
import { migrate, readMigrations } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { freePorts } from './support/ports';
import { describeEachDatabase } from './support/database';
import { openPgliteFromTemplate } from './support/templates';

describeEachDatabase(
  'migrations',
  (context) => {
    it('applies every migration once and records it', async () => {
      const versions = readMigrations().map((migration) => migration.version);
      expect(versions[0]).toBe('001_init');
      expect(await migrate(context.db)).toEqual(versions);
      const { rows } = await context.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY 1');
      expect(rows.map((row) => row.version)).toEqual(versions);
    });

    it('is idempotent: a second run applies nothing and changes nothing', async () => {
      expect(await migrate(context.db)).toEqual([]);
      const { rows } = await context.db.query<{ count: number }>('SELECT count(*) AS count FROM schema_migrations');
      expect(rows[0]!.count).toBe(readMigrations().length);
    });

    it('lets two replicas migrate at once: one applies, the other finds nothing to do', async () => {
      await context.db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      const other = context.testDatabase.openAnotherHandle?.() ?? context.db;
      const results = await Promise.all([migrate(context.db), migrate(other)]);
      expect(results.map((applied) => applied.length).sort()).toEqual([0, readMigrations().length]);
    });
  },
  { migrate: false },
);

describeEachDatabase(
  'database access',
  (context) => {
    it('returns bigint as number and date as YYYY-MM-DD on both drivers', async () => {
      const { rows } = await context.db.query<{ big: number; day: string }>(
        "SELECT 9007199254740991::int8 AS big, DATE '2001-02-03' AS day",
      );
      expect(rows[0]).toEqual({ big: Number.MAX_SAFE_INTEGER, day: '2001-02-03' });
      await expect(context.db.query('SELECT 9007199254740993::int8 AS big')).rejects.toThrow(RangeError);
    });

    it('commits a transaction that resolves and rolls back one that throws', async () => {
      await context.db.exec('CREATE TABLE tx_probe (value int)');
      await context.db.transaction((tx) => tx.query('INSERT INTO tx_probe VALUES (1)'));
      await expect(
        context.db.transaction(async (tx) => {
          await tx.query('INSERT INTO tx_probe VALUES (2)');
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      const { rows } = await context.db.query<{ value: number }>('SELECT value FROM tx_probe');
      expect(rows).toEqual([{ value: 1 }]);
    });

    it('refuses a negative balance and a ledger row whose sign contradicts its kind', async () => {
      const [{ id }] = (
        await context.db.query<{ id: string }>(
          `INSERT INTO players (email, password_hash, first_name, last_name, country_id, mobile, date_of_birth)
           VALUES ('constraints@example.test', 'x', 'A', 'B', 144, '0771234567', '1990-01-01') RETURNING id`,
        )
      ).rows as [{ id: string }];
      await expect(context.db.query('UPDATE players SET coins = -1 WHERE id = $1', [id])).rejects.toMatchObject({
        code: '23514',
      });
      await expect(
        context.db.query(`INSERT INTO coin_ledger (player_id, amount, kind, reason) VALUES ($1, -5, 'credit', 'x')`, [id]),
      ).rejects.toMatchObject({ code: '23514' });
      await expect(
        context.db.query(
          `INSERT INTO players (email, password_hash, first_name, last_name, country_id, mobile, date_of_birth)
           VALUES ('CONSTRAINTS@example.test', 'x', 'A', 'B', 144, '0771234567', '1990-01-01')`,
        ),
      ).rejects.toMatchObject({ code: '23505' });
    });
  },
  { seed: true },
);

describe('an unreachable database', () => {
  it('reports a closed PGlite as DatabaseUnavailableError', async () => {
    const db = await openPgliteFromTemplate('empty');
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });

  it('reports a refused PostgreSQL connection as DatabaseUnavailableError', async () => {
    const [port] = await freePorts(1);
    const db = openPostgres(`postgres://nobody:nothing@127.0.0.1:${port}/none`);
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(db.transaction((tx) => tx.query('SELECT 1'))).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await db.close();
  });
});

describeEachDatabase('the prepared reads of every signed-in request (ADR 081)', (context) => {
  /** The database on one connection, so that what PostgreSQL keeps per connection can be read back. */
  function oneConnection(): Database {
    return context.backend === 'postgres' ? openPostgres(context.testDatabase.url!, { max: 1 }) : context.db;
  }

  async function anyPlayer(db: Queryable) {
    const { rows } = await db.query<{ id: string; session_version: number }>(
      'SELECT id, session_version FROM players ORDER BY email LIMIT 1',
    );
    return rows[0]!;
  }

  const claimsOf = (player: { id: string; session_version: number }, jti: string) =>
    ({ sub: player.id, sessionVersion: player.session_version, jti }) as AccessTokenClaims;

  it('reads the profile and the session the same on both drivers; PostgreSQL plans each once per connection', async () => {
    const db = oneConnection();
    try {
      const player = await anyPlayer(db);
      const first = await findProfile(db, player.id);
      expect(first).toMatchObject({ id: player.id, country: { code: expect.any(String) }, gameCategories: expect.any(Array) });
      expect(await findProfile(db, player.id)).toEqual(first);
      expect(await createSessionGuard(db).isOpen(claimsOf(player, 'prepared-1'))).toBe(true);
      if (context.backend === 'postgres') {
        const { rows } = await db.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name');
        expect(rows.map((row) => row.name)).toEqual(['find-profile', 'session-open']);
      }
    } finally {
      if (db !== context.db) await db.close();
    }
  });

  it('keeps answering after a migration adds a column to the players they read (a rolling deploy)', async () => {
    const db = oneConnection();
    try {
      const player = await anyPlayer(db);
      const before = await findProfile(db, player.id);
      const sessions = createSessionGuard(db);
      expect(await sessions.isOpen(claimsOf(player, 'prepared-2'))).toBe(true);
      // Another replica's migration, on another connection, while this one keeps its plans.
      await context.db.exec('ALTER TABLE players ADD COLUMN prepared_probe int');
      expect(await findProfile(db, player.id)).toEqual(before);
      expect(await sessions.isOpen(claimsOf(player, 'prepared-3'))).toBe(true);
      expect(await sessions.isOpen(claimsOf({ ...player, session_version: player.session_version + 1 }, 'prepared-4'))).toBe(false);
    } finally {
      if (db !== context.db) await db.close();
      await context.db.exec('ALTER TABLE players DROP COLUMN prepared_probe');
    }
  });
});
