import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

/** Arbitrary constant shared by every replica: "the schema is being migrated". */
const MIGRATION_LOCK_ID = 4_201_001;

export interface Migration {
  version: string;
  sql: string;
}

/**
 * server/migrations, found from this file's directory by walking up to the package root, so the
 * same code works from src/db (tests, tsx) and from the dist bundle.
 */
export function defaultMigrationsDir(start = __dirname): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'migrations'))) {
      return path.join(dir, 'migrations');
    }
    if (path.dirname(dir) === dir) throw new Error(`No migrations directory above ${start}`);
  }
}

/** `NNN_name.sql` files in version order. */
export function readMigrations(dir = defaultMigrationsDir()): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: file.replace(/\.sql$/, ''), sql: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in order, in one transaction.
 * The transaction-scoped advisory lock makes a second replica starting at the same moment wait
 * and then find nothing left to do. Returns the versions applied by this call.
 */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version    text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const { rows } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    }
    return pending.map((migration) => migration.version);
  });
}
