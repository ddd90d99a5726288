import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIdentityApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { ensureSigningKey, publicJwks } from '../src/domain/signing-keys';
import { describeEachDatabase } from './support/database';
import { testConfig } from './support/test-apps';

describe('signing key on an embedded database directory', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-keys-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('survives closing and reopening the database', async () => {
    const first = await openPglite({ dataDir });
    await migrate(first);
    const kid = await ensureSigningKey(first);
    const published = await publicJwks(first);
    await first.close();

    const reopened = await openPglite({ dataDir });
    expect(await ensureSigningKey(reopened)).toBe(kid);
    expect(await publicJwks(reopened)).toEqual(published);
    await reopened.close();
  });
});

describeEachDatabase(
  'signing key creation',
  (context) => {
    it('creates exactly one key when two replicas start at once', async () => {
      const other = context.testDatabase.openAnotherHandle?.() ?? context.db;
      const [a, b] = await Promise.all([ensureSigningKey(context.db), ensureSigningKey(other)]);
      expect(a).toBe(b);
      const { rows } = await context.db.query<{ count: number }>('SELECT count(*) AS count FROM signing_keys');
      expect(rows[0]!.count).toBe(1);
    });

    it('gives two identity replicas the same JWKS', async () => {
      const config = testConfig();
      const replicas = [context.db, context.testDatabase.openAnotherHandle?.() ?? context.db].map((db) =>
        buildIdentityApp({ config, db }),
      );
      const answers = await Promise.all(
        replicas.map((app) => app.inject('/realms/players/protocol/openid-connect/certs')),
      );
      expect(answers[0]!.json().keys).toHaveLength(1);
      expect(answers[1]!.body).toBe(answers[0]!.body);
      await Promise.all(replicas.map((app) => app.close()));
    });
  },
  { seed: false },
);
