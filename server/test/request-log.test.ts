/**
 * The cheap request log of reads and the precomputed security headers (ADR 072): the same line
 * and the same header bytes as before, nothing more in either.
 */
import net from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import pino from 'pino';
import { exposeRequestId, headersSetBy, LinesAtOnce, sendSecurityHeaders, serverOptions } from '../src/http/server-options';

function collect() {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return { stream, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const SECRET = 'Bearer eyJhbGciOiJSUzI1NiJ9.secret-claims.secret-signature';

describe('the request log of a read', () => {
  let app: FastifyInstance;
  const log = collect();
  /** What pino wrote for the same request before (ADR 072's first controller), captured when the answer ends. */
  const pinoLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    app = Fastify(serverOptions({ logLevel: 'info' }, 'api', log.stream));
    app.get('/profile', async () => ({ ok: true }));
    app.addHook('onResponse', async (request, reply) => {
      const pinoLog = collect();
      const logger = Fastify(serverOptions({ logLevel: 'info' }, 'api', pinoLog.stream)).log.child({ requestId: request.id });
      logger.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      pinoLines.push(...pinoLog.records());
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('is the line pino wrote, key for key and in its order, with no header, cookie or body in it', async () => {
    const response = await fetch(`${app.listeningOrigin}/profile?uuid=0b9a7f3e-5c1d-4e2a-9f00-1a2b3c4d5e6f`, {
      headers: { authorization: SECRET, cookie: 'session=secret-cookie', 'accept-version': '2' },
    });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    const [line] = log.records().filter((record) => record.msg === 'request completed');
    const [before] = pinoLines;
    expect(Object.keys(line!)).toEqual(Object.keys(before!));
    const { time: _time, responseTime, ...rest } = line!;
    const { time: _pinoTime, responseTime: _pinoResponseTime, ...pinoRest } = before!;
    expect(rest).toEqual(pinoRest);
    expect(rest).toMatchObject({
      level: 30,
      service: 'api',
      req: { method: 'GET', url: '/profile?uuid=0b9a7f3e-5c1d-4e2a-9f00-1a2b3c4d5e6f', version: '2', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(typeof responseTime).toBe('number');
    expect(log.lines.join('\n')).not.toMatch(/secret/);
  });

  it('is the only line of a read, and none below the info level', async () => {
    const quiet = collect();
    const quietApp = Fastify(serverOptions({ logLevel: 'warn' }, 'api', quiet.stream));
    quietApp.get('/profile', async () => ({ ok: true }));
    await quietApp.inject('/profile');
    expect(quiet.lines).toEqual([]);
    const before = log.lines.length;
    const response = await app.inject('/profile');
    expect(
      log
        .records()
        .slice(before)
        .map((record) => [record.msg, record.requestId]),
    ).toEqual([['request completed', response.headers['x-request-id'] ?? expect.any(String)]]);
    await quietApp.close();
  });
});

describe('the process log destination', () => {
  it('is one buffered stream for every listener, written at 4 KiB or each second', () => {
    const streams = (['api', 'identity', 'internal'] as const).map(
      (service) => (serverOptions({ logLevel: 'info' }, service).logger as unknown as { stream: object }).stream,
    );
    expect(new Set(streams).size).toBe(1);
    expect(streams[0]).toBeInstanceOf(LinesAtOnce);
    expect((streams[0] as LinesAtOnce).destination).toMatchObject({ sync: true, minLength: 4096, _periodicFlush: 1000 });
  });

  it("writes a change's arrival out before the change runs, and leaves reads' lines gathered", async () => {
    const log = collect();
    const flushes: string[] = [];
    const destination = Object.assign(log.stream, { flushSync: () => flushes.push(log.lines.at(-1) ?? '') });
    const app = Fastify(serverOptions({ logLevel: 'info' }, 'api', destination));
    app.get('/read', async () => ({ ok: true }));
    app.post('/change', async () => {
      flushes.push('handler');
      return { ok: true };
    });
    await app.inject('/read');
    expect(flushes).toEqual([]);
    await app.inject({ method: 'POST', url: '/change', payload: {} });
    expect(flushes.slice(0, 2)).toEqual([expect.stringContaining('"msg":"incoming request"'), 'handler']);
    await app.close();
  });

  it("writes every line but a read's out at once: a start-up line is never left in the buffer", () => {
    const log = collect();
    const flushes: string[] = [];
    const destination = Object.assign(log.stream, { flushSync: () => flushes.push(log.lines.at(-1) ?? '') });
    const { stream } = serverOptions({ logLevel: 'info' }, 'api', destination).logger as unknown as { stream: LinesAtOnce };
    const logger = pino({ level: 'info' }, stream);
    logger.info({ streamsPerReplica: 89 }, 'live-balance streams');
    expect(flushes).toEqual([expect.stringContaining('"streamsPerReplica":89')]);
  });
});

describe('security headers', () => {
  it('are recorded from helmet once, in its order and spelling', () => {
    const middleware = helmet({ contentSecurityPolicy: false, xFrameOptions: { action: 'sameorigin' }, xPoweredBy: false });
    expect(headersSetBy(middleware).map(([name]) => name)).toContain('X-Frame-Options');
    expect(headersSetBy(middleware)).toContainEqual(['X-Frame-Options', 'SAMEORIGIN']);
  });

  it("reach the wire as helmet wrote them, before the answer's own headers", async () => {
    const app = Fastify({ genReqId: () => 'request-1' });
    exposeRequestId(app);
    sendSecurityHeaders(app);
    app.get('/x', async () => ({ a: 1 }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const head = await new Promise<string>((resolve) => {
      let data = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data.split('\r\n\r\n')[0]!));
    });
    await app.close();
    expect(head.split('\r\n').slice(1, 5)).toEqual([
      "Content-Security-Policy: default-src 'none';frame-ancestors 'none'",
      'Cross-Origin-Resource-Policy: same-origin',
      'X-Content-Type-Options: nosniff',
      'X-Frame-Options: DENY',
    ]);
  });
});
