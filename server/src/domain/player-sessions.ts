/**
 * The sessions a player can see and end, and their sign-ins of the last 30 days (issue 37, ADR 052).
 * A session is one access token the identity issued: recorded when it is issued (player_sessions),
 * listed while it is unexpired, not revoked and of the player's current session version, and
 * ended by revoking its token (sessions.ts), which the bearer check already refuses. Only a short
 * browser label is kept (browser-label.ts), never the User-Agent.
 */
import type { Queryable } from '../db/database';
import { issueAccessTokenWithClaims, type IssuedAccessToken, type IssueOptions, type TokenSubject } from './access-tokens';
import type { PersonalDataKeys } from './personal-data';

/** How long sign-ins are kept and shown. */
export const SIGN_IN_HISTORY_DAYS = 30;
/** The most sign-ins one answer lists: a locked account's refused attempts can be many. */
export const SIGN_IN_HISTORY_LIMIT = 200;
/** Rows each write prunes at most, so the tables stay small without a job of their own. */
const PRUNE_BATCH = 100;

export type SignInOutcome = 'success' | 'wrong_password' | 'locked';

export interface PlayerSessionRow {
  id: string;
  browser: string;
  signedInAt: Date;
  expiresAt: Date;
}

export interface SignInEventRow {
  at: Date;
  browser: string;
  outcome: SignInOutcome;
}

/**
 * Issues an access token to the account and records it as a session seen from `browser`: the one
 * way a token is handed to a player (the token endpoint, and a password change's fresh token).
 * `subject.sessionVersion` must be the player's current one, or the session is born ended.
 */
export async function startSession(
  db: Queryable,
  keys: PersonalDataKeys,
  subject: TokenSubject & { sessionVersion: number },
  options: IssueOptions,
  browser: string,
): Promise<IssuedAccessToken> {
  const issued = await issueAccessTokenWithClaims(db, keys, subject, options);
  await db.query(
    `INSERT INTO player_sessions (jti, player_id, session_version, browser, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [issued.jti, subject.id, subject.sessionVersion, browser, issued.issuedAt, issued.expiresAt],
  );
  // Sessions whose tokens have expired say nothing any more: each new one clears a few.
  await db.query(
    `DELETE FROM player_sessions WHERE jti IN (
       SELECT jti FROM player_sessions WHERE expires_at < now() LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED)`,
  );
  return issued;
}

/** The condition of a listed session `s` of player `p` (joined on s.player_id = p.id). */
const LIVE_SESSION = `s.expires_at > now() AND s.session_version = p.session_version
  AND NOT EXISTS (SELECT 1 FROM revoked_access_tokens r WHERE r.jti = s.jti)`;

/** The player's open sessions, newest first. */
export async function listPlayerSessions(db: Queryable, playerId: string): Promise<PlayerSessionRow[]> {
  const { rows } = await db.query<PlayerSessionRow>(
    `SELECT s.jti AS id, s.browser, s.issued_at AS "signedInAt", s.expires_at AS "expiresAt"
       FROM player_sessions s JOIN players p ON p.id = s.player_id
      WHERE s.player_id = $1 AND ${LIVE_SESSION}
      ORDER BY s.issued_at DESC, s.jti`,
    [playerId],
  );
  return rows;
}

/**
 * Ends the player's open sessions that `which` names, revoking their tokens until they would have
 * expired: one by its id, or every one but `exceptId`. Answers the ids it ended; a session of
 * another player, or one already ended, is never matched.
 */
export async function endPlayerSessions(
  db: Queryable,
  playerId: string,
  which: { sessionId: string } | { allBut: string },
): Promise<string[]> {
  const [condition, value] = 'sessionId' in which ? ['s.jti = $2', which.sessionId] : ['s.jti <> $2', which.allBut];
  const { rows } = await db.query<{ jti: string }>(
    `INSERT INTO revoked_access_tokens (jti, expires_at)
     SELECT s.jti, s.expires_at FROM player_sessions s JOIN players p ON p.id = s.player_id
      WHERE s.player_id = $1 AND ${condition} AND ${LIVE_SESSION}
     ON CONFLICT (jti) DO NOTHING
     RETURNING jti`,
    [playerId, value],
  );
  return rows.map((row) => row.jti);
}

/** Records a sign-in at the token endpoint, and prunes sign-ins older than the history keeps. */
export async function recordSignInEvent(db: Queryable, playerId: string, browser: string, outcome: SignInOutcome): Promise<void> {
  await db.query('INSERT INTO sign_in_events (player_id, browser, outcome) VALUES ($1, $2, $3)', [playerId, browser, outcome]);
  await db.query(
    `DELETE FROM sign_in_events WHERE id IN (
       SELECT id FROM sign_in_events WHERE at < now() - make_interval(days => $1) LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED)`,
    [SIGN_IN_HISTORY_DAYS],
  );
}

/** The player's sign-ins of the last SIGN_IN_HISTORY_DAYS days, newest first (at most SIGN_IN_HISTORY_LIMIT). */
export async function signInHistory(db: Queryable, playerId: string): Promise<SignInEventRow[]> {
  const { rows } = await db.query<SignInEventRow>(
    `SELECT at, browser, outcome FROM sign_in_events
      WHERE player_id = $1 AND at > now() - make_interval(days => $2)
      ORDER BY at DESC, id DESC
      LIMIT $3`,
    [playerId, SIGN_IN_HISTORY_DAYS, SIGN_IN_HISTORY_LIMIT],
  );
  return rows;
}
