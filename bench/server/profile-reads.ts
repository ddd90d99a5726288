/**
 * Authenticated profile reads per second against their floor (issue 40). `npx tsx
 * bench/server/profile-reads.ts` (PGlite), or with DATABASE_URL=postgres://… for PostgreSQL.
 * The server (src/main.ts, as deployed): every request carries a bearer token (signature checked
 * against the cached JWKS, session checked) and reads a profile with its country, avatar and
 * categories. The floor (profile-floor.ts): the same read behind a bare Fastify route over the
 * same data and pool size. Both run as processes of their own and are loaded in turn, server then
 * floor, ROUNDS times (default 3) for DURATION_SECONDS each over CONNECTIONS (default 50) keep-alive
 * connections, tokens spread over ACCOUNTS players; the medians of the rounds are compared.
 * Beside requests/s and latency, each round reports the process's CPU time per request (user +
 * system, from /proc, all threads): on a machine shared with other work, that figure moves far
 * less than throughput does.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../../server/test/support/ports';
import { waitUntilServing } from '../../server/test/support/server-process';
import { load, printSummaries, startBenchServer, stopProcess, type LoadSummary, type SeededDatabase } from './bench-server';

const ACCOUNTS = 100;
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.DURATION_SECONDS ?? 8);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

/** Starts the floor over `database` (PGlite: a copy, as one directory serves one process); answers its URL and a stop. */
async function startFloor(database: SeededDatabase, anyPlayer: string) {
  const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  if ('pgliteDir' in database) {
    fs.cpSync(database.pgliteDir, copyDir, { recursive: true });
    env.PGLITE_DIR = copyDir;
  } else env.DATABASE_URL = database.databaseUrl;
  const [port] = (await freePorts(1)) as [number];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'profile-floor.ts')], {
    env: { ...env, FLOOR_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${url}/profile?uuid=${anyPlayer}`, child, () => stderr, 120_000);
  return {
    url,
    pid: child.pid!,
    async stop() {
      await stopProcess(child);
      fs.rmSync(copyDir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds (user + system, all threads) the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 per second on Linux)
}

type Round = LoadSummary & { cpuUsPerRequest: number };

/** One load run, with the CPU time `pid` spent per request during it. */
async function measured(pid: number, run: () => Promise<LoadSummary>): Promise<Round> {
  const before = cpuSeconds(pid);
  const from = process.hrtime.bigint() / 1000n;
  const summary = await run();
  // The round's window on the monotonic clock V8's profiles use: cpu-profile-shares.ts --from --to.
  if (process.env.BENCH_SERVER_NODE_ARGS?.includes('--cpu-prof'))
    console.log(`${summary.name}: --from ${from} --to ${process.hrtime.bigint() / 1000n}`);
  return { ...summary, cpuUsPerRequest: Math.round(((cpuSeconds(pid) - before) * 1e6) / summary.requests) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function medianOf(name: string, runs: Round[]): Round {
  const sum = (key: 'requests' | 'ok' | 'notOk' | 'errors') => runs.reduce((total, run) => total + run[key], 0);
  return {
    name,
    requests: sum('requests'),
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    ok: sum('ok'),
    notOk: sum('notOk'),
    errors: sum('errors'),
    cpuUsPerRequest: median(runs.map((run) => run.cpuUsPerRequest)),
  };
}

async function main(): Promise<void> {
  let seeded: SeededDatabase | undefined;
  const server = await startBenchServer(ACCOUNTS, 12_000, async (database) => {
    seeded = database;
  });
  const floor = await startFloor(seeded!, server.players[0]!.id).catch(async (error: unknown) => {
    await server.remove();
    throw error;
  });
  try {
    const pick = () => server.players[Math.floor(Math.random() * server.players.length)]!;
    const serverRequest = {
      method: 'GET' as const,
      setupRequest: (request: object) => {
        const player = pick();
        return { ...request, path: `/api/external/v1/profile?uuid=${player.id}`, headers: { authorization: `Bearer ${player.token}` } };
      },
    };
    const floorRequest = {
      method: 'GET' as const,
      setupRequest: (request: object) => ({ ...request, path: `/profile?uuid=${pick().id}` }),
    };
    const runServer = (name: string, duration: number) =>
      load(name, { url: server.apiUrl, connections: CONNECTIONS, duration, requests: [serverRequest] });
    const runFloor = (name: string, duration: number) =>
      load(name, { url: floor.url, connections: CONNECTIONS, duration, requests: [floorRequest] });
    await runServer('warm-up', 2);
    await runFloor('warm-up', 2);
    const rounds: Round[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      rounds.push(await measured(server.pid, () => runServer(`server, round ${round}`, DURATION_SECONDS)));
      rounds.push(await measured(floor.pid, () => runFloor(`floor, round ${round}`, DURATION_SECONDS)));
    }
    const serverMedian = medianOf(
      'server, median',
      rounds.filter((run) => run.name.startsWith('server')),
    );
    const floorMedian = medianOf(
      'floor, median',
      rounds.filter((run) => run.name.startsWith('floor')),
    );
    printSummaries(
      `Profile reads on ${server.database}, ${ACCOUNTS} accounts, ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION_SECONDS} s each, interleaved (load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')})`,
      [...rounds, serverMedian, floorMedian],
    );
    console.log(`floor / server: ${(floorMedian.requestsPerSecond / serverMedian.requestsPerSecond).toFixed(2)} × in requests/s`);
    console.log(`server / floor: ${(serverMedian.cpuUsPerRequest / floorMedian.cpuUsPerRequest).toFixed(2)} × in CPU per request`);
    if (rounds.some((run) => run.notOk > 0 || run.errors > 0)) process.exitCode = 1;
  } finally {
    await floor.stop();
    await server.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
