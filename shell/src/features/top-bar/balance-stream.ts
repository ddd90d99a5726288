/**
 * The live balance (issue 21): one stream of GET /api/external/v1/events per browser and player.
 * The tab holding the Web Lock reads it and passes each balance to the other tabs over a
 * BroadcastChannel; when that tab closes, the lock passes to another, which opens the stream.
 * Where either API is missing, each tab reads its own stream. The token travels in the
 * Authorization header only (never in a URL, so never in a log or the history).
 */
import { createParser } from 'eventsource-parser';
import { eventStreams, type BalanceEvent } from 'shared';

/** Waits before each reconnection after a drop; the last repeats. Reset once a stream delivers. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

export interface BalanceWatch {
  apiBaseUrl: string;
  token: string;
  playerId: string;
  onCoins(coins: number): void;
}

type TabMessage = { playerId: string; coins: number };

function coinsOf(data: string): number | undefined {
  try {
    const { coins } = JSON.parse(data) as Partial<BalanceEvent>;
    return Number.isSafeInteger(coins) ? coins : undefined;
  } catch {
    return undefined;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/** Reads the stream until `signal` aborts, reconnecting with backoff; stops for good when the token is refused. */
async function readStream({ apiBaseUrl, token, onCoins }: BalanceWatch, signal: AbortSignal): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    try {
      const response = await fetch(`${apiBaseUrl}${eventStreams.playerEvents.path}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      });
      // A refused token stays refused: the next one (a new sign-in) starts a new watch.
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) throw new Error(`The balance stream answered ${response.status}.`);
      const parser = createParser({
        onEvent(event) {
          const coins = event.event === 'balance' ? coinsOf(event.data) : undefined;
          if (coins === undefined) return;
          failures = 0;
          onCoins(coins);
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) parser.feed(decoder.decode(chunk.value, { stream: true }));
    } catch {
      // A drop or a network failure: retried below, unless the watch was stopped.
    }
    if (signal.aborted) return;
    await sleep(RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!, signal);
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
    if (data?.playerId === watch.playerId && Number.isSafeInteger(data.coins)) watch.onCoins(data.coins);
  };
  const leader: BalanceWatch = {
    ...watch,
    onCoins(coins) {
      watch.onCoins(coins);
      channel.postMessage({ playerId: watch.playerId, coins } satisfies TabMessage);
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
