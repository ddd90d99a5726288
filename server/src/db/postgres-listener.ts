import pg from 'pg';
import { translateError, type NotificationListener, type Unlisten } from './database';

/** After a lost connection, the waits before each new attempt; the last one repeats. */
export const LISTENER_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

export interface PostgresListener {
  listen(channel: string, listener: NotificationListener): Promise<Unlisten>;
  close(): Promise<void>;
}

/** LISTEN takes an identifier, not a parameter. */
const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One dedicated connection per process for LISTEN, outside the pool: a pooled client would be
 * handed back and its LISTENs lost. Opened with the first listen(); when PostgreSQL drops it
 * (restart, failover, pg_terminate_backend), it is opened again with backoff, LISTENs again and
 * tells every listener onResumed, since the NOTIFYs of the gap were not queued for it.
 */
export function createPostgresListener(newClient: () => pg.Client, reconnectDelaysMs = LISTENER_RECONNECT_DELAYS_MS): PostgresListener {
  const listeners = new Map<string, Set<NotificationListener>>();
  let connection: Promise<pg.Client> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let failedReconnects = 0;
  let closed = false;

  function dropped(client: pg.Client) {
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (closed || listeners.size === 0) return;
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (reconnectTimer || closed) return;
    const delay = reconnectDelaysMs[Math.min(failedReconnects, reconnectDelaysMs.length - 1)]!;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connected().then(
        () => {
          failedReconnects = 0;
          for (const set of listeners.values()) for (const listener of set) listener.onResumed?.();
        },
        () => {
          failedReconnects += 1;
          scheduleReconnect();
        },
      );
    }, delay);
    reconnectTimer.unref();
  }

  /** Connects and LISTENs on every channel with a listener; `forget` runs once when this connection is lost. */
  async function open(forget: () => void): Promise<pg.Client> {
    const client = newClient();
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      forget();
      dropped(client);
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', ({ channel, payload }) => {
      for (const listener of listeners.get(channel) ?? []) listener.onNotification(payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of listeners.keys()) await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      return client;
    } catch (error) {
      onLost();
      throw error;
    }
  }

  function connected(): Promise<pg.Client> {
    if (!connection) {
      // Only the current connection's loss clears it; a stale one's late 'end' must not.
      const attempt: Promise<pg.Client> = open(() => {
        if (connection === attempt) connection = undefined;
      });
      connection = attempt;
    }
    return connection;
  }

  return {
    async listen(channel, listener) {
      if (closed) throw new Error('The listener is closed.');
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set.add(listener));
      try {
        // LISTEN is a no-op for a channel the connection already listens on.
        await (await connected()).query(`LISTEN ${quoteIdentifier(channel)}`);
      } catch (error) {
        set.delete(listener);
        if (set.size === 0) listeners.delete(channel);
        return translateError(error);
      }
      return async () => {
        set.delete(listener);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        const client = await connection?.catch(() => undefined);
        // Checked right before queueing: a listen() of the channel meanwhile has queued its LISTEN before this.
        if (listeners.has(channel)) return;
        await client?.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      listeners.clear();
      const client = await connection?.catch(() => undefined);
      connection = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
