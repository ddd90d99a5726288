/**
 * A migrated, seeded database for a server process of its own (support/server-process.ts): a
 * PGlite directory on disk, copied from the seeded template, or a new PostgreSQL database beside
 * DATABASE_URL. The test prepares it first, then hands it to the process; between two runs of the
 * process it may open it again to look inside.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/database';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { createTestDatabase, type Backend } from './database';
import { openPgliteFromTemplate } from './templates';

export interface ProcessDatabase {
  backend: Backend;
  /** What the server process needs in its environment to use it (DATA_DIR or DATABASE_URL). */
  env: Record<string, string>;
  /** Opens it from this process: only while no server process has it open (PGlite). */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

/** Creates the database, runs `prepare` on it, and closes it again for the server process. */
export async function createProcessDatabase<T>(
  backend: Backend,
  prepare: (db: Database) => Promise<T>,
): Promise<{ database: ProcessDatabase; prepared: T }> {
  if (backend === 'postgres') {
    const testDatabase = await createTestDatabase('postgres');
    const prepared = await prepare(testDatabase.db);
    const url = testDatabase.url!;
    const database = { backend, env: { DATABASE_URL: url }, open: async () => openPostgres(url), remove: () => testDatabase.drop() };
    return { database, prepared };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-process-'));
  const pgliteDir = path.join(dataDir, 'pglite'); // where main.ts looks under DATA_DIR
  const db = await openPgliteFromTemplate('seeded', pgliteDir);
  try {
    const prepared = await prepare(db);
    const database = {
      backend,
      env: { DATA_DIR: dataDir },
      open: () => openPglite({ dataDir: pgliteDir }),
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
    return { database, prepared };
  } finally {
    await db.close();
  }
}
