/**
 * Real HTTP over loopback for the suites that must not use inject(): every request opens its
 * own TCP connection (no keep-alive agent), so concurrent requests really arrive on separate
 * sockets, as they would from separate players.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Milliseconds from sending to the end of the answer. */
  elapsedMs: number;
  json<T = Record<string, unknown>>(): T;
}

export interface HttpRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as it is. */
  body?: object | string;
  /** Gives up (rejects) after this long; default 30 s. */
  timeoutMs?: number;
  /** The loopback address to send from (127.0.0.2 …): another client address on one machine. */
  localAddress?: string;
}

export function httpRequest(url: string, options: HttpRequestOptions = {}): Promise<HttpAnswer> {
  const { method = 'GET', headers = {}, body, timeoutMs = 30_000, localAddress } = options;
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent: false,
        ...(localAddress ? { localAddress } : {}),
        headers: {
          ...(payload !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            elapsedMs: performance.now() - started,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${url} got no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/** Listens on a free loopback port and answers the base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Counts the TCP connections a listening app accepts from now on. */
export function countConnections(app: FastifyInstance): () => number {
  let connections = 0;
  app.server.on('connection', () => (connections += 1));
  return () => connections;
}

/** The n-th percentile (0-100) of the values, nearest rank. */
export function percentile(values: readonly number[], n: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((n / 100) * sorted.length) - 1))]!;
}

/** The API's envelope of a refused request: `errorCode`, `message` and no content. */
export const refusal = (errorCode: string, message: string) => ({ status: false, error_code: errorCode, message, content: null });

/** The API's envelope of a request done: `message` and `content`. */
export const success = (message: string, content: unknown = null) => ({ status: true, error_code: 'NO_ERROR', message, content });

/** The content of an answer that must be 200 in the API's envelope with message OK. */
export function okContent(response: { statusCode: number; json(): { content: unknown } }): unknown {
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ status: true, error_code: 'NO_ERROR', message: 'OK' });
  return body.content;
}
