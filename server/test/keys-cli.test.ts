/**
 * The `npm run keys` command (src/cli/keys.ts) on the databases the server's own configuration
 * names: PostgreSQL beside running servers, the embedded database only with the server stopped.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runKeysCli } from '../src/cli/keys';
import { devPersonalDataKeys } from '../src/seed/factories';
import { openPglite } from '../src/db/pglite';
import { ensureSigningKey, loadSigningKey, publicJwks } from '../src/domain/signing-keys';
import { BACKENDS, createTestDatabase, type TestDatabase } from './support/database';
import { directoryForSuite } from './support/directories';
import { openPgliteFromTemplate } from './support/templates';

const keys = devPersonalDataKeys();

async function run(args: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runKeysCli(args, { NODE_ENV: 'test', ...env }, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('keys command: refusals', () => {
  it.each([[[]], [['turn']], [['rotate', '--force']]])('prints the usage for %j and exits 2', async (args) => {
    expect(await run(args, {})).toEqual({ code: 2, out: '', err: expect.stringContaining('Usage: keys rotate | keys list') });
  });

  it('refuses a production environment without its secrets, naming them and echoing none', async () => {
    const answer = await run(['rotate'], {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://rewards:s3cret-password@127.0.0.1:1/rewards',
    });
    expect(answer.code).toBe(2);
    expect(answer.err).toContain('PERSONAL_DATA_KEY must be set in production');
    expect(answer.err).not.toContain('s3cret');
  });

  it('answers 1 with the cause when the database cannot be reached', async () => {
    const answer = await run(['list'], { DATABASE_URL: 'postgres://rewards:rewards@127.0.0.1:1/rewards' });
    expect(answer.code).toBe(1);
    expect(answer.err).toMatch(/^The command failed: /);
  });
});

describe('keys command on the embedded database', () => {
  const dataDir = directoryForSuite('keys-cli-');

  it('runs only once told the server is stopped, and then rotates', async () => {
    const db = await openPgliteFromTemplate('seeded', path.join(dataDir(), 'pglite'));
    const kid = await ensureSigningKey(db, keys);
    await db.close();

    const refused = await run(['rotate'], { DATA_DIR: dataDir() });
    expect(refused).toMatchObject({ code: 2, err: expect.stringContaining('stop the server, then run this again with --server-stopped') });

    const rotated = await run(['rotate', '--server-stopped'], { DATA_DIR: dataDir() });
    expect(rotated).toMatchObject({ code: 0, err: '' });
    expect(rotated.out).toContain(`Key ${kid} then retires`);

    const after = await openPglite({ dataDir: path.join(dataDir(), 'pglite') });
    expect((await publicJwks(after, 3600)).keys).toHaveLength(2);
    expect((await loadSigningKey(after, keys)).kid).toBe(kid); // the successor signs a minute later
    await after.close();
  });

  it('says so where there is no database yet, and creates none', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-cli-empty-'));
    try {
      const answer = await run(['list', '--server-stopped'], { DATA_DIR: empty });
      expect(answer).toMatchObject({
        code: 1,
        err: expect.stringContaining(`No embedded database in ${empty}: start the server once (it migrates`),
      });
      expect(fs.readdirSync(empty)).toEqual([]);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

// PostgreSQL by its URL, as beside running replicas (when DATABASE_URL names a server); the
// embedded database is opened through its directory above.
for (const backend of BACKENDS.filter((name) => name === 'postgres')) {
  describe(`keys command beside a running server [${backend}]`, () => {
    let testDatabase: TestDatabase;
    beforeAll(async () => {
      testDatabase = await createTestDatabase(backend, { seed: false });
    });
    afterAll(() => testDatabase.drop());
    const env = () => ({ DATABASE_URL: testDatabase.url });

    it('rotates once, says a second rotation is under way, and lists the keys with their states', async () => {
      const kid = await ensureSigningKey(testDatabase.db, keys);
      const first = await run(['rotate'], env());
      expect(first.code).toBe(0);
      const successor = /New signing key (\S+) published; it signs new tokens from (\S+)\./.exec(first.out);
      expect(successor).not.toBeNull();
      expect(first.out).toContain(`Key ${kid} then retires: its private half is erased, its public half stays published until `);

      const second = await run(['rotate'], env());
      expect(second).toEqual({
        code: 0,
        err: '',
        out: `A rotation is under way already: key ${successor![1]} signs new tokens from ${successor![2]}. Nothing changed.`,
      });

      const listed = (await run(['list'], env())).out.split('\n');
      expect(listed).toHaveLength(2);
      expect(listed[0]).toBe(`${successor![1]}  announced  signs from ${successor![2]}`);
      expect(listed[1]).toMatch(new RegExp(`^${kid}  signing    signs from \\S+, retires ${successor![2]}, published until \\S+$`));
    });

    it('says so on a database not migrated yet, and changes nothing', async () => {
      const unmigrated = await createTestDatabase(backend, { migrate: false });
      try {
        const answer = await run(['rotate'], { DATABASE_URL: unmigrated.url });
        expect(answer).toMatchObject({
          code: 1,
          err: 'This database has no signing keys of migration 013 yet: start the server once (it migrates and creates the first key), then run this again.',
        });
        const { rows } = await unmigrated.db.query(`SELECT 1 FROM information_schema.tables WHERE table_schema = 'public'`);
        expect(rows).toEqual([]);
      } finally {
        await unmigrated.drop();
      }
    });
  });
}
