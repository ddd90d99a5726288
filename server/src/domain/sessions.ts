/**
 * Whether a signed, unexpired access token still opens a session: its player's session version
 * has not moved on since it was issued (a password reset raises it) and it was not revoked (a
 * sign-out). The state lives in the database, shared by every replica; each replica keeps what
 * it read for a second at most, and forgets a player's entries at once when it changes them.
 */
import { preparedStatement, type Database, type Queryable } from '../db/database';
import type { AccessTokenClaims } from './access-tokens';

/** How long a replica trusts what it read: a revocation made on another replica takes effect within this. */
export const SESSION_CACHE_MS = 1000;
const MAX_CACHED_TOKENS = 10_000;

export interface SessionGuard {
  /** True when the token's session is still open. */
  isOpen(claims: AccessTokenClaims): Promise<boolean>;
  /** Drops what this replica cached for the player (after ending their sessions). */
  forget(playerId: string): void;
}

/** Player ids are UUIDs: any other subject names nobody (and must not reach a uuid comparison). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Asked once per token a second (SESSION_CACHE_MS), for every signed-in request: planned once per connection (ADR 081). */
const SESSION_OPEN = preparedStatement(
  'session-open',
  `SELECT p.session_version = $2 AND NOT EXISTS (SELECT 1 FROM revoked_access_tokens r WHERE r.jti = $3) AS open
     FROM players p WHERE p.id = $1`,
);

export function createSessionGuard(db: Queryable, now: () => number = Date.now): SessionGuard {
  const cache = new Map<string, { playerId: string; open: boolean; until: number }>();
  return {
    async isOpen(claims) {
      if (!UUID.test(claims.sub)) return false;
      const cached = cache.get(claims.jti);
      if (cached && cached.until > now()) return cached.open;
      const { rows } = await db.query<{ open: boolean }>(SESSION_OPEN, [claims.sub, claims.sessionVersion, claims.jti]);
      const open = rows[0]?.open === true;
      if (cache.size >= MAX_CACHED_TOKENS) cache.delete(cache.keys().next().value!);
      cache.set(claims.jti, { playerId: claims.sub, open, until: now() + SESSION_CACHE_MS });
      return open;
    },
    forget(playerId) {
      for (const [jti, entry] of cache) if (entry.playerId === playerId) cache.delete(jti);
    },
  };
}

/** Ends every session of the player: tokens issued before this are refused from now on. */
export async function endAllSessions(db: Queryable, playerId: string): Promise<void> {
  await db.query('UPDATE players SET session_version = session_version + 1 WHERE id = $1', [playerId]);
}

/** Ends one token's session (RFC 7009 revocation) until it would have expired anyway. */
export async function revokeAccessToken(db: Database, claims: Pick<AccessTokenClaims, 'jti' | 'exp'>): Promise<void> {
  await db.query('INSERT INTO revoked_access_tokens (jti, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT (jti) DO NOTHING', [
    claims.jti,
    claims.exp,
  ]);
  // Expired revocations say nothing any more: each revocation clears a few, so the table stays small.
  await db.query(
    `DELETE FROM revoked_access_tokens WHERE jti IN (
       SELECT jti FROM revoked_access_tokens WHERE expires_at < now() LIMIT 100 FOR UPDATE SKIP LOCKED)`,
  );
}
