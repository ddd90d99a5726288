/**
 * What the benchmarks share: a server process of its own (src/main.ts, as deployed) on free
 * loopback ports over a fresh database, seeded with signed-in players holding large balances,
 * and autocannon runs summarised. The database is a PGlite directory in a temporary folder, or,
 * when DATABASE_URL is set, a new database on that PostgreSQL server; both are removed at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePorts } from '../../server/test/support/ports';
import { waitUntilServing } from '../../server/test/support/server-process';
import { loadConfig } from '../../server/src/config';
import type { Database } from '../../server/src/db/database';
import { insertPlayerFromSpec, playerSpec } from '../../server/src/seed/factories';
import { migrate } from '../../server/src/db/migrate';
import { openPglite } from '../../server/src/db/pglite';
import { openPostgres } from '../../server/src/db/postgres';
import { seedDatabase } from '../../server/src/seed/seed';
import { saveBankDetails } from '../../server/src/domain/bank-details';
import { hashPassword } from '../../server/src/domain/passwords';
import { personalDataKeys } from '../../server/src/domain/personal-data';

const SERVER_DIR = path.resolve(__dirname, '../../server');
/** The password of every bench player, `bench-<index>@example.test`. */
export const PASSWORD = 'bench-password';

export interface BenchPlayer {
  id: string;
  token: string;
}

export interface BenchServer {
  apiUrl: string;
  /** The server process's id (to read its CPU time). */
  pid: number;
  players: BenchPlayer[];
  database: 'pglite' | 'postgres';
  /** Stops the server process, then opens the database for checks. */
  stopAndOpenDatabase(): Promise<Database>;
  /** Removes the database (after stopAndOpenDatabase, closes it too). */
  remove(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds `db`, then adds `count` bench players with `coins` and bank details; answers their ids. */
export async function seedPlayers(db: Database, count: number, coins: number): Promise<string[]> {
  await migrate(db);
  await seedDatabase(db);
  const passwordHash = await hashPassword(PASSWORD); // one hash for all: argon2 is deliberately slow
  const ids = await db.transaction(async (tx) => {
    const created: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const spec = playerSpec({ email: `bench-${index}@example.test`, password: PASSWORD, coins });
      created.push(await insertPlayerFromSpec(tx, spec, passwordHash));
    }
    return created;
  });
  const bank = {
    bankName: 'Bank of Ceylon',
    bankCode: '7010',
    accountNumber: '0071234567',
    accountHolderName: 'Bench Player',
    branchName: 'Colombo',
  };
  // Sealed under the key the server process gets: the environment it inherits.
  const keys = personalDataKeys(loadConfig(benchServerEnv()).personalDataKey);
  for (const id of ids) await saveBankDetails(db, keys, id, bank, false); // first saves: nothing to redirect
  return ids;
}

/** The bench server's environment: this process's, in development unless it says otherwise (the server takes no NODE_ENV for production). */
const benchServerEnv = (): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' });

async function signIn(identityUrl: string, email: string): Promise<string> {
  const config = loadConfig(benchServerEnv()); // the environment the server process gets
  const response = await fetch(`${identityUrl}/realms/${config.realm}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'password', client_id: config.clientId, username: email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Stops a server process (SIGTERM: it closes its database) and waits until it has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Where the seeded database is, before the server opens it: a PGlite directory or a PostgreSQL URL. */
export type SeededDatabase = { pgliteDir: string } | { databaseUrl: string };

/**
 * Seeds `playerCount` players with `coins` each and bank details, starts the server, signs them in.
 * `onSeeded` runs once the database is seeded and closed, before the server opens it.
 */
export async function startBenchServer(
  playerCount: number,
  coins: number,
  onSeeded?: (database: SeededDatabase) => Promise<void>,
): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const databaseName = `rewards_bench_${randomBytes(4).toString('hex')}`;
  let databaseUrl: string | undefined;
  let child: ChildProcess | undefined;
  let checkingDb: Database | undefined;
  const openDatabase = async () => (databaseUrl ? openPostgres(databaseUrl) : openPglite({ dataDir: path.join(dataDir, 'pglite') }));
  const remove = async () => {
    if (child) await stopProcess(child);
    await checkingDb?.close();
    if (databaseUrl) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    if (process.env.DATABASE_URL) {
      await adminQuery(`CREATE DATABASE ${databaseName}`);
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
    }
    const seedingDb = await openDatabase();
    const ids = await seedPlayers(seedingDb, playerCount, coins);
    await seedingDb.close(); // PGlite: one process at a time, and the server is another process
    await onSeeded?.(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') });

    const [apiPort, identityPort, internalPort] = (await freePorts(3)) as [number, number, number];
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const identityUrl = `http://127.0.0.1:${identityPort}`;
    // Request logs at the default level, as deployed, written to /dev/null.
    // BENCH_SERVER_NODE_ARGS: extra node flags for the server alone (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
    const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...benchServerEnv(),
        HOST: '127.0.0.1',
        API_PORT: String(apiPort),
        IDENTITY_PORT: String(identityPort),
        INTERNAL_PORT: String(internalPort),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        // Every bench player signs in from 127.0.0.1: the per-address limit of the token
        // endpoint would refuse all but the first few.
        RATE_LIMIT_PER_IP: '1000000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = server;
    let stderr = '';
    server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // On the shared machine a start took over 30 s at load average 20 and more.
    await waitUntilServing(`${apiUrl}/api/open/v1/country`, server, () => stderr, 120_000);

    // Ten at a time: a hundred at once held every pooled connection past its 5 s wait under load (503s).
    const tokens: string[] = [];
    for (let start = 0; start < ids.length; start += 10) {
      const batch = ids.slice(start, start + 10).map((_, offset) => signIn(identityUrl, `bench-${start + offset}@example.test`));
      tokens.push(...(await Promise.all(batch)));
    }
    return {
      apiUrl,
      pid: server.pid!,
      players: ids.map((id, index) => ({ id, token: tokens[index]! })),
      database: databaseUrl ? 'postgres' : 'pglite',
      async stopAndOpenDatabase() {
        await stopProcess(server);
        checkingDb = await openDatabase();
        return checkingDb;
      },
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

export interface LoadSummary {
  name: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  notOk: number;
  errors: number;
}

/** How fast an autocannon run's `requests` were answered: per second of the run, and the latency percentiles. */
export function pace(result: autocannon.Result, requests: number): { requestsPerSecond: number; p50Ms: number; p99Ms: number } {
  return {
    requestsPerSecond: Math.round((requests * 1000) / (result.finish.getTime() - result.start.getTime())),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

/** One autocannon run, summarised; `options` is autocannon's. */
export async function load(name: string, options: autocannon.Options): Promise<LoadSummary> {
  // autocannon notices the end of a run only at its next sample: every 50 ms rather than every
  // second, so that runs of a fixed number of requests are timed to within 1 %.
  const result = await autocannon({ sampleInt: 50, ...options });
  const requests = result['2xx'] + result.non2xx;
  return {
    name,
    requests,
    ...pace(result, requests),
    ok: result['2xx'],
    notOk: result.non2xx,
    errors: result.errors,
  };
}

export function printSummaries(title: string, summaries: LoadSummary[]): void {
  console.log(`\n${title}`);
  console.table(summaries.map(({ name, ...figures }) => ({ scenario: name, ...figures })));
}
