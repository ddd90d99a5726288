/**
 * The real process: `tsx src/main.ts` with its own ports and data directory, over real HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPlayer } from '../src/seed/factories';
import { openPglite } from '../src/db/pglite';
import { migrateAndSeedBefore } from './support/database';
import { freePorts } from './support/ports';

const SERVER_DIR = path.resolve(__dirname, '..');

function startMain(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  // Node itself with tsx's loader (not the tsx CLI, which would leave its child running after a SIGKILL).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    // Only what the server needs: no DATABASE_URL from the test environment.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

// A real process on a fresh on-disk database (tsx, migrations, argon2 seeds): on a busy CI machine its
// start took over 25 s, so each test here waits up to a minute for it.
jest.setTimeout(120_000);

async function waitFor(predicate: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Serving {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
  apiUrl: string;
  internalUrl: string;
  identityUrl: string;
}

/** Runs `check` once main, started with `env` over `dataDir` on three free ports, listens; then kills it and removes `dataDir`. */
async function whileServing(env: NodeJS.ProcessEnv, dataDir: string, check: (server: Serving) => Promise<void>): Promise<void> {
  const [apiPort, identityPort, internalPort] = (await freePorts(3)) as [number, number, number];
  const identityUrl = `http://127.0.0.1:${identityPort}`;
  const server = startMain({
    API_PORT: String(apiPort),
    IDENTITY_PORT: String(identityPort),
    INTERNAL_PORT: String(internalPort),
    IDENTITY_PUBLIC_URL: identityUrl,
    DATA_DIR: dataDir,
    ...env,
  });
  try {
    await waitFor(() => server.output().includes('Internal API listening'), 'the server to listen');
    await check({ ...server, apiUrl: `http://127.0.0.1:${apiPort}`, internalUrl: `http://127.0.0.1:${internalPort}`, identityUrl });
  } finally {
    server.child.kill('SIGKILL');
    await server.exit;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A password grant of the player-web client with `clientSecret`, as the browser signs in. */
const signIn = (identityUrl: string, clientSecret: string, username: string, password: string) =>
  fetch(`${identityUrl}/realms/players/protocol/openid-connect/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`player-web:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  });

describe('src/main.ts', () => {
  it('exits 1 naming each bad variable when the configuration is invalid', async () => {
    const server = startMain({ NODE_ENV: 'development', API_PORT: 'abc', REALM: 'two words' });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('Invalid configuration:');
    expect(server.output()).toContain('API_PORT must be a port number (got "abc")');
    expect(server.output()).toContain('REALM must contain only letters');
  });

  it('migrates, seeds the demo accounts on request, serves its three ports and stops cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-'));
    await whileServing({ NODE_ENV: 'development', SEED_DEMO_DATA: 'true' }, dataDir, async (server) => {
      expect(server.output()).toContain(`API listening on ${server.apiUrl}`);
      expect(server.output()).toContain(`Internal API listening on ${server.internalUrl}`);
      expect(server.output()).toContain('Demo data: 4 demo accounts added (SEED_DEMO_DATA=true)');
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);

      const tokenResponse = await signIn(server.identityUrl, 'player-web-secret', 'vip@example.com', 'vip-pass');
      expect(tokenResponse.status).toBe(200);
      const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
      const health = await fetch(`${server.apiUrl}/api/health`, { headers: { authorization: `Bearer ${token}` } });
      expect(await health.json()).toMatchObject({ status: true, error_code: 'NO_ERROR' });

      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
      expect(server.output()).toContain('SIGTERM received, shutting down');
    });
  });

  describe('started as production starts it (NODE_ENV=production, real secrets)', () => {
    const productionSecrets = {
      NODE_ENV: 'production',
      CLIENT_SECRET: randomBytes(24).toString('hex'),
      SERVICE_KEY: randomBytes(24).toString('hex'),
      PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
    };

    it('on an empty database: loads reference data, seeds no player and says so, keeps credits off the public port', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-production-'));
      await whileServing(productionSecrets, dataDir, async (server) => {
        expect(server.output()).toContain('Demo data: none (a production start never seeds demo accounts)');

        expect((await signIn(server.identityUrl, productionSecrets.CLIENT_SECRET, 'vip@example.com', 'vip-pass')).status).toBe(401);
        // Nor the dev operators: their passwords are published too.
        for (const [username, password] of [
          ['operator@example.com', 'operator-pass'],
          ['approver@example.com', 'approver-pass'],
        ] as const) {
          expect((await signIn(server.identityUrl, productionSecrets.CLIENT_SECRET, username, password)).status).toBe(401);
        }
        const countries = (await (await fetch(`${server.apiUrl}/api/open/v1/country`)).json()) as {
          content: { data: { name: string }[] };
        };
        expect(countries.content.data.map((country) => country.name)).toContain('Sri Lanka');

        const credit = (url: string) =>
          fetch(`${url}/api/internal/v1/coins/credit`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-service-key': productionSecrets.SERVICE_KEY, 'idempotency-key': 'k1' },
            body: JSON.stringify({ email: 'vip@example.com', amount: 5, source: 'games' }),
          });
        expect((await credit(server.apiUrl)).status).toBe(404);
        // The internal listener answers, and finds no vip@example.com to pay.
        expect((await credit(server.internalUrl)).status).toBe(404);
        expect(await (await credit(server.internalUrl)).json()).toMatchObject({
          message: 'No player has the e-mail vip@example.com.',
        });
      });
    });

    it.each([
      [
        'no NODE_ENV at all (secure by default)',
        {},
        ['CLIENT_SECRET must be set in production', 'SERVICE_KEY must be set', 'PERSONAL_DATA_KEY must be set'],
      ],
      [
        'no secrets at all',
        { NODE_ENV: 'production' },
        ['CLIENT_SECRET must be set', 'SERVICE_KEY must be set', 'PERSONAL_DATA_KEY must be set'],
      ],
      [
        'the development client secret',
        { ...productionSecrets, CLIENT_SECRET: 'player-web-secret' },
        ['CLIENT_SECRET must not be a development value'],
      ],
      [
        'the development service key',
        { ...productionSecrets, SERVICE_KEY: 'dev-service-key-change-me' },
        ['SERVICE_KEY must not be a development value'],
      ],
      ['a short service key', { ...productionSecrets, SERVICE_KEY: 'short-but-16-chars' }, ['SERVICE_KEY must be at least 32 characters']],
      [
        'the development database password',
        { ...productionSecrets, DATABASE_URL: 'postgres://rewards:rewards@127.0.0.1:1/rewards' },
        ['DATABASE_URL must not be a development value'],
      ],
      ['demo data', { ...productionSecrets, SEED_DEMO_DATA: 'true' }, ['SEED_DEMO_DATA must not be set in production']],
      ['a proxy setting that trusts every client', { ...productionSecrets, TRUST_PROXY: 'true' }, ['TRUST_PROXY must not be true']],
    ])('refuses to start with %s, naming the variable and never echoing a secret', async (_, env, problems) => {
      const server = startMain({ ...env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-refused-')) });
      expect(await server.exit).toBe(1);
      for (const problem of problems) expect(server.output()).toContain(problem);
      expect(server.output()).not.toMatch(/player-web-secret|dev-service-key-change-me|short-but-16-chars|rewards@/);
    });
  });

  it('seals the bank account numbers a database kept in the clear before migration 009, saying how many and never which', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-legacy-'));
    const accountNumber = '908172635445';
    const before = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    await migrateAndSeedBefore(before, '009_bank_accounts_sealed');
    const player = await createPlayer(before, { identity: 'none' }); // a verified identity needs migration 017's column
    await before.query(
      `INSERT INTO bank_details (player_id, bank_name, account_number, account_holder_name, branch_name)
       VALUES ($1, 'Bank of Ceylon', $2, 'A Player', 'Colombo')`,
      [player.id, accountNumber],
    );
    await before.close();
    await whileServing({ NODE_ENV: 'development' }, dataDir, async (server) => {
      const sealedLine =
        'Bank account numbers stored in the clear before migration 009 are now sealed (saved accounts: 1, withdrawal requests: 0)';
      expect(server.output()).toContain(sealedLine);
      expect(server.output()).not.toContain(accountNumber.slice(0, -4));
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
      const after = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
      const { rows } = await after.query('SELECT account_number AS plain, account_number_ending AS ending FROM bank_details');
      await after.close();
      expect(rows).toEqual([{ plain: null, ending: '5445' }]);
    });
  });

  it('in development, seeds no demo account unless asked, and says why', async () => {
    await whileServing({ NODE_ENV: 'development' }, fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-')), async (server) => {
      expect(server.output()).toContain('Demo data: none (SEED_DEMO_DATA is not set)');
    });
  });
});
