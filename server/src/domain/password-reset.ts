/**
 * The password-reset token (docs/decisions/006): what a verified reset code is exchanged for and
 * the reset-password call presents. 256 random bits, stored only as a SHA-256 hash, valid for
 * RESET_TOKEN_LIFETIME_MINUTES, deleted when used; a player holds at most one.
 */
import { endAllSessions } from './sessions';
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable, Transaction } from '../db/database';
import { clearSignInFailures } from './sign-in-lockout';
import { revokeCodes } from './verification-codes';

const RESET_TOKEN_LIFETIME_MINUTES = 15;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for the player; any earlier one stops working. */
export async function issueResetToken(tx: Transaction, playerId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query('DELETE FROM password_reset_tokens WHERE player_id = $1', [playerId]);
  await tx.query(
    `INSERT INTO password_reset_tokens (token_hash, player_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [hashToken(token), playerId, RESET_TOKEN_LIFETIME_MINUTES],
  );
  return token;
}

/** Whether the token is live, without using it up. */
export async function isResetTokenLive(db: Queryable, token: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM password_reset_tokens WHERE token_hash = $1 AND expires_at > now()', [hashToken(token)]);
  return rows.length > 0;
}

/**
 * Uses the token up and gives its player the new password hash: every open code, any other
 * token and every session (access tokens issued before) die, the sign-in lockout is cleared, and
 * the e-mail counts as verified (the reset code proved control of the mailbox). Returns the
 * player's id, or undefined when the token is no longer live.
 */
export async function resetPassword(tx: Transaction, token: string, passwordHash: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ playerId: string }>(
    `DELETE FROM password_reset_tokens WHERE token_hash = $1 AND expires_at > now()
     RETURNING player_id AS "playerId"`,
    [hashToken(token)],
  );
  const playerId = rows[0]?.playerId;
  if (!playerId) return undefined;
  await tx.query('UPDATE players SET password_hash = $2, email_verified = true WHERE id = $1', [playerId, passwordHash]);
  await endAllSessions(tx, playerId);
  await tx.query('DELETE FROM password_reset_tokens WHERE player_id = $1', [playerId]);
  await revokeCodes(tx, playerId);
  await clearSignInFailures(tx, playerId);
  return playerId;
}
