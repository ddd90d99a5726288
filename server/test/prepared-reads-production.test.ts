/**
 * The prepared profile read and session check (ADR 081) in the real server process started as
 * production starts it (NODE_ENV=production, real secrets, on PostgreSQL a role with a password of
 * its own): reads raced on a fresh pool, whose connections each prepare the statements at once,
 * all answer the player's profile; a sign-out raced by reads leaves none through once it answered.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { createPlayer, type CreatedPlayer } from '../src/seed/factories';
import { seedReferenceData } from '../src/seed/seed';
import { BACKENDS, withAdminClient } from './support/database';
import { startServerProcess, type ServerProcess } from './support/server-process';

const production = {
  NODE_ENV: 'production',
  CLIENT_SECRET: randomBytes(24).toString('hex'),
  SERVICE_KEY: randomBytes(24).toString('hex'),
  PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
};
const clientAuthorization = `Basic ${Buffer.from(`player-web:${production.CLIENT_SECRET}`).toString('base64')}`;

/** Where the server's data lives: a PostgreSQL database of a role with a real password, or a PGlite directory. */
async function productionDatabase(backend: (typeof BACKENDS)[number], dataDir: string) {
  if (backend === 'pglite') {
    return {
      env: {} as Record<string, string>,
      open: () => openPglite({ dataDir: path.join(dataDir, 'pglite') }),
      drop: async () => undefined,
    };
  }
  const suffix = randomBytes(4).toString('hex');
  const role = `playprize_production_${suffix}`;
  const password = randomBytes(24).toString('hex');
  await withAdminClient(async (client) => {
    await client.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
    await client.query(`CREATE DATABASE ${role} OWNER ${role}`);
  });
  const url = new URL(process.env.DATABASE_URL!);
  url.username = role;
  url.password = password;
  url.pathname = `/${role}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: async () => openPostgres(url.toString()),
    drop: () =>
      withAdminClient(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${role} WITH (FORCE)`);
        await client.query(`DROP ROLE IF EXISTS ${role}`);
      }),
  };
}

for (const backend of BACKENDS) {
  describe(`the prepared signed-in reads of a server started as production starts it [${backend}]`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepared-reads-production-'));
    let database: Awaited<ReturnType<typeof productionDatabase>>;
    let server: ServerProcess;
    let player: CreatedPlayer;

    beforeAll(async () => {
      database = await productionDatabase(backend, dataDir);
      // The player exists before the start: PGlite is one process's at a time.
      const db: Database = await database.open();
      await migrate(db);
      await seedReferenceData(db);
      player = await createPlayer(db);
      await db.close();
      server = await startServerProcess({ ...production, ...database.env, DATA_DIR: dataDir });
    });

    afterAll(async () => {
      await server?.stop('SIGTERM');
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const signIn = async () => {
      const answer = await fetch(`${server.identityUrl}/realms/players/protocol/openid-connect/token`, {
        method: 'POST',
        headers: { authorization: clientAuthorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username: player.email, password: player.password }),
      });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { access_token: string }).access_token;
    };

    const readProfile = async (token: string) => {
      const answer = await fetch(`${server.apiUrl}/api/external/v1/profile?uuid=${player.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: answer.status, body: (await answer.json()) as { content?: { uuid: string; email: string } } };
    };

    it('answers forty raced reads with the player’s profile, every connection preparing at once', async () => {
      const token = await signIn();
      const answers = await Promise.all(Array.from({ length: 40 }, () => readProfile(token)));
      expect(answers.map(({ status }) => status)).toEqual(Array(40).fill(200));
      for (const { body } of answers) expect(body.content).toMatchObject({ uuid: player.id, email: player.email });
    });

    it('lets no read through once a sign-out raced by reads has answered', async () => {
      const token = await signIn();
      expect((await readProfile(token)).status).toBe(200);
      const during = Array.from({ length: 20 }, () => readProfile(token));
      const revoked = await fetch(`${server.identityUrl}/realms/players/protocol/openid-connect/revoke`, {
        method: 'POST',
        headers: { authorization: clientAuthorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
      });
      expect(revoked.status).toBe(200);
      // Each in-flight read answers either way, and never with anything but the player's own profile or a 401.
      for (const { status, body } of await Promise.all(during)) {
        expect([200, 401]).toContain(status);
        if (status === 200) expect(body.content?.uuid).toBe(player.id);
      }
      const after = await Promise.all(Array.from({ length: 20 }, () => readProfile(token)));
      expect(after.map(({ status }) => status)).toEqual(Array(20).fill(401));
    });
  });
}
