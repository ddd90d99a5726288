/**
 * Prepared PGlite databases. Running initdb costs about 2 s per database, loading a dump about
 * 0.5 s, so Jest's global setup builds each template once per run and every suite starts from
 * a copy. Without the global setup (a file run some other way) databases are built directly.
 */
import { Blob } from 'node:buffer';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../src/db/migrate';
import { openPglite, type PgliteDatabase } from '../../src/db/pglite';
import { seedDatabase } from '../../src/seed/seed';

/** 'empty': a fresh cluster; 'seeded': migrated and seeded (reference data and dev players). */
export type Template = 'empty' | 'seeded';

const TEMPLATES_DIR_VARIABLE = 'SERVER_TEST_PGLITE_TEMPLATES';

async function prepare(db: PgliteDatabase, template: Template): Promise<void> {
  if (template === 'seeded') {
    await migrate(db);
    await seedDatabase(db);
  }
}

/** Builds every template into a new temporary directory and announces it to the test workers. */
export async function buildTemplates(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-test-templates-'));
  const db = await openPglite();
  const empty = await db.dumpDataDir();
  fs.writeFileSync(path.join(dir, 'empty.tar'), Buffer.from(await empty.arrayBuffer()));
  await prepare(db, 'seeded');
  const seeded = await db.dumpDataDir();
  fs.writeFileSync(path.join(dir, 'seeded.tar'), Buffer.from(await seeded.arrayBuffer()));
  await db.close();
  process.env[TEMPLATES_DIR_VARIABLE] = dir; // inherited by the workers Jest starts next
  return dir;
}

export function removeTemplates(): void {
  const dir = process.env[TEMPLATES_DIR_VARIABLE];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * A new database that starts as a copy of `template`: in memory, or in `dataDir` on disk (for a
 * server process to open next).
 */
export async function openPgliteFromTemplate(template: Template, dataDir?: string): Promise<PgliteDatabase> {
  const dir = process.env[TEMPLATES_DIR_VARIABLE];
  const file = dir ? path.join(dir, `${template}.tar`) : undefined;
  if (!file || !fs.existsSync(file)) {
    const db = await openPglite({ dataDir });
    await prepare(db, template);
    return db;
  }
  return openPglite({ dataDir, loadDataDir: new Blob([fs.readFileSync(file)]) as globalThis.Blob });
}
