/**
 * The browser's edges the live balance uses, faked: fetch of the event stream, navigator.locks and
 * BroadcastChannel, shared by every "tab" rendered in one jsdom.
 */

/** One open event stream as the server side of the fake sees it. */
export interface FakeStream {
  authorization: string | null;
  url: string;
  closed: boolean;
  /** Sends an event (`event: balance` unless told otherwise). */
  send(data: object, event?: string): void;
  /** Ends the answer as a dropped connection would. */
  drop(): void;
}

/** A refusal the fake answers instead of a stream: its status and, if any, its Retry-After. */
export interface FakeRefusal {
  status: number;
  retryAfter?: string;
}

/**
 * Answers the event stream's URL with a stream the test drives; any other fetch fails the test.
 * `status` refuses every fetch; `refusals` refuse the first fetches, one each, in order.
 */
export function fakeEventStreamFetch(path: string, { status = 200, refusals = [] as FakeRefusal[] } = {}) {
  const streams: FakeStream[] = [];
  const waiting = [...refusals];
  const fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    if (!input.endsWith(path)) throw new Error(`Unexpected fetch of ${input}`);
    const refusal = status !== 200 ? { status } : waiting.shift();
    if (refusal) {
      const headers = new Headers(refusal.retryAfter === undefined ? {} : { 'retry-after': refusal.retryAfter });
      return { status: refusal.status, ok: false, headers, body: null } as unknown as Response;
    }
    const queue: Uint8Array[] = [];
    let wake: (() => void) | undefined;
    const encoder = new TextEncoder();
    const stream: FakeStream = {
      authorization: new Headers(init.headers).get('authorization'),
      url: input,
      closed: false,
      send(data, event = 'balance') {
        queue.push(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
        wake?.();
      },
      drop() {
        stream.closed = true;
        wake?.();
      },
    };
    init.signal?.addEventListener('abort', () => stream.drop());
    streams.push(stream);
    const reader = {
      async read(): Promise<ReadableStreamReadResult<Uint8Array>> {
        while (queue.length === 0 && !stream.closed) await new Promise<void>((resolve) => (wake = resolve));
        const value = queue.shift();
        return value ? { done: false, value } : { done: true, value: undefined };
      },
    };
    return { status: 200, ok: true, body: { getReader: () => reader } } as unknown as Response;
  });
  Object.assign(globalThis, { fetch });
  return { fetch, streams, open: () => streams.filter((stream) => !stream.closed) };
}

/** Web Locks as one browser grants them: one holder per name, the others queued in order. */
export function fakeWebLocks() {
  const queues = new Map<string, Array<() => void>>();
  const held = new Set<string>();
  const grantNext = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };
  const locks = {
    request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<void> {
      return new Promise((resolve, reject) => {
        const grant = () => {
          held.add(name);
          callback()
            .finally(() => grantNext(name))
            .then(resolve, reject);
        };
        if (!held.has(name)) return grant();
        const queue = queues.get(name) ?? [];
        queues.set(name, [...queue, grant]);
        options.signal?.addEventListener('abort', () => {
          const waiting = queues.get(name) ?? [];
          if (!waiting.includes(grant)) return;
          queues.set(
            name,
            waiting.filter((entry) => entry !== grant),
          );
          reject(new DOMException('The request was aborted.', 'AbortError'));
        });
      });
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}

/** BroadcastChannel between the tabs of the test: a message reaches every other channel of its name. */
export function fakeBroadcastChannel() {
  const channels = new Set<FakeChannel>();
  class FakeChannel {
    onmessage: ((event: MessageEvent) => void) | null = null;
    constructor(readonly name: string) {
      channels.add(this);
    }
    postMessage(data: unknown) {
      for (const channel of channels) {
        if (channel !== this && channel.name === this.name) setTimeout(() => channel.onmessage?.({ data } as MessageEvent));
      }
    }
    close() {
      channels.delete(this);
    }
  }
  Object.assign(globalThis, { BroadcastChannel: FakeChannel });
}

/** Takes the fakes away again, so each test states which browser it runs in. */
export function removeBrowserFakes() {
  Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
  Object.assign(globalThis, { BroadcastChannel: undefined, fetch: undefined });
}
