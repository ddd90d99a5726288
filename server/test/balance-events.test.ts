/**
 * The live balance (ADR 033): GET /api/external/v1/events over a real listening server. Credits and
 * debits are announced on commit only, to that player's streams only; the stream ends with its
 * token; a player has at most a few streams; a closed client leaves nothing subscribed.
 */
import { eventStreams } from 'contract/endpoints';
import { buildApiApp, jwksUrl } from '../src/app';
import { LISTENER_APPLICATION_NAME } from '../src/db/postgres';
import { createAccessTokenVerifier } from '../src/domain/access-tokens';
import { createBalanceHub, type BalanceHub } from '../src/domain/balance-events';
import { creditCoins } from '../src/domain/coins';
import { describeEachDatabase } from './support/database';
import { coinsOf, openEventStream, type OpenedStream, type StreamedEvent } from './support/event-stream';
import { listenOnLoopback } from './support/http';
import { signedInOperator } from './support/payouts';
import { bearer, clientAuthorization, noMailExpected, startStack, type TestStack } from './support/test-apps';
import { signedInPlayer, withdraw } from './support/withdrawals';

const SERVICE_KEY = 'test-service-key-0123456789';
const HEARTBEAT_MS = 300;
const MAX_STREAMS = 3;
const isBalance = (coins: number) => (event: StreamedEvent) => event.event === 'balance' && coinsOf(event) === coins;

describeEachDatabase('balance events: the live balance stream', (context) => {
  let stack: TestStack;
  let baseUrl: string;
  let hub: BalanceHub;
  let keys = 0;
  const opened: OpenedStream[] = [];

  beforeAll(async () => {
    stack = await startStack(context.db, {
      env: { SERVICE_KEY, INTERNAL_KEY_FAILURES_PER_MINUTE: '1000', HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '1' },
      balanceEvents: { hub: (hub = createBalanceHub(context.db, MAX_STREAMS)), heartbeatMs: HEARTBEAT_MS },
    });
    baseUrl = await listenOnLoopback(stack.api);
  });
  afterEach(() => opened.splice(0).forEach((stream) => stream.close()));
  afterAll(() => stack.close());

  async function stream(token: string | null, url = `${baseUrl}${eventStreams.playerEvents.path}`) {
    const opening = await openEventStream(url, token === null ? {} : bearer(token));
    opened.push(opening);
    return opening;
  }

  const credit = (email: string, amount: number) =>
    stack.internal.inject({
      method: 'POST',
      url: '/api/internal/v1/coins/credit',
      headers: { 'x-service-key': SERVICE_KEY, 'idempotency-key': `events-${(keys += 1)}` },
      payload: { source: 'games', email, amount },
    });

  const databaseCoins = async (playerId: string) =>
    (await context.db.query<{ coins: number }>('SELECT coins FROM players WHERE id = $1', [playerId])).rows[0]!.coins;

  it('answers an unbuffered, uncached event stream whose first event is the balance in the database', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 700, withBankDetails: false });
    const events = await stream(player.token);
    expect(events.status).toBe(200);
    expect(events.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    expect(events.headers['content-encoding']).toBeUndefined();
    await events.waitFor(isBalance(700));
    const { rows } = await context.db.query<{ version: number }>('SELECT max(id)::int AS version FROM coin_ledger WHERE player_id = $1', [
      player.id,
    ]);
    expect(events.events).toEqual([{ event: 'balance', data: JSON.stringify({ coins: 700, version: rows[0]!.version ?? 0 }) }]);
  });

  it('sends a credit through the internal listener and a withdrawal, to this player only', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 5000 });
    const other = await signedInPlayer(stack, context.db, { coins: 10, withBankDetails: false });
    const mine = await stream(player.token);
    const theirs = await stream(other.token);
    await Promise.all([mine.waitFor(isBalance(5000)), theirs.waitFor(isBalance(10))]);
    expect((await credit(player.email, 250)).statusCode).toBe(200);
    await mine.waitFor(isBalance(5250));
    const withdrawal = await withdraw(
      stack.api,
      player.token,
      { uuid: player.id, selectedTierAmount: 5000 },
      { 'idempotency-key': 'events-withdrawal' },
    );
    expect(withdrawal.statusCode).toBe(200);
    await mine.waitFor(isBalance(250));
    expect(mine.events.map(coinsOf)).toEqual([5000, 5250, 250]);
    expect(theirs.events.map(coinsOf)).toEqual([10]);
  });

  it('sends nothing for a credit whose transaction rolls back', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 40, withBankDetails: false });
    const events = await stream(player.token);
    await events.waitFor(isBalance(40));
    await expect(
      context.db.transaction(async (tx) => {
        await creditCoins(tx, player.id, 1000, 'rolled back');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await context.db.transaction((tx) => creditCoins(tx, player.id, 2, 'committed'));
    await events.waitFor(isBalance(42));
    expect(events.events.map(coinsOf)).toEqual([40, 42]);
  });

  it('sends every change to each of the player’s streams', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 1, withBankDetails: false });
    const [first, second] = [await stream(player.token), await stream(player.token)];
    await Promise.all([first.waitFor(isBalance(1)), second.waitFor(isBalance(1))]);
    expect((await credit(player.email, 9)).statusCode).toBe(200);
    await Promise.all([first.waitFor(isBalance(10)), second.waitFor(isBalance(10))]);
  });

  it('ends with the last balance equal to the database’s after 20 parallel credits', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 0, withBankDetails: false });
    const events = await stream(player.token);
    await events.waitFor((event) => event.event === 'balance');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => credit(player.email, index + 1)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const total = await databaseCoins(player.id);
    expect(total).toBe(210);
    await events.waitFor(isBalance(total));
    const seen = events.events.map(coinsOf);
    expect(seen.at(-1)).toBe(total);
    // Never an older balance after a newer one.
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('never follows the balance it read with an older one that was announced before the read', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 0, withBankDetails: false });
    await context.db.transaction((tx) => creditCoins(tx, player.id, 100, 'before the stream'));
    // A hub whose notification of an earlier change is delivered while the stream reads the balance.
    const lateHub = createBalanceHub(context.db);
    const api = buildApiApp({
      config: stack.config,
      db: context.db,
      mailer: noMailExpected,
      balanceEvents: {
        hub: {
          ...lateHub,
          async subscribe(playerId, subscriber) {
            const unsubscribe = await lateHub.subscribe(playerId, subscriber);
            subscriber.onChange({ playerId, coins: 0, version: 1 });
            return unsubscribe;
          },
        },
      },
    });
    try {
      const events = await stream(player.token, `${await listenOnLoopback(api)}${eventStreams.playerEvents.path}`);
      await events.waitFor(isBalance(100));
      await context.db.transaction((tx) => creditCoins(tx, player.id, 1, 'after'));
      await events.waitFor(isBalance(101));
      expect(events.events.map(coinsOf)).toEqual([100, 101]);
    } finally {
      await api.close();
    }
  });

  it('refuses a request without a token (401) and an operator’s token (403)', async () => {
    const anonymous = await stream(null);
    await anonymous.ended;
    expect(anonymous.status).toBe(401);
    const operator = await signedInOperator(stack, context.db);
    const refused = await stream(operator.token);
    await refused.ended;
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
  });

  it('keeps a stream open past the request timeout with heartbeats, and ends it when its session ends', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 3, withBankDetails: false });
    const events = await stream(player.token);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(events.comments).toBeGreaterThanOrEqual(3);
    const revoked = await stack.identity.inject({
      method: 'POST',
      url: `/realms/${stack.config.realm}/protocol/openid-connect/revoke`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: clientAuthorization(stack.config) },
      payload: new URLSearchParams({ token: player.token, token_type_hint: 'access_token' }).toString(),
    });
    expect(revoked.statusCode).toBe(200);
    await events.ended;
  });

  it(`keeps at most ${MAX_STREAMS} streams per player: a new one closes the oldest, telling it it was replaced`, async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 5, withBankDetails: false });
    const streams: OpenedStream[] = [];
    for (let index = 0; index < MAX_STREAMS + 1; index += 1) {
      streams.push(await stream(player.token));
      await streams.at(-1)!.waitFor(isBalance(5));
    }
    await streams[0]!.ended;
    expect(hub.subscriberCount(player.id)).toBe(MAX_STREAMS);
    expect((await credit(player.email, 1)).statusCode).toBe(200);
    await Promise.all(streams.slice(1).map((open) => open.waitFor(isBalance(6))));
    expect(streams[0]!.events.map((event) => event.event)).toEqual(['balance', 'replaced']);
    expect(coinsOf(streams[0]!.events[0]!)).toBe(5);
  });

  it('ends the stream when the access token expires', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 8, withBankDetails: false });
    const { issuer, clientId } = stack.config;
    const verify = createAccessTokenVerifier({ issuer, clientId, jwksUrl: jwksUrl(stack.config), maxLifetimeSeconds: 3600 });
    // The real token, verified as usual, but read as expiring in a second (the identity issues 60 s at least).
    const expiresSoon = Date.now() / 1000 + 1;
    const verifyAccessToken = async (token: string) => ({ ...(await verify(token)), exp: expiresSoon });
    const api = buildApiApp({ config: stack.config, db: context.db, mailer: noMailExpected, verifyAccessToken });
    try {
      const events = await stream(player.token, `${await listenOnLoopback(api)}${eventStreams.playerEvents.path}`);
      await events.waitFor(isBalance(8));
      const started = Date.now();
      await events.ended;
      expect(Date.now()).toBeGreaterThanOrEqual(expiresSoon * 1000 - 50);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await api.close();
    }
  });

  it('keeps streaming after PostgreSQL drops the listening connection, re-reading the balance it may have missed', async () => {
    if (context.backend !== 'postgres') return; // PGlite's one embedded connection cannot drop
    const player = await signedInPlayer(stack, context.db, { coins: 20, withBankDetails: false });
    const events = await stream(player.token);
    await events.waitFor(isBalance(20));
    await context.db.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [LISTENER_APPLICATION_NAME],
    );
    // Credited while nobody listens: only the re-read after the reconnection can show it.
    await context.db.transaction((tx) => creditCoins(tx, player.id, 5, 'while the listener is down'));
    await events.waitFor(isBalance(25), { timeoutMs: 5000 });
    expect((await credit(player.email, 5)).statusCode).toBe(200);
    await events.waitFor(isBalance(30));
  });

  it('leaves no subscriber behind when the client goes away', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 2, withBankDetails: false });
    const events = await stream(player.token);
    await events.waitFor(isBalance(2));
    expect(hub.subscriberCount(player.id)).toBe(1);
    events.close();
    await events.ended;
    await waitUntil(() => hub.subscriberCount(player.id) === 0);
    expect((await credit(player.email, 1)).statusCode).toBe(200);
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
