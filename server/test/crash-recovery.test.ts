/**
 * The server process killed with SIGKILL, again and again, in the middle of a stream of
 * withdrawals and credits, over PostgreSQL and over PGlite on disk. After each kill the database
 * is opened as the next start would find it: the money invariants hold, every request the client
 * saw succeed is there exactly once, and a request whose answer was lost is there at most once.
 * Each restart first retries the lost withdrawals under their Idempotency-Keys: each is then
 * done exactly once, whether or not the killed process had committed it.
 */
import { loadConfig } from '../src/config';
import { BACKENDS } from './support/database';
import { expectDoneOnce, moneyInvariants, MONEY_INVARIANTS_HOLD, requestsAndKeys } from './support/invariants';
import { createStreamPlayers, sendStreamRequest, startMoneyStream, type StreamPlayer, type StreamRequest } from './support/money-stream';
import { createProcessDatabase, type ProcessDatabase } from './support/process-database';
import { startServerProcess } from './support/server-process';
import { bySize } from './support/stress';

const KILLS = bySize(3, 10);
const WORKERS = 8;
const SERVICE_KEY = 'crash-test-service-key';
const ISSUER = loadConfig({ NODE_ENV: 'test' }).issuer; // the server processes run with the default identity URL

async function waitFor(predicate: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.each(BACKENDS)('SIGKILL in the middle of withdrawals and credits [%s]', (backend) => {
  let store: ProcessDatabase;
  let players: StreamPlayer[];
  beforeAll(async () => {
    ({ database: store, prepared: players } = await createProcessDatabase(backend, (db) =>
      createStreamPlayers(db, 4, 1_000_000_000, ISSUER),
    ));
  });
  afterAll(() => store?.remove());

  it(
    `loses nothing and does nothing twice across ${KILLS} kills`,
    async () => {
      const succeeded: StreamRequest[] = [];
      const lostCredits: StreamRequest[] = [];
      let lostWithdrawals: StreamRequest[] = [];
      let interrupted = 0;
      let sent = 0;
      let retriedWithdrawals = 0;

      for (let kill = 1; kill <= KILLS; kill += 1) {
        const server = await startServerProcess({ ...store.env, SERVICE_KEY, RATE_LIMIT_PER_IP: '1000000' });
        for (const lost of lostWithdrawals) {
          const again = await sendStreamRequest({ ...server, serviceKey: SERVICE_KEY }, lost);
          expect([again.id, again.status]).toEqual([lost.id, 200]);
          succeeded.push(again);
        }
        retriedWithdrawals += lostWithdrawals.length;

        const stream = startMoneyStream({
          target: { ...server, serviceKey: SERVICE_KEY },
          players,
          label: `kill-${kill}`,
          workers: WORKERS,
        });
        // Killed after 20 to 60 answers, with every worker's next request in flight.
        await waitFor(() => stream.finished.length >= 20 + Math.floor(Math.random() * 40));
        const killed = server.stop('SIGKILL');
        const requests = await stream.stop();
        await killed;

        const answered = requests.filter((request) => request.status !== undefined);
        expect(answered.filter((request) => request.status !== 200).map((request) => `${request.status} ${request.body}`)).toEqual([]);
        succeeded.push(...answered);
        lostWithdrawals = requests.filter((request) => request.status === undefined && request.kind === 'withdrawal');
        lostCredits.push(...requests.filter((request) => request.status === undefined && request.kind === 'credit'));
        interrupted += requests.length - answered.length;
        sent += requests.length;

        const db = await store.open();
        try {
          expect(await moneyInvariants(db)).toEqual(MONEY_INVARIANTS_HOLD);
          await expectDoneOnce(db, succeeded, lostCredits);
          // Every withdrawal is keyed: as many requests as stored keys, so none was done twice.
          const stored = await requestsAndKeys(db);
          expect(stored.requests).toBe(stored.keys);
          expect(stored.requests).toBeGreaterThanOrEqual(succeeded.filter((request) => request.kind === 'withdrawal').length);
        } finally {
          await db.close();
        }
      }
      // The kills did land mid-stream: some requests never got their answer.
      expect(interrupted).toBeGreaterThan(0);
      console.log(
        `${KILLS} kills on ${backend}: ${sent} requests sent, ${sent - interrupted} answered 200, ${interrupted} unanswered ` +
          `(${lostCredits.length} credits, found at most once; withdrawals retried under their keys: ${retriedWithdrawals}, each 200)`,
      );
    },
    KILLS * 30_000,
  );
});
