/**
 * The live balance (ADR 033): one stream of GET /api/external/v1/events per browser and player.
 * The tab holding the Web Lock reads it and passes each balance to the other tabs over a
 * BroadcastChannel; when that tab closes, the lock passes to another, which opens the stream.
 * Where either API is missing, each tab reads its own stream. The token travels in the
 * Authorization header only (never in a URL, so never in a log or the history).
 */
import { createParser } from 'eventsource-parser';
import { eventStreams, type BalanceEvent } from 'shared';

/** Waits before each reconnection after a drop; the last repeats. Reset once a stream has stayed open HEALTHY_STREAM_MS. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * A stream open this long was a working one: the next drop reconnects after the shortest wait. A
 * stream that closes sooner (a proxy ending it after its first event) backs off like a failure.
 */
export const HEALTHY_STREAM_MS = 30_000;

/** The longest Retry-After honoured: a larger or garbled one must not silence the balance for long. */
export const MAX_RETRY_AFTER_MS = 5 * 60_000;

/**
 * A full server (503) or a limit (429) says when to come back: that long, plus up to a fifth more
 * at random, so the clients it refused together do not all return in the same second.
 */
function retryAfterMs(response: Response): number {
  if (response.status !== 503 && response.status !== 429) return 0;
  const header = response.headers?.get('retry-after')?.trim() ?? '';
  const seconds = /^\d+$/.test(header) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  if (!(seconds > 0)) return 0;
  return Math.min(MAX_RETRY_AFTER_MS, seconds * 1000 * (1 + Math.random() / 5));
}

export interface BalanceWatch {
  apiBaseUrl: string;
  token: string;
  playerId: string;
  onBalance(balance: BalanceEvent): void;
}

type TabMessage = { playerId: string; balance: BalanceEvent };

const isBalance = (value: Partial<BalanceEvent> | undefined): value is BalanceEvent =>
  Number.isSafeInteger(value?.coins) && Number.isSafeInteger(value?.version);

function balanceOf(data: string): BalanceEvent | undefined {
  try {
    const balance = JSON.parse(data) as Partial<BalanceEvent>;
    return isBalance(balance) ? balance : undefined;
  } catch {
    return undefined;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', wake);
      resolve();
    };
    // Removed when the wait ends either way: a long watch does not pile up a listener per reconnection.
    const timer = setTimeout(wake, ms);
    signal.addEventListener('abort', wake, { once: true });
  });
}

/**
 * Reads the stream until `signal` aborts, reconnecting with backoff, never sooner than a refusal's
 * Retry-After; a stream the server ended at the end of its life (`reconnect`) is reopened after the
 * shortest wait. Stops for good when the token is refused, and when a newer stream of the player
 * (another device) replaced this one: reconnecting would push that one out in turn, and so on forever.
 * None of this is shown to the player: the balance stays as last read until the next event.
 */
async function readStream({ apiBaseUrl, token, onBalance }: BalanceWatch, signal: AbortSignal): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    let openedAt: number | undefined;
    let replaced = false;
    let endedByServer = false;
    let waitAtLeastMs = 0;
    try {
      const response = await fetch(`${apiBaseUrl}${eventStreams.playerEvents.path}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      });
      // A refused token stays refused: the next one (a new sign-in) starts a new watch.
      if (response.status === 401 || response.status === 403) return;
      waitAtLeastMs = retryAfterMs(response);
      if (!response.ok || !response.body) throw new Error(`The balance stream answered ${response.status}.`);
      openedAt = Date.now();
      const parser = createParser({
        onEvent(event) {
          if (event.event === 'replaced') replaced = true;
          if (event.event === 'reconnect') endedByServer = true;
          const balance = event.event === 'balance' ? balanceOf(event.data) : undefined;
          // Anything else (a newer server's event, a garbled one) is not a balance to show.
          if (balance) onBalance(balance);
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        parser.feed(decoder.decode(chunk.value, { stream: true }));
    } catch {
      // A drop or a network failure: retried below, unless the watch was stopped.
    }
    if (signal.aborted || replaced) return;
    if (endedByServer || (openedAt !== undefined && Date.now() - openedAt >= HEALTHY_STREAM_MS)) failures = 0;
    await sleep(Math.max(waitAtLeastMs, RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!), signal);
    failures += 1;
  }
}

/** Starts watching the player's balance; the returned function stops it (sign-out, new token, unmount). */
export function watchBalance(watch: BalanceWatch): () => void {
  const stop = new AbortController();
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof BroadcastChannel === 'undefined') {
    void readStream(watch, stop.signal);
    return () => stop.abort();
  }
  const channel = new BroadcastChannel('playprize-balance');
  channel.onmessage = ({ data }: MessageEvent<TabMessage>) => {
    if (data?.playerId === watch.playerId && isBalance(data.balance)) watch.onBalance(data.balance);
  };
  const leader: BalanceWatch = {
    ...watch,
    onBalance(balance) {
      watch.onBalance(balance);
      channel.postMessage({ playerId: watch.playerId, balance } satisfies TabMessage);
    },
  };
  // Held while this tab reads the stream; an abort gives it up (or leaves the queue for it).
  locks
    .request(`playprize-balance-stream:${watch.playerId}`, { signal: stop.signal }, () => readStream(leader, stop.signal))
    .catch(() => undefined);
  return () => {
    stop.abort();
    channel.close();
  };
}
