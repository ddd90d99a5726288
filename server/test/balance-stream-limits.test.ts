/**
 * Live-balance streams are bounded (ADR 040): per replica and per client network, a new
 * stream beyond the cap is refused with 503, Retry-After and the JSON envelope, and a slot frees
 * up when its stream closes; parallel opens never over-admit; a stream ends after its lifetime
 * with a `reconnect` event. Real HTTP over loopback, each client address its own 127.0.0.x.
 */
import http from 'node:http';
import { eventStreams } from 'contract/endpoints';
import { accessTokenSigner, type TokenSubject } from '../src/domain/access-tokens';
import { createPlayer, devPersonalDataKeys } from '../src/seed/factories';
import { createStreamSlots, defaultStreamsPerReplica, openDescriptors, openFileLimit, type StreamSlots } from '../src/http/stream-slots';
import { STREAM_RETRY_AFTER_SECONDS } from '../src/routes/api/balance-events';
import { describeEachDatabase, type SuiteContext } from './support/database';
import { openEventStream, type OpenedStream } from './support/event-stream';
import { listenOnLoopback } from './support/http';
import { bearer, startStack, testConfig, type TestStack } from './support/test-apps';

const PER_ADDRESS = 3;
const PER_REPLICA = 6;
const LIMITS = { BALANCE_STREAMS_PER_REPLICA: String(PER_REPLICA), BALANCE_STREAMS_PER_ADDRESS: String(PER_ADDRESS) };

/** A stack whose streams take their slots from `slots` (built from the stack's own configuration). */
async function streamingStack(context: SuiteContext, env: Record<string, string>) {
  const config = testConfig(env);
  const { perReplica = 1000, perAddress } = config.balanceStreams;
  const slots = createStreamSlots({ perReplica, perAddress, ipv6PrefixLength: config.rateLimits.ipv6PrefixLength });
  const stack = await startStack(context.db, { env, balanceEvents: { slots } });
  const url = `${await listenOnLoopback(stack.api)}${eventStreams.playerEvents.path}`;
  const sign = await accessTokenSigner(context.db, devPersonalDataKeys(), {
    issuer: stack.config.issuer,
    clientId: stack.config.clientId,
    ttlSeconds: 3600,
  });
  /** A stream of a new player (so the per-player limit never interferes) from `localAddress`. */
  const open = async (localAddress: string, headers: Record<string, string> = {}) =>
    openEventStream(url, { ...bearer(await sign(await createPlayer(context.db, { coins: 1 }))), ...headers }, { localAddress });
  return { stack, slots, open, url, sign };
}

/** Sends a stream request and drops the connection `delayMs` later, before (or as) the answer starts. */
async function abandonedOpen(url: string, token: string, localAddress: string, delayMs: number) {
  await new Promise<void>((resolve) => {
    const request = http.request(url, { agent: false, localAddress, headers: bearer(token) });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.end(() => setTimeout(() => request.destroy(), delayMs));
  });
}

async function waitUntil(condition: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function expectRefused(stream: OpenedStream, reason: RegExp) {
  expect(stream.status).toBe(503);
  await stream.ended;
  expect(stream.headers['retry-after']).toBe(String(STREAM_RETRY_AFTER_SECONDS));
  expect(stream.headers['content-type']).toMatch(/^application\/json/);
  // The refused client's connection is closed too: it holds no descriptor while it waits.
  expect(stream.headers.connection).toBe('close');
  const envelope = JSON.parse(stream.text()) as Record<string, unknown>;
  expect(envelope).toMatchObject({ status: false, error_code: 'SERVICE_UNAVAILABLE', content: null });
  expect(envelope.message).toMatch(reason);
}

describeEachDatabase('balance streams: caps per replica and per address', (context) => {
  let stack: TestStack;
  let slots: StreamSlots;
  let open: (localAddress: string, headers?: Record<string, string>) => Promise<OpenedStream>;
  let streamsUrl: string;
  let sign: (player: TokenSubject) => Promise<string>;
  const opened: OpenedStream[] = [];
  const track = async (opening: Promise<OpenedStream>) => {
    const stream = await opening;
    opened.push(stream);
    return stream;
  };

  beforeAll(async () => {
    ({ stack, slots, open, url: streamsUrl, sign } = await streamingStack(context, LIMITS));
  });
  afterEach(async () => {
    opened.splice(0).forEach((stream) => stream.close());
    await waitUntil(() => slots.open() === 0);
  });
  afterAll(() => stack.close());

  it(`refuses the ${PER_ADDRESS + 1}th stream from one address with 503 and Retry-After, serves other addresses, and frees the slot on close`, async () => {
    const mine: OpenedStream[] = [];
    for (let index = 0; index < PER_ADDRESS; index += 1) mine.push(await track(open('127.0.0.2')));
    expect(mine.map((stream) => stream.status)).toEqual(Array(PER_ADDRESS).fill(200));
    // From the shell's origin, as the browser asks: it may read Retry-After (CORS hides it otherwise).
    const refused = await track(open('127.0.0.2', { origin: stack.config.corsOrigins[0]! }));
    await expectRefused(refused, /from your network/);
    expect(refused.headers['access-control-allow-origin']).toBe(stack.config.corsOrigins[0]);
    expect(String(refused.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/)).toContain('retry-after');
    expect((await track(open('127.0.0.3'))).status).toBe(200);
    expect(slots.open('127.0.0.2')).toBe(PER_ADDRESS);

    mine[0]!.close();
    await waitUntil(() => slots.open('127.0.0.2') === PER_ADDRESS - 1);
    expect((await track(open('127.0.0.2'))).status).toBe(200);
  });

  it(`refuses the ${PER_REPLICA + 1}th stream of the replica, from any address, and frees the slot on close`, async () => {
    const streams: OpenedStream[] = [];
    for (let index = 0; index < PER_REPLICA; index += 1) streams.push(await track(open(`127.0.1.${index + 1}`)));
    expect(streams.map((stream) => stream.status)).toEqual(Array(PER_REPLICA).fill(200));
    await expectRefused(await track(open('127.0.1.100')), /as many live balance streams/);
    streams[2]!.close();
    await waitUntil(() => slots.open() === PER_REPLICA - 1);
    expect((await track(open('127.0.1.100'))).status).toBe(200);
  });

  it('admits exactly the cap of 24 parallel opens from one address, and of 24 from 24 addresses', async () => {
    const fromOne = await Promise.all(Array.from({ length: 24 }, () => track(open('127.0.2.1'))));
    expect(fromOne.filter((stream) => stream.status === 200)).toHaveLength(PER_ADDRESS);
    expect(fromOne.filter((stream) => stream.status === 503)).toHaveLength(24 - PER_ADDRESS);
    expect(slots.open()).toBe(PER_ADDRESS);

    const fromMany = await Promise.all(Array.from({ length: 24 }, (_, index) => track(open(`127.0.3.${index + 1}`))));
    expect(fromMany.filter((stream) => stream.status === 200)).toHaveLength(PER_REPLICA - PER_ADDRESS);
    expect(slots.open()).toBe(PER_REPLICA);
  });

  it('gives the slot back when the client goes away while its stream is being opened', async () => {
    for (let delayMs = 0; delayMs <= 20; delayMs += 2) {
      await abandonedOpen(streamsUrl, await sign(await createPlayer(context.db, { coins: 1 })), '127.0.4.1', delayMs);
    }
    await waitUntil(() => slots.open() === 0);
    const again = await Promise.all(Array.from({ length: PER_ADDRESS }, () => track(open('127.0.4.1'))));
    expect(again.map((stream) => stream.status)).toEqual(Array(PER_ADDRESS).fill(200));
  });
});

describeEachDatabase('balance streams: a bounded life', (context) => {
  let stack: TestStack;
  let slots: StreamSlots;
  let open: (localAddress: string) => Promise<OpenedStream>;

  beforeAll(async () => {
    ({ stack, slots, open } = await streamingStack(context, { BALANCE_STREAM_MAX_SECONDS: '1' }));
  });
  afterAll(() => stack.close());

  it('ends a stream after its lifetime (75–100% of BALANCE_STREAM_MAX_SECONDS) with a reconnect event, and frees its slot', async () => {
    const started = Date.now();
    const streams = await Promise.all(Array.from({ length: 4 }, (_, index) => open(`127.0.5.${index + 1}`)));
    await Promise.all(streams.map((stream) => stream.ended));
    const lasted = Date.now() - started;
    expect(lasted).toBeGreaterThanOrEqual(700);
    expect(lasted).toBeLessThan(2500);
    for (const stream of streams) {
      expect(stream.status).toBe(200);
      expect(stream.events.map((event) => event.event)).toEqual(['balance', 'reconnect']);
    }
    await waitUntil(() => slots.open() === 0);
  });
});

describe('stream slots', () => {
  it('counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    const slots = createStreamSlots({ perReplica: 100, perAddress: 2, ipv6PrefixLength: 64 });
    expect('release' in slots.take('2001:db8:1:2::1')).toBe(true);
    expect('release' in slots.take('2001:db8:1:2::ffff')).toBe(true);
    expect(slots.take('2001:db8:1:2:abcd::9')).toEqual({ refused: 'address' });
    expect('release' in slots.take('2001:db8:1:3::1')).toBe(true);
    expect('release' in slots.take('::ffff:192.0.2.7')).toBe(true);
    expect('release' in slots.take('192.0.2.7')).toBe(true);
    expect(slots.take('192.0.2.7')).toEqual({ refused: 'address' });
  });

  it('releases a slot once however often release is called', () => {
    const slots = createStreamSlots({ perReplica: 2, perAddress: 2, ipv6PrefixLength: 64 });
    const first = slots.take('192.0.2.1');
    if (!('release' in first)) throw new Error('refused');
    first.release();
    first.release();
    expect(slots.open()).toBe(0);
    slots.take('192.0.2.1');
    slots.take('192.0.2.2');
    expect(slots.take('192.0.2.3')).toEqual({ refused: 'replica' });
  });

  it('defaults to half the descriptors left after start-up, at most 4,000, as the process reads them', () => {
    expect(defaultStreamsPerReplica({ limit: 1024, inUse: 30 })).toBe(497);
    expect(defaultStreamsPerReplica({ limit: 256, inUse: 100 })).toBe(78);
    expect(defaultStreamsPerReplica({ limit: 1_048_576, inUse: 30 })).toBe(4000);
    expect(defaultStreamsPerReplica({ limit: 64, inUse: 80 })).toBe(1);
    expect(openFileLimit()).toBeGreaterThan(0);
    expect(openFileLimit('/nonexistent')).toBeUndefined();
    expect(openDescriptors()).toBeGreaterThan(0);
    expect(openDescriptors('/nonexistent')).toBeUndefined();
  });
});
