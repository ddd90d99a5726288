import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import helmet from 'helmet';
import pino from 'pino';
import type { FastifyHttpOptions, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { RequestLogController, type LogDestination } from './request-log';

/** Larger bodies are refused with 413: every request of the spec is a small form. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/** Secrets that must never reach a log line, wherever they appear in a logged object. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-service-key"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-service-key"]',
  'password',
  '*.password',
  'code',
  'body.code',
  'req.body.code',
  'access_token',
  '*.access_token',
  'token',
  '*.token',
  // Database errors carry their statement's parameters (password and code hashes among them).
  'err.params',
  'err.cause.params',
];

/**
 * What pino writes through: each line written out at once (a start-up line, a warning, an error, a
 * change's arrival, which must be out before the change runs), together with the reads' lines
 * gathered before it, in order. Only the reads' own lines (RequestLogController) wait in the
 * destination's buffer (ADR 072).
 */
export class LinesAtOnce {
  constructor(readonly destination: LogDestination) {}
  write(line: string): boolean {
    this.destination.write(line);
    this.destination.flushSync?.();
    return true;
  }
}

let stdout: LinesAtOnce | undefined;

/**
 * The process's log destination, shared by its three listeners: the reads' lines are gathered in
 * memory and written 4 KiB at a time, or each second at the latest, instead of one write per line
 * (ADR 072); every other line goes out at once (LinesAtOnce). Writes are synchronous, and what is
 * gathered is written when the process exits, a crash included. A kill -9 or an out-of-memory
 * abort loses at most the last second of reads' lines.
 */
function stdoutDestination(): LinesAtOnce {
  if (!stdout) {
    const destination = pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 1000 });
    // pino flushes at exit only the destinations it writes asynchronously: this one's last lines
    // (the shutdown's, a crash's) would be lost otherwise.
    process.once('exit', () => destination.flushSync());
    stdout = new LinesAtOnce(destination);
  }
  return stdout;
}

const DEFAULT_TIMEOUTS: Config['httpTimeouts'] = { headersSeconds: 10, requestSeconds: 30 };

/**
 * Options both listeners share: structured pino logs with request ids, redaction, body limit,
 * which proxies to trust, and how long a client may take to send a request.
 * Logs go to stdout unless a stream is given (tests read them back).
 */
export function serverOptions(
  config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'trustProxy' | 'httpTimeouts'>>,
  service: 'api' | 'identity' | 'internal',
  logStream?: NodeJS.WritableStream,
): FastifyHttpOptions<Server> {
  const { headersSeconds, requestSeconds } = config.httpTimeouts ?? DEFAULT_TIMEOUTS;
  const stream = logStream ? new LinesAtOnce(logStream) : stdoutDestination();
  return {
    logger: {
      level: config.logLevel,
      base: { service },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      stream,
    },
    genReqId: () => randomUUID(),
    logController: new RequestLogController(service, stream.destination),
    bodyLimit: BODY_LIMIT_BYTES,
    // request.ip (rate limits, logs) comes from X-Forwarded-For only behind configured proxies.
    trustProxy: trustProxyOption(config.trustProxy ?? false),
    // Slowloris: Fastify leaves the whole-request timeout off and Node checks its timeouts every
    // 30 s; a client dripping its head or body could hold a connection for good. Now the head
    // must arrive within headersSeconds, the whole request within requestSeconds, checked each second.
    requestTimeout: requestSeconds * 1000,
    http: {
      headersTimeout: headersSeconds * 1000,
      requestTimeout: requestSeconds * 1000,
      connectionsCheckingInterval: 1000,
    },
  };
}

/**
 * A hop count becomes proxy-addr's own rule for numbers (trust the nearest `hops` peers),
 * written out because Fastify's types do not list the number form.
 */
function trustProxyOption(trustProxy: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address: string, hop: number) => hop < hops;
}

/** A request Node's HTTP parser refused (timeout, oversized head, broken framing), as status and message. */
function describeClientError(error: { code?: string }): [number, string] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'The request did not arrive in time.'];
  if (error.code === 'HPE_HEADER_OVERFLOW') return [431, 'The request headers are larger than 16 KiB.'];
  return [400, 'The request is not valid HTTP.'];
}

/** A refusal in a service's own error shape (the API's envelope, the identity's OAuth error). */
export type RenderRefusal = (message: string) => object;

function refusalResponse(statusCode: number, body: string): string {
  const head = [
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * The server option answering requests that never reach Fastify's router (Node's parser refused
 * them) with a body in the service's own error shape, instead of Fastify's generic one, then
 * closing the connection.
 */
export function clientErrorAnswer(render: RenderRefusal): FastifyServerOptions['clientErrorHandler'] {
  return function answerClientError(this: FastifyInstance, error, socket) {
    if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || socket.destroyed) return;
    const [statusCode, message] = describeClientError(error as NodeJS.ErrnoException);
    this.log.debug({ err: error, statusCode }, 'client error');
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(refusalResponse(statusCode, JSON.stringify(render(message))), () => socket.destroy());
  };
}

/**
 * An Expect header other than 100-continue, which Node refuses with an empty 417 before any
 * route runs: answered in the service's own error shape too.
 */
export function answerUnmetExpectations(app: FastifyInstance, render: RenderRefusal): void {
  app.server.on('checkExpectation', (_request, response: ServerResponse) => {
    const body = JSON.stringify(render('The Expect header is not supported: send the request without it.'));
    response.writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    response.end(body);
  });
}

/** Echoes the request id so a player's support report can be matched with the server's log. */
export function exposeRequestId(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

/**
 * Every listener answers JSON only: were an answer ever opened as a page, it could run nothing,
 * load nothing and be framed nowhere, no browser may sniff it into another type, and no other
 * site may embed it (no-cors) as a script or an image; the front ends read it through CORS,
 * which Cross-Origin-Resource-Policy does not touch. A route that serves something else (the
 * avatar SVGs) sets its own headers, which win. Helmet's other defaults are off: they act on
 * HTML pages (COOP, Origin-Agent-Cluster, Referrer-Policy, DNS prefetch, X-XSS-Protection), on
 * old Internet Explorer and Flash (X-Download-Options, X-Permitted-Cross-Domain-Policies), or are
 * the TLS terminator's call (HSTS). ADR 019 has the reasons and the measurements.
 */
const jsonOnlyHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
});

/**
 * Helmet's middleware, built once, on the raw response of every request. Added before CORS and the
 * service key, so its hook runs first and their early answers (preflights, 401s) carry the headers.
 * (@fastify/helmet builds the same middleware anew on every request: ADR 019.)
 */
export function sendSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of JSON_ONLY_HEADERS) reply.raw.setHeader(name, value);
    done();
  });
}

/** The headers helmet's middleware sets, in its order and spelling, recorded once by running it on a stand-in response. */
export function headersSetBy(middleware: typeof jsonOnlyHeaders): [string, string][] {
  const set: [string, string][] = [];
  const response = { setHeader: (name: string, value: string) => set.push([name, value]), removeHeader: () => undefined };
  let finished = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error as Error;
    finished = true;
  });
  // Helmet calls its middlewares one after the other without waiting: one that waited would leave headers unrecorded.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return set;
}

const JSON_ONLY_HEADERS = headersSetBy(jsonOnlyHeaders);
