/**
 * HTTP written byte by byte on a raw TCP socket, for what no HTTP client sends: slow clients
 * (slowloris), broken framing, oversized heads. Every exchange is bounded in time.
 */
import net from 'node:net';

export interface RawAnswer {
  /** Everything the server wrote. */
  text: string;
  /** The status of the first response, if one came. */
  status?: number;
  /** The body of the first response, if one came. */
  body?: string;
  /** Milliseconds from connecting until the server closed the connection; undefined if it did not. */
  closedAfterMs?: number;
}

export interface RawExchangeOptions {
  /** Written once the connection is open. */
  head: string | Buffer;
  /** Then written every `dripEveryMs` until the server closes the connection (a slow client). */
  drip?: string;
  dripEveryMs?: number;
  /** The client gives up (and closes) after this long; default 10 s. */
  maxMs?: number;
  /** Stop at the end of the first response rather than waiting for the server to close. */
  untilAnswered?: boolean;
}

/** `text` without the interim (1xx) responses before the final one, such as 100 Continue. */
const withoutInterim = (text: string) => text.replace(/^(HTTP\/1\.1 1\d\d [^\r]*\r\n(?:[^\r]+\r\n)*\r\n)+/, '');

/** Status and body of the first final response in `text` (the body cut at its Content-Length). */
function parse(all: string): Pick<RawAnswer, 'status' | 'body'> {
  const text = withoutInterim(all);
  const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) return { status: status ? Number(status) : undefined };
  const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, split))?.[1];
  const rest = Buffer.from(text.slice(split + 4), 'latin1');
  const body = (length === undefined ? rest : rest.subarray(0, Number(length))).toString('utf8');
  return { status: status ? Number(status) : undefined, body };
}

/** Whether `text` holds a whole final response: by its Content-Length, its last chunk, or a head alone. */
function answeredInFull(all: string): boolean {
  const text = withoutInterim(all);
  if (/^HTTP\/1\.1 1\d\d /.test(text)) return false;
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) return false;
  const head = text.slice(0, split);
  const length = /\r\ncontent-length: (\d+)/i.exec(head)?.[1];
  if (length !== undefined) return Buffer.byteLength(text.slice(split + 4), 'latin1') >= Number(length);
  if (/\r\ntransfer-encoding: chunked/i.test(head)) return text.endsWith('0\r\n\r\n');
  return true;
}

export function rawExchange(port: number, options: RawExchangeOptions): Promise<RawAnswer> {
  const { head, drip, dripEveryMs = 250, maxMs = 10_000, untilAnswered = false } = options;
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    const finish = (closedAfterMs?: number) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      clearTimeout(deadline);
      socket.destroy();
      resolve({ text, ...parse(text), closedAfterMs });
    };
    const deadline = setTimeout(() => finish(undefined), maxMs);
    socket.on('connect', () => {
      socket.write(head);
      if (drip !== undefined) timer = setInterval(() => socket.writable && socket.write(drip), dripEveryMs);
    });
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (untilAnswered && answeredInFull(text)) finish(undefined);
    });
    socket.on('error', () => undefined); // a reset is a close, reported below
    socket.on('close', () => finish(performance.now() - started));
  });
}
