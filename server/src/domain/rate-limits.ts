/**
 * Fixed-window request counters in the database, so every replica counts the same hits
 * (docs/decisions/007). A window opens with its subject's first hit and lasts windowSeconds.
 */
import type { Queryable } from '../db/database';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface HitCount {
  allowed: boolean;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

/** Windows removed per clean-up; enough to keep up, small enough never to stall a request. */
const STALE_WINDOWS_PER_PURGE = 500;

/** Counts one hit on (name, subject) in a single atomic upsert; answers whether it is within the limit. */
export async function countHit(db: Queryable, name: string, subject: string, rule: RateLimitRule): Promise<HitCount> {
  const { rows } = await db.query<{ hits: number; retryAfterSeconds: number }>(
    `INSERT INTO rate_limit_windows AS w (name, subject, hits, ends_at)
     VALUES ($1, $2, 1, now() + make_interval(secs => $3))
     ON CONFLICT (name, subject) DO UPDATE SET
       hits = CASE WHEN w.ends_at > now() THEN w.hits + 1 ELSE 1 END,
       ends_at = CASE WHEN w.ends_at > now() THEN w.ends_at ELSE now() + make_interval(secs => $3) END
     RETURNING hits, greatest(1, ceil(extract(epoch FROM ends_at - now())))::int AS "retryAfterSeconds"`,
    [name, subject, rule.windowSeconds],
  );
  const { hits, retryAfterSeconds } = rows[0]!;
  // A new window means a new or returning subject: the moment to drop windows that have ended,
  // so the table holds roughly the subjects of the last window rather than growing forever.
  if (hits === 1) await purgeEndedWindows(db);
  return { allowed: hits <= rule.limit, retryAfterSeconds };
}

async function purgeEndedWindows(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM rate_limit_windows
      WHERE (name, subject) IN (
        SELECT name, subject FROM rate_limit_windows
         WHERE ends_at <= now()
         LIMIT $1
         FOR UPDATE SKIP LOCKED)`,
    [STALE_WINDOWS_PER_PURGE],
  );
}

/** Gives back one hit counted by countHit (a reservation that turned out not to count). */
export async function refundHit(db: Queryable, name: string, subject: string): Promise<void> {
  await db.query('UPDATE rate_limit_windows SET hits = hits - 1 WHERE name = $1 AND subject = $2 AND hits > 0 AND ends_at > now()', [
    name,
    subject,
  ]);
}
