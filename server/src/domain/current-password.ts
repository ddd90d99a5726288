/**
 * The current password asked again of a signed-in session (ADR 042, ADR 052): checked as a sign-in
 * checks it. The check is reserved as a failure first (sign-in-lockout.ts), so parallel guesses
 * stop at the same lock, and a wrong one here counts towards the sign-in's lockout too: no
 * endpoint that asks for the password is a way around it.
 */
import type { Queryable } from '../db/database';
import { verifyPassword } from './passwords';
import { clearSignInFailures, reserveSignInAttempt } from './sign-in-lockout';

export type PasswordCheck = 'correct' | 'wrong' | 'locked';

/** The check, and on 'correct' the hash that was checked (a password change replaces exactly it). 'locked': not checked. */
export async function checkPasswordOf(
  db: Queryable,
  playerId: string,
  password: string,
): Promise<{ check: 'correct'; passwordHash: string } | { check: 'wrong' | 'locked' }> {
  if (!(await reserveSignInAttempt(db, playerId))) return { check: 'locked' };
  const { rows } = await db.query<{ passwordHash: string }>('SELECT password_hash AS "passwordHash" FROM players WHERE id = $1', [
    playerId,
  ]);
  const passwordHash = rows[0]?.passwordHash;
  if (passwordHash === undefined || !(await verifyPassword(passwordHash, password))) return { check: 'wrong' };
  await clearSignInFailures(db, playerId);
  return { check: 'correct', passwordHash };
}

export async function checkCurrentPassword(db: Queryable, playerId: string, password: string): Promise<PasswordCheck> {
  return (await checkPasswordOf(db, playerId, password)).check;
}
