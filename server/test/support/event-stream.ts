/** A server-sent event stream read over real HTTP, for the suites that must watch one arrive. */
import http, { type IncomingHttpHeaders } from 'node:http';

export interface StreamedEvent {
  event: string;
  data: string;
}

export interface OpenedStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every event so far, in order (comments are counted in `comments`). */
  events: StreamedEvent[];
  comments: number;
  /** Resolves with the first event from index `from` on that `matches`; rejects after `timeoutMs`. */
  waitFor(matches: (event: StreamedEvent) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<StreamedEvent>;
  /** Settles when the server ends the answer. */
  ended: Promise<void>;
  /** The body of an answer that is not a stream (a refusal). */
  text(): string;
  close(): void;
}

/**
 * Opens `url` and resolves once the answer's head has arrived. `localAddress` picks the client's
 * address (any of 127.0.0.0/8 reaches a loopback server), so one test can be many clients;
 * `headTimeoutMs` gives up (rejects) when no answer's head came in that time.
 */
export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
  { localAddress, headTimeoutMs }: { localAddress?: string; headTimeoutMs?: number } = {},
): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { agent: false, localAddress, headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      clearTimeout(headTimer);
      const events: StreamedEvent[] = [];
      const waiting = new Set<() => void>();
      let buffer = '';
      let raw = '';
      const stream: OpenedStream = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments: 0,
        ended: new Promise((done) => response.on('close', () => done())),
        text: () => raw,
        close: () => request.destroy(),
        waitFor(matches, { from = 0, timeoutMs = 5000 } = {}) {
          return new Promise((found, fail) => {
            const check = () => {
              const event = events.slice(from).find(matches);
              if (!event) return;
              waiting.delete(check);
              clearTimeout(timer);
              found(event);
            };
            const timer = setTimeout(() => {
              waiting.delete(check);
              fail(new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
            }, timeoutMs);
            waiting.add(check);
            check();
          });
        },
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) {
            stream.comments += 1;
            continue;
          }
          const field = (name: string) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2) ?? '';
          events.push({ event: field('event'), data: field('data') });
        }
        waiting.forEach((check) => check());
      });
      response.on('error', () => undefined);
      resolve(stream);
    });
    const headTimer =
      headTimeoutMs === undefined
        ? undefined
        : setTimeout(() => request.destroy(new Error(`No answer within ${headTimeoutMs} ms`)), headTimeoutMs);
    request.on('error', (error) => {
      clearTimeout(headTimer);
      reject(error);
    });
    request.end();
  });
}

/** The coins of a `balance` event. */
export const coinsOf = (event: StreamedEvent) => (JSON.parse(event.data) as { coins: number }).coins;
