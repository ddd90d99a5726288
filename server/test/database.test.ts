import { DatabaseUnavailableError } from '../src/db/database';
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
