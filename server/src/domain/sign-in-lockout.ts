/**
 * Sign-in lockout per account, after Keycloak's brute-force detection (docs/decisions/007):
 * LOCKOUT.failuresBeforeLock consecutive wrong passwords lock the account for firstWaitSeconds,
 * and each further wrong password doubles the wait, up to maxWaitSeconds. A success clears the
 * count; so does quietResetHours without a failure. Only checked passwords count: attempts
 * refused while locked are not verified and so are not failures.
 *
 * The limit holds however many guesses arrive together: an attempt is counted as a failure
 * (reserved) in one conditional statement before its password is verified, and a success clears
 * the count. So at most failuresBeforeLock passwords are checked before the lock, never as many
 * as can be sent while the first ones are still being hashed.
 */
import type { Queryable } from '../db/database';
import type { PlayerCredentials } from './players';

export const LOCKOUT = {
  failuresBeforeLock: 5,
  firstWaitSeconds: 30,
  maxWaitSeconds: 15 * 60,
  quietResetHours: 12,
} as const;

export interface SignInAccount extends PlayerCredentials {
  /** Goes into the token, so that a later password reset ends its session. */
  sessionVersion: number;
  /** Consecutive wrong passwords still on record. */
  failures: number;
  /** True while the lockout's wait has not run out. */
  locked: boolean;
  /** The account's realm roles (account_roles): none for a player. */
  roles: string[];
}

/** The account of a sign-in and its lockout state, in one round trip. */
export async function findSignInAccount(db: Queryable, email: string): Promise<SignInAccount | undefined> {
  const { rows } = await db.query<SignInAccount>(
    `SELECT p.id, p.email, p.password_hash AS "passwordHash", p.first_name AS "firstName",
            p.last_name AS "lastName", p.email_verified AS "emailVerified", p.language, p.session_version AS "sessionVersion",
            coalesce(f.failures, 0) AS failures,
            ARRAY(SELECT r.role FROM account_roles r WHERE r.player_id = p.id ORDER BY r.role) AS roles,
            coalesce(f.failures >= $2 AND now() < f.last_failure_at
              + make_interval(secs => least($4, $3 * power(2, f.failures - $2))), false) AS locked
       FROM players p
       LEFT JOIN sign_in_failures f
         ON f.player_id = p.id AND f.last_failure_at > now() - make_interval(hours => $5)
      WHERE lower(p.email) = lower($1)`,
    [email.trim(), LOCKOUT.failuresBeforeLock, LOCKOUT.firstWaitSeconds, LOCKOUT.maxWaitSeconds, LOCKOUT.quietResetHours],
  );
  return rows[0];
}

/**
 * Reserves one password check for the account: counts it as a failure unless the account is
 * locked, in a single upsert (PostgreSQL's row lock orders concurrent attempts, and each sees
 * the count the previous one left). Answers the count with this attempt in it, or undefined when
 * locked: the password must not be checked. A count older than the quiet period starts again at one.
 */
export async function reserveSignInAttempt(db: Queryable, playerId: string): Promise<number | undefined> {
  const { rows } = await db.query<{ failures: number }>(
    `INSERT INTO sign_in_failures AS f (player_id, failures, last_failure_at)
     VALUES ($1, 1, now())
     ON CONFLICT (player_id) DO UPDATE SET
       failures = CASE WHEN f.last_failure_at > now() - make_interval(hours => $5) THEN f.failures + 1 ELSE 1 END,
       last_failure_at = now()
     WHERE NOT (f.failures >= $2 AND now() < f.last_failure_at
                + make_interval(secs => least($4, $3 * power(2, f.failures - $2))))
     RETURNING failures`,
    [playerId, LOCKOUT.failuresBeforeLock, LOCKOUT.firstWaitSeconds, LOCKOUT.maxWaitSeconds, LOCKOUT.quietResetHours],
  );
  return rows[0] === undefined ? undefined : Number(rows[0].failures);
}

/**
 * Whether a wrong password counted as `failures` is the one that locked the account: the owner is
 * mailed then, once per run of failures (a success or the quiet period ends it), not at each
 * doubling of the wait. The upsert hands each count to one attempt only, so one mail however
 * many guesses arrive together.
 */
export const lockedTheAccount = (failures: number) => failures === LOCKOUT.failuresBeforeLock;

export async function clearSignInFailures(db: Queryable, playerId: string): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE player_id = $1', [playerId]);
}
