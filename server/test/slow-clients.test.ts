/**
 * Slow and oversized requests (slowloris-style), bounded in number and time, on loopback, while a
 * signed-in player keeps reading their profile and transactions. The player must still be
 * answered promptly; the server must cut each slow client off by its header and request timeouts
 * (lowered here through the same settings production uses) with a 408 envelope, and refuse
 * oversized bodies and heads at once (413, 431). The HTTP layer is the same on both databases:
 * this runs on PGlite.
 */
import { createTestDatabase, type TestDatabase } from './support/database';
import { httpRequest, listenOnLoopback, percentile } from './support/http';
import { rawExchange, type RawAnswer } from './support/raw-http';
import { startStack, type TestStack } from './support/test-apps';
import { bySize } from './support/stress';
import { signedInPlayer, type SignedInPlayer } from './support/withdrawals';

const SLOW_CLIENTS = bySize(300, 1500);
const ATTACK_MS = bySize(4000, 15_000);
const HEADERS_TIMEOUT_SECONDS = 1;
const REQUEST_TIMEOUT_SECONDS = 2;
/** How late after its timeout the server may cut a slow client: its check runs once a second, plus load. */
const CUT_SLACK_MS = 2500;
const PROMPT_MS = 1000;

const refusal = (message: string) => ({ status: false, error_code: 'VALIDATION_FAILED', message, content: null });

describe('slow and oversized requests', () => {
  let testDatabase: TestDatabase;
  let stack: TestStack;
  let apiUrl: string;
  let port: number;
  let player: SignedInPlayer;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('pglite');
    stack = await startStack(testDatabase.db, {
      env: { HEADERS_TIMEOUT_SECONDS: String(HEADERS_TIMEOUT_SECONDS), REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS) },
    });
    apiUrl = await listenOnLoopback(stack.api);
    port = Number(new URL(apiUrl).port);
    player = await signedInPlayer(stack, testDatabase.db, { coins: 7000 });
  });
  afterAll(async () => {
    await stack.close();
    await testDatabase.drop();
  });

  /** The player's reads, four at a time, each on a new connection, for `ms`. */
  async function playerReads(ms: number): Promise<{ statuses: number[]; latencies: number[] }> {
    const statuses: number[] = [];
    const latencies: number[] = [];
    const until = performance.now() + ms;
    const reader = async (path: string) => {
      while (performance.now() < until) {
        const answer = await httpRequest(`${apiUrl}${path}?uuid=${player.id}`, { headers: { authorization: `Bearer ${player.token}` } });
        statuses.push(answer.status);
        latencies.push(answer.elapsedMs);
      }
    };
    await Promise.all(['/api/external/v1/profile', '/api/external/v1/transactions'].flatMap((path) => [reader(path), reader(path)]));
    return { statuses, latencies };
  }

  const POST_HEAD = (length: number) =>
    `POST /api/open/contact-support HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  const SLOW_KINDS = {
    'silent: connects and sends nothing': { head: '' },
    'slow head: a header line every 250 ms, never the blank line': {
      head: 'GET /api/open/v1/country HTTP/1.1\r\nHost: x\r\n',
      drip: 'X-Slow: 1\r\n',
    },
    'slow body: 16,000 bytes announced, 10 sent every 250 ms': { head: POST_HEAD(16_000), drip: '          ' },
  } as const;

  it(
    `answers a player promptly while ${SLOW_CLIENTS} slow clients hold connections, and cuts each of them off`,
    async () => {
      const baseline = await playerReads(1000);
      const kinds = Object.entries(SLOW_KINDS);
      // Opened 100 at a time, every 50 ms: a burst beyond the listen backlog (511) would measure the
      // kernel's SYN retries rather than the server.
      const attack = Promise.all(
        Array.from({ length: SLOW_CLIENTS }, async (_, index) => {
          await new Promise((resolve) => setTimeout(resolve, Math.floor(index / 100) * 50));
          const [kind, options] = kinds[index % kinds.length]!;
          return { kind, answer: await rawExchange(port, { ...options, maxMs: ATTACK_MS }) };
        }),
      );
      const during = await playerReads(ATTACK_MS - 1000);
      const slow = await attack;

      expect(during.statuses.filter((status) => status !== 200)).toEqual([]);
      const p99 = percentile(during.latencies, 99);
      console.log(
        `player reads: ${baseline.latencies.length} before (p99 ${percentile(baseline.latencies, 99).toFixed(1)} ms), ` +
          `${during.latencies.length} during ${SLOW_CLIENTS} slow clients (p50 ${percentile(during.latencies, 50).toFixed(1)} ms, ` +
          `p99 ${p99.toFixed(1)} ms, max ${Math.max(...during.latencies).toFixed(1)} ms)\n` +
          kinds
            .map(([kind]) => {
              const cut = slow.filter((client) => client.kind === kind).map((client) => client.answer.closedAfterMs ?? Infinity);
              return `${kind}: cut after ${Math.min(...cut).toFixed(0)}-${Math.max(...cut).toFixed(0)} ms`;
            })
            .join('\n'),
      );
      expect(p99).toBeLessThan(PROMPT_MS);

      const cutOffBy = (kind: string, timeoutSeconds: number) => {
        const clients = slow.filter((client) => client.kind === kind).map((client) => client.answer);
        expect(clients.length).toBeGreaterThan(0);
        expect(clients.filter((answer) => !(answer.closedAfterMs! < timeoutSeconds * 1000 + CUT_SLACK_MS))).toEqual([]);
        return clients;
      };
      // Node closes a connection that sent nothing without a word; the others get the 408 envelope.
      cutOffBy('silent: connects and sends nothing', HEADERS_TIMEOUT_SECONDS);
      for (const answer of [
        ...cutOffBy('slow head: a header line every 250 ms, never the blank line', HEADERS_TIMEOUT_SECONDS),
        ...cutOffBy('slow body: 16,000 bytes announced, 10 sent every 250 ms', REQUEST_TIMEOUT_SECONDS),
      ]) {
        expect(answer.status).toBe(408);
        expect(JSON.parse(answer.body!)).toEqual(refusal('The request did not arrive in time.'));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      const open = await new Promise<number>((resolve) => stack.api.server.getConnections((_, count) => resolve(count)));
      expect(open).toBe(0);
    },
    ATTACK_MS + 30_000,
  );

  it('refuses oversized bodies and heads at once, without reading them to the end', async () => {
    const exchange = (head: string, drip?: string) => rawExchange(port, { head, drip, dripEveryMs: 5, maxMs: 5000 });
    const answers: Record<string, RawAnswer> = {
      'a 10 MB body announced': await exchange(POST_HEAD(10_000_000), 'x'.repeat(1024)),
      'a chunked body that never ends': await exchange(
        'POST /api/open/contact-support HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
        `400\r\n${'x'.repeat(1024)}\r\n`,
      ),
      'a 20 KiB header': await exchange(`GET /api/open/v1/country HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20 * 1024)}\r\n\r\n`),
      'a 100 KiB URL': await exchange(`GET /api/open/v1/country?q=${'x'.repeat(100 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    };
    for (const [name, answer] of Object.entries(answers)) {
      const [status, message] = name.includes('body')
        ? [413, 'The request body is larger than 16 KiB.']
        : [431, 'The request headers are larger than 16 KiB.'];
      expect([name, answer.status, JSON.parse(answer.body ?? 'null')]).toEqual([name, status, refusal(message)]);
      expect([name, answer.closedAfterMs! < 2000]).toEqual([name, true]);
    }
    // The identity's token endpoint takes forms of 4 KiB at most.
    const form = await httpRequest(`${stack.identityUrl}/realms/${stack.config.realm}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `username=${'x'.repeat(8192)}`,
    });
    expect([form.status, form.json()]).toEqual([413, { error: 'invalid_request', error_description: expect.any(String) }]);
    // And the player is served as before.
    const profile = await httpRequest(`${apiUrl}/api/external/v1/profile?uuid=${player.id}`, {
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(profile.status).toBe(200);
  });
});
