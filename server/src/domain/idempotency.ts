/**
 * Idempotency-Key support: the first answer to a keyed request is stored in PostgreSQL in the
 * same transaction as the work it describes, and a repeat of the request gets that answer
 * again instead of doing the work twice (docs/decisions/011-withdrawals.md).
 */
import { createHash } from 'node:crypto';
import type { Database, Queryable, Transaction } from '../db/database';

/** How long an answer stays replayable. */
const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** 1 to 100 printable ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,100}$/;

/** What a client sends under a key: the same key must always come with the same request. */
export interface KeyedRequest {
  playerId: string;
  key: string;
  /** requestFingerprint() of the request. */
  fingerprint: string;
}

/** An HTTP answer as first sent: status code and the exact JSON body. */
export interface StoredAnswer {
  statusCode: number;
  body: string;
}

export class IdempotencyConflictError extends Error {
  constructor() {
    super('The Idempotency-Key was used with a different request.');
    this.name = 'IdempotencyConflictError';
  }
}

/** SHA-256 over the parts that make two requests "the same" (method, path, normalised body). */
export function requestFingerprint(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Claims the key for this transaction, or returns the answer stored under it. A concurrent
 * transaction holding the same key makes the INSERT wait until it ends: then the committed
 * answer is replayed (or, had it rolled back, the key is claimed here). An expired key is
 * taken over as if it were new.
 */
async function claimKey(tx: Transaction, request: KeyedRequest): Promise<StoredAnswer | 'claimed'> {
  const { playerId, key, fingerprint } = request;
  const { rows: claimed } = await tx.query(
    `INSERT INTO idempotency_keys (player_id, key, fingerprint, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))
     ON CONFLICT (player_id, key) DO UPDATE
       SET fingerprint = EXCLUDED.fingerprint, status_code = NULL, response_body = NULL,
           created_at = now(), expires_at = EXCLUDED.expires_at
       WHERE idempotency_keys.expires_at <= now()
     RETURNING 1`,
    [playerId, key, fingerprint, IDEMPOTENCY_KEY_TTL_HOURS],
  );
  if (claimed.length > 0) return 'claimed';
  const { rows } = await tx.query<{ fingerprint: string; statusCode: number | null; body: string | null }>(
    `SELECT fingerprint, status_code AS "statusCode", response_body AS body
       FROM idempotency_keys WHERE player_id = $1 AND key = $2`,
    [playerId, key],
  );
  const stored = rows[0];
  if (!stored || stored.statusCode === null || stored.body === null) {
    throw new Error('An idempotency key was committed without its answer.');
  }
  if (stored.fingerprint !== fingerprint) throw new IdempotencyConflictError();
  return { statusCode: stored.statusCode, body: stored.body };
}

export interface IdempotentOutcome {
  answer: StoredAnswer;
  /** True when the answer is a replay of an earlier request's. */
  replayed: boolean;
}

/**
 * Runs `work` in one transaction and, when a key is given, stores its answer there too; a
 * repeat with the same key and request replays the stored answer without running `work`, and
 * the same key with another request throws IdempotencyConflictError. When `work` throws,
 * everything rolls back, the key included, so a refused request may be retried under its key.
 */
export async function runIdempotent(
  db: Database,
  request: KeyedRequest | undefined,
  work: (tx: Transaction) => Promise<StoredAnswer>,
): Promise<IdempotentOutcome> {
  const outcome = await db.transaction(async (tx): Promise<IdempotentOutcome> => {
    if (!request) return { answer: await work(tx), replayed: false };
    const claim = await claimKey(tx, request);
    if (claim !== 'claimed') return { answer: claim, replayed: true };
    const answer = await work(tx);
    await tx.query('UPDATE idempotency_keys SET status_code = $3, response_body = $4 WHERE player_id = $1 AND key = $2', [
      request.playerId,
      request.key,
      answer.statusCode,
      answer.body,
    ]);
    return { answer, replayed: false };
  });
  // The work is committed: a failing clean-up (the database gone a moment later) must not turn
  // its answer into a 503, which would invite a retry of a request that was done.
  if (request && !outcome.replayed) await deleteExpiredKeys(db, request.playerId).catch(() => undefined);
  return outcome;
}

/**
 * Housekeeping after a new keyed answer: the player's expired keys go (the next keyed answer
 * retries if this fails). Its own statement, outside the work's transaction, so it never holds
 * key rows while waiting for the player's row.
 */
async function deleteExpiredKeys(db: Queryable, playerId: string): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE player_id = $1 AND expires_at <= now()', [playerId]);
}
