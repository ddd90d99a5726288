/**
 * PostgreSQL stopped under load (`pg_ctl stop -m fast` on a cluster of the suite's own) while a
 * stream of withdrawals and credits runs over real HTTP: while it is down every request gets a
 * fast 503 with the API's envelope and the identity a 503 in OAuth form; nothing is written by
 * halves; once it is back the same processes serve again without a restart. STRESS=1 stops it
 * OUTAGES times.
 */
import { buildApiApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { seedDatabase } from '../src/seed/seed';
import type { Database } from '../src/db/database';
import { httpRequest, listenOnLoopback, percentile, refusal } from './support/http';
import { expectDoneOnce, moneyInvariants, MONEY_INVARIANTS_HOLD, requestsAndKeys } from './support/invariants';
import {
  createStreamPlayers,
  sendStreamRequest,
  startMoneyStream,
  type StreamPlayer,
  type StreamRequest,
  type StreamTarget,
} from './support/money-stream';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';
import { clientAuthorization, noMailExpected, startStack, type TestStack } from './support/test-apps';
import { bySize } from './support/stress';

const OUTAGES = bySize(1, 3);
const OUTAGE_MS = bySize(1500, 5000);
const SERVICE_KEY = 'outage-test-service-key';
/** "Fail fast": no answer during the outage may take longer. */
const FAST_MS = 1000;
const UNAVAILABLE = JSON.stringify(refusal('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again later.'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(predicate: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await sleep(10);
  }
}

interface Outage {
  /** performance.now() when pg_ctl stop was called and returned, when pg_ctl start was called and returned. */
  stoppingAt: number;
  downAt: number;
  startingAt: number;
  upAt: number;
  /** When the first request sent after the restart was answered 200. */
  recoveredAt: number;
}

describe('PostgreSQL stopped under load', () => {
  let cluster: PrivatePostgres;
  let db: Database;
  let stack: TestStack;
  let target: StreamTarget;
  let players: StreamPlayer[];

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    db = openPostgres(cluster.url);
    await migrate(db);
    await seedDatabase(db);
    stack = await startStack(db, { env: { SERVICE_KEY } });
    players = await createStreamPlayers(db, 4, 1_000_000_000, stack.config.issuer);
    target = { apiUrl: await listenOnLoopback(stack.api), internalUrl: await listenOnLoopback(stack.internal), serviceKey: SERVICE_KEY };
  });
  afterAll(async () => {
    await stack?.close();
    await db?.close();
    await cluster?.remove();
  });

  const signIn = () =>
    httpRequest(`${stack.identityUrl}/realms/${stack.config.realm}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { authorization: clientAuthorization(stack.config), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: 'player@example.com', password: 'player-pass' }).toString(),
    });

  it(
    'answers 503 fast while it is down, writes nothing by halves, and recovers by itself',
    async () => {
      const stream = startMoneyStream({ target, players, label: 'outage', workers: 8 });
      const outages: Outage[] = [];
      const succeeded = () => stream.finished.filter((request) => request.status === 200).length;
      for (let index = 0; index < OUTAGES; index += 1) {
        const before = succeeded();
        await waitFor(() => succeeded() >= before + 30);
        const stoppingAt = performance.now();
        await cluster.stop();
        const downAt = performance.now();
        await sleep(OUTAGE_MS / 2);
        const tokenDuringOutage = await signIn();
        expect(tokenDuringOutage.status).toBe(503);
        expect(tokenDuringOutage.json()).toMatchObject({ error: 'temporarily_unavailable' });
        await sleep(OUTAGE_MS / 2);
        const startingAt = performance.now();
        await cluster.start();
        const upAt = performance.now();
        await waitFor(() => stream.finished.some((request) => request.sentAt > upAt && request.status === 200));
        const firstSuccess = stream.finished.find((request) => request.sentAt > upAt && request.status === 200)!;
        outages.push({ stoppingAt, downAt, startingAt, upAt, recoveredAt: firstSuccess.sentAt + firstSuccess.elapsedMs });
        expect((await signIn()).status).toBe(200);
      }
      await waitFor(() => stream.finished.filter((request) => request.sentAt > outages.at(-1)!.recoveredAt).length >= 30);
      const requests = await stream.stop();

      // Every request got an answer: success or the 503 envelope, never a 500, a 401 or silence.
      const odd = requests.filter((request) => request.status !== 200 && !(request.status === 503 && request.body === UNAVAILABLE));
      expect(odd.map((request) => `${request.status} ${request.body}`)).toEqual([]);
      for (const [index, outage] of outages.entries()) {
        // Sent and answered while the database was down (the same process serves and sends).
        const during = requests.filter((r) => r.sentAt > outage.downAt && r.sentAt + r.elapsedMs < outage.startingAt);
        expect(during.length).toBeGreaterThan(50);
        expect(during.filter((request) => request.status !== 503)).toEqual([]);
        expect(Math.max(...during.map((request) => request.elapsedMs))).toBeLessThan(FAST_MS);
        // Back within 5 s of the database, and nothing but successes once back.
        expect(outage.recoveredAt - outage.upAt).toBeLessThan(5000);
        const nextStop = outages[index + 1]?.stoppingAt ?? Infinity;
        const between = requests.filter((r) => r.sentAt > outage.recoveredAt && r.sentAt + r.elapsedMs < nextStop);
        expect(between.filter((request) => request.status !== 200)).toEqual([]);
      }
      const refused = requests.filter((request) => request.status === 503);
      report(requests, outages);

      // Nothing by halves: the invariants hold, and every success is there exactly once.
      expect(await moneyInvariants(db)).toEqual(MONEY_INVARIANTS_HOLD);
      // A 503 may have come after the commit: at most once, and a withdrawal retried under its key is then done exactly once.
      await expectDoneOnce(
        db,
        requests.filter((request) => request.status === 200),
        refused,
      );
      for (const lost of refused.filter((request) => request.kind === 'withdrawal')) {
        expect((await sendStreamRequest(target, lost)).status).toBe(200);
      }
      const stored = await requestsAndKeys(db);
      expect(stored.requests).toBe(stored.keys);
      expect(await moneyInvariants(db)).toEqual(MONEY_INVARIANTS_HOLD);
    },
    OUTAGES * 60_000,
  );

  it('survives a connection ended between two statements of a transaction: the next one fails, the process lives', async () => {
    const admin = openPostgres(cluster.url);
    try {
      const attempt = db.transaction(async (tx) => {
        const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        await sleep(200); // the server's notice arrives while no statement is running
        return tx.query('SELECT 1');
      });
      await expect(attempt).rejects.toMatchObject({ name: 'DatabaseUnavailableError' });
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.close();
    }
  });

  it('answers 503, not 401, when an API without cached keys meets the outage, and accepts the token once it is over', async () => {
    const coldApi = buildApiApp({ config: stack.config, db, mailer: noMailExpected });
    const health = () => coldApi.inject({ url: '/api/health', headers: { authorization: `Bearer ${players[0]!.token}` } });
    try {
      await cluster.stop();
      const during = await health();
      expect(during.statusCode).toBe(503);
      expect(during.body).toBe(UNAVAILABLE);
      await cluster.start();
      expect((await health()).json()).toMatchObject({ error_code: 'NO_ERROR' });
    } finally {
      await coldApi.close();
    }
  });
});

/** The figures SECURITY.md reports, printed for the record. */
function report(requests: StreamRequest[], outages: Outage[]): void {
  const refused = requests.filter((request) => request.status === 503).map((request) => request.elapsedMs);
  const lines = outages.map(
    (outage, index) =>
      `outage ${index + 1}: down ${Math.round(outage.startingAt - outage.downAt)} ms, ` +
      `first success ${Math.round(outage.recoveredAt - outage.upAt)} ms after the database was back`,
  );
  console.log(
    [
      `${requests.length} requests: ${requests.length - refused.length} answered 200, ${refused.length} answered 503`,
      `503 latency: p50 ${percentile(refused, 50).toFixed(1)} ms, p99 ${percentile(refused, 99).toFixed(1)} ms, max ${Math.max(...refused).toFixed(1)} ms`,
      ...lines,
    ].join('\n'),
  );
}
