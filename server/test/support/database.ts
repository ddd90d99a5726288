/**
 * Test databases: an in-memory PGlite always, and, when DATABASE_URL is set, also a freshly
 * created PostgreSQL database per test file (dropped at the end). Suites are written once and
 * run on every backend through describeEachDatabase.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { migrate, readMigrations } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/postgres';
import { seedDatabase, seedReferenceData } from '../../src/seed/seed';
import { openPgliteFromTemplate } from './templates';

export type Backend = 'pglite' | 'postgres';

export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  backend: Backend;
  db: Database;
  /** A second, independent handle on the same database (PostgreSQL only; PGlite is one handle). */
  openAnotherHandle?: () => Database;
  /** The connection string (PostgreSQL only), for a server process of its own. */
  url?: string;
  drop(): Promise<void>;
}

/** Runs `fn` on a connection of its own to DATABASE_URL (creating and dropping databases). */
export async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `rewards_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const handles: Database[] = [];
  const open = () => {
    const handle = openPostgres(url.toString(), { max: 4 });
    handles.push(handle);
    return handle;
  };
  return {
    backend: 'postgres',
    db: open(),
    openAnotherHandle: open,
    url: url.toString(),
    async drop() {
      await Promise.all(handles.map((handle) => handle.close()));
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** A new database, migrated and seeded as the options say. */
export async function createTestDatabase(backend: Backend, options: SuiteOptions = {}): Promise<TestDatabase> {
  const migrated = options.migrate !== false;
  const seeded = migrated && options.seed !== false;
  if (backend === 'pglite') {
    // The seeded template was built by the same migrate() and seedDatabase() as below.
    const db = await openPgliteFromTemplate(seeded ? 'seeded' : 'empty');
    if (migrated && !seeded) await migrate(db);
    return { backend, db, drop: () => db.close() };
  }
  const testDatabase = await createPostgresDatabase();
  if (migrated) await migrate(testDatabase.db);
  if (seeded) await seedDatabase(testDatabase.db);
  return testDatabase;
}

/**
 * The database as the release before `version` left it: the migrations before it applied, and the
 * reference data that every start loads (seedReferenceData).
 */
export async function migrateAndSeedBefore(db: Database, version: string): Promise<void> {
  const migrations = readMigrations();
  const index = migrations.findIndex((migration) => migration.version === version);
  if (index < 0) throw new Error(`No migration ${version}`);
  await migrate(db, migrations.slice(0, index));
  await seedReferenceData(db);
}

export interface SuiteContext {
  readonly backend: Backend;
  readonly db: Database;
  readonly testDatabase: TestDatabase;
}

export interface SuiteOptions {
  /** Apply the migrations (default true). */
  migrate?: boolean;
  /** Seed reference data and the dev players (default true; needs migrate). */
  seed?: boolean;
}

/**
 * describe() once per backend, each with its own database prepared in beforeAll and dropped in
 * afterAll. The body reads `context.db` inside hooks and tests (not while declaring them).
 */
export function describeEachDatabase(name: string, body: (context: SuiteContext) => void, options: SuiteOptions = {}): void {
  for (const backend of BACKENDS) {
    describe(`${name} [${backend}]`, () => {
      let testDatabase: TestDatabase | undefined;
      const context: SuiteContext = {
        backend,
        get testDatabase() {
          if (!testDatabase) throw new Error('The test database is created in beforeAll; use it inside tests.');
          return testDatabase;
        },
        get db() {
          return context.testDatabase.db;
        },
      };
      beforeAll(async () => {
        testDatabase = await createTestDatabase(backend, options);
      });
      afterAll(async () => {
        await testDatabase?.drop();
      });
      body(context);
    });
  }
}
