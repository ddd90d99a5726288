/**
 * Live balances (ADR 033): every change of players.coins is NOTIFYed in its own transaction, so it
 * is delivered on commit only, to every replica; each replica's hub hands it to the streams
 * (routes/api/balance-events.ts) of that player.
 */
import type { Database, Transaction, Unlisten } from '../db/database';

export const BALANCE_CHANNEL = 'player_balance';

/** At most this many open streams per player on one replica; a new one closes the oldest. */
export const MAX_STREAMS_PER_PLAYER = 5;

/** A write to a player's coin ledger: the balance it left and the ledger entry that made it (coins.ts). */
export interface LedgerChange {
  balance: number;
  ledgerEntryId: number;
}

export interface BalanceChange {
  playerId: string;
  coins: number;
  /**
   * The ledger entry that made this balance. A player's entries are numbered in commit order (each
   * is written under the player's row lock), so a larger version is always the newer balance.
   */
  version: number;
}

/** Called in the transaction that changed the balance, right after the change. */
export async function announceBalance(tx: Transaction, playerId: string, change: LedgerChange): Promise<void> {
  const payload: BalanceChange = { playerId, coins: change.balance, version: change.ledgerEntryId };
  await tx.query('SELECT pg_notify($1, $2)', [BALANCE_CHANNEL, JSON.stringify(payload)]);
}

/** The balance now and the version it has, read in one snapshot. */
export async function readBalance(db: Database, playerId: string): Promise<BalanceChange | undefined> {
  const { rows } = await db.query<{ coins: number; version: number | null }>(
    'SELECT coins, (SELECT max(id) FROM coin_ledger WHERE player_id = $1) AS version FROM players WHERE id = $1',
    [playerId],
  );
  const row = rows[0];
  return row ? { playerId, coins: row.coins, version: row.version ?? 0 } : undefined;
}

function parseBalanceChange(payload: string): BalanceChange | undefined {
  try {
    const change = JSON.parse(payload) as Partial<BalanceChange>;
    const valid = typeof change.playerId === 'string' && Number.isSafeInteger(change.coins) && Number.isSafeInteger(change.version);
    return valid ? (change as BalanceChange) : undefined;
  } catch {
    return undefined;
  }
}

/** One stream's view of the hub. */
export interface BalanceSubscriber {
  onChange(change: BalanceChange): void;
  /** Changes may have been missed (the listening connection was lost): read the balance again. */
  onResumed(): void;
  /** The hub let this subscriber go: a newer stream of the player took its place ('replaced'), or the replica is closing. */
  onRemoved(reason: 'replaced' | 'closing'): void;
}

export interface BalanceHub {
  /** Adds a subscriber of one player's changes, evicting that player's oldest beyond MAX_STREAMS_PER_PLAYER. */
  subscribe(playerId: string, subscriber: BalanceSubscriber): Promise<() => void>;
  /** How many subscribers the player has on this replica (tests, and the limit). */
  subscriberCount(playerId: string): number;
  close(): Promise<void>;
}

/**
 * The replica's one LISTEN on BALANCE_CHANNEL, fanned out by player: opened with the first
 * subscriber and kept until close(), so streams coming and going never race a LISTEN with an UNLISTEN.
 */
export function createBalanceHub(db: Database, maxPerPlayer = MAX_STREAMS_PER_PLAYER): BalanceHub {
  // Insertion order is subscription order: the first subscriber of a set is the oldest.
  const byPlayer = new Map<string, Set<BalanceSubscriber>>();
  let listening: Promise<Unlisten> | undefined;

  function startListening(): Promise<Unlisten> {
    listening ??= db
      .listen(BALANCE_CHANNEL, {
        onNotification(payload) {
          const change = parseBalanceChange(payload);
          if (!change) return;
          for (const subscriber of byPlayer.get(change.playerId) ?? []) subscriber.onChange(change);
        },
        onResumed() {
          for (const set of byPlayer.values()) for (const subscriber of set) subscriber.onResumed();
        },
      })
      .catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
    return listening;
  }

  function remove(playerId: string, subscriber: BalanceSubscriber) {
    const set = byPlayer.get(playerId);
    if (set?.delete(subscriber) && set.size === 0) byPlayer.delete(playerId);
  }

  return {
    async subscribe(playerId, subscriber) {
      await startListening();
      const set = byPlayer.get(playerId) ?? new Set();
      byPlayer.set(playerId, set.add(subscriber));
      while (set.size > maxPerPlayer) {
        const oldest = set.values().next().value!;
        remove(playerId, oldest);
        oldest.onRemoved('replaced');
      }
      return () => remove(playerId, subscriber);
    },
    subscriberCount: (playerId) => byPlayer.get(playerId)?.size ?? 0,
    async close() {
      const subscribers = [...byPlayer.values()].flatMap((set) => [...set]);
      byPlayer.clear();
      subscribers.forEach((subscriber) => subscriber.onRemoved('closing'));
      const stopping = listening;
      listening = undefined;
      await stopping?.then((unlisten) => unlisten()).catch(() => undefined);
    },
  };
}
