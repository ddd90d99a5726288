/**
 * Password logins per second on one core: `npx tsx bench/logins.ts` (from server/).
 *
 * Seeds PLAYERS verified players into a fresh database (PGlite in a temporary directory, or a
 * temporary database beside DATABASE_URL when set), starts the server pinned to CPU 0 (taskset)
 * on free loopback ports with rate limits out of reach, then runs autocannon against the token
 * endpoint for DURATION_SECONDS after a short warm-up, cycling through the players.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Database } from '../../server/src/db/database';
import { insertPlayerFromSpec, playerSpec } from '../../server/src/seed/factories';
import { migrate } from '../../server/src/db/migrate';
import { openPglite } from '../../server/src/db/pglite';
import { openPostgres } from '../../server/src/db/postgres';
import { seedDatabase } from '../../server/src/seed/seed';
import { hashPassword } from '../../server/src/domain/passwords';
import { withAdminClient } from '../../server/test/support/database';
import { freePorts } from '../../server/test/support/ports';

const PLAYERS = 20;
const CONNECTIONS = 8;
const WARM_UP_SECONDS = 2;
const DURATION_SECONDS = 10;
const SERVER_DIR = path.resolve(__dirname, '../../server');

/** Where the server's data lives for this run, and how to remove it afterwards. */
interface BenchDatabase {
  env: Record<string, string>;
  open(): Promise<Database>;
  remove(): Promise<void>;
}

async function prepareDatabase(): Promise<BenchDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-logins-'));
    return {
      env: { DATA_DIR: dataDir },
      open: () => openPglite({ dataDir: path.join(dataDir, 'pglite') }),
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `bench_logins_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: async () => openPostgres(url.toString()),
    remove: () => withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

async function seedPlayers(database: BenchDatabase): Promise<{ email: string; password: string }[]> {
  const db = await database.open();
  try {
    await migrate(db);
    await seedDatabase(db);
    const specs = Array.from({ length: PLAYERS }, () => playerSpec());
    const hashes = await Promise.all(specs.map((spec) => hashPassword(spec.password)));
    await db.transaction(async (tx) => {
      for (const [index, spec] of specs.entries()) await insertPlayerFromSpec(tx, spec, hashes[index]!);
    });
    return specs.map(({ email, password }) => ({ email, password }));
  } finally {
    await db.close();
  }
}

function startServer(env: Record<string, string>): { child: ChildProcess; pinned: boolean } {
  const pinned = spawnSync('taskset', ['--version']).status === 0;
  const command = [process.execPath, '--import', 'tsx', 'src/main.ts'];
  const [file, ...args] = pinned ? ['taskset', '-c', '0', ...command] : command;
  const child = spawn(file!, args, {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, pinned };
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The server did not become ready within 20 s');
}

function runLogins(url: string, players: { email: string; password: string }[], duration: number) {
  let next = 0;
  return autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration,
    headers: {
      authorization: `Basic ${Buffer.from('player-web:player-web-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    requests: [
      {
        // Cycles through the players, as a crowd signing in would.
        setupRequest: (request) => {
          const player = players[next++ % players.length]!;
          const form = { grant_type: 'password', client_id: 'player-web', username: player.email, password: player.password };
          return { ...request, body: new URLSearchParams(form).toString() };
        },
      },
    ],
  });
}

async function main(): Promise<void> {
  const database = await prepareDatabase();
  let server: ChildProcess | undefined;
  try {
    const players = await seedPlayers(database);
    const [apiPort, identityPort] = (await freePorts(2)) as [number, number];
    const started = startServer({
      ...database.env,
      HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      IDENTITY_PORT: String(identityPort),
      IDENTITY_PUBLIC_URL: `http://127.0.0.1:${identityPort}`,
      RATE_LIMIT_PER_IP: '100000000',
      LOG_LEVEL: 'warn',
    });
    server = started.child;
    const base = `http://127.0.0.1:${identityPort}/realms/players`;
    await waitUntilReady(`${base}/.well-known/openid-configuration`, server);

    const tokenUrl = `${base}/protocol/openid-connect/token`;
    await runLogins(tokenUrl, players, WARM_UP_SECONDS);
    const result = await runLogins(tokenUrl, players, DURATION_SECONDS);
    // result.duration is whole seconds; the timestamps are exact.
    const loginsPerSecond = (result['2xx'] * 1000) / (result.finish.getTime() - result.start.getTime());
    console.log(
      [
        `database          ${process.env.DATABASE_URL ? 'PostgreSQL (temporary database)' : 'PGlite (temporary directory)'}`,
        `server            ${started.pinned ? 'pinned to CPU 0 (taskset)' : 'NOT pinned: taskset is missing'}, ${os.cpus()[0]?.model ?? 'unknown CPU'}`,
        `players           ${PLAYERS}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s after ${WARM_UP_SECONDS} s warm-up`,
        `logins per second ${loginsPerSecond.toFixed(1)} (${result['2xx']} tokens issued)`,
        `latency           p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
        `failures          ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      ].join('\n'),
    );
    if (result.non2xx + result.errors > 0) process.exitCode = 1;
  } finally {
    server?.kill('SIGTERM');
    if (server && server.exitCode === null) await new Promise((resolve) => server!.once('exit', resolve));
    await database.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
