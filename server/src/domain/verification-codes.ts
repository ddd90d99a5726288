/**
 * One engine for every one-time code (e-mail verification, password reset, e-mail change): 4 digits, stored
 * hashed, single use, valid for CODE_LIFETIME_MINUTES, dead after MAX_CODE_ATTEMPTS wrong tries,
 * at most MAX_CODE_CHECKS_PER_DAY checks per purpose and target whatever the number of codes,
 * and at most one new code per resend interval (the spec's 60 s by default) for a purpose and
 * target. A target keeps only its newest code per purpose: issuing one deletes the earlier ones.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { formatNumber } from 'contract/money';
import { OTP_LENGTH } from 'contract/schemas';
import type { Transaction } from '../db/database';
import { countHit } from './rate-limits';

export const CODE_LIFETIME_MINUTES = 10;
/** Wrong guesses a code survives; after that even the right code is refused. */
export const MAX_CODE_ATTEMPTS = 5;
/** The spec's resend countdown, enforced here as well (CODE_RESEND_INTERVAL_SECONDS). */
export const CODE_RESEND_INTERVAL_SECONDS = 60;
/**
 * Checks of a target's codes per purpose in CODE_CHECK_WINDOW_SECONDS, right or wrong. Without
 * it every new code (one a minute, five per 15 minutes by the mail limit) brought five more
 * guesses at 10,000 values: about 1 % of accounts' codes guessed per hour of attack. With it,
 * at most 0.1 % a day; a player typing codes by hand never comes near it.
 */
export const MAX_CODE_CHECKS_PER_DAY = 10;
const CODE_CHECK_WINDOW_SECONDS = 24 * 60 * 60;

export type CodePurpose = 'email-verification' | 'password-reset' | 'email-change';

/** A new code was asked for too soon after the previous one. */
export class CodeThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Please wait ${formatNumber(retryAfterSeconds)} seconds before requesting a new code.`);
    this.name = 'CodeThrottledError';
  }
}

/** The target's checks for this purpose are used up until the window ends. */
export class CodeChecksExhaustedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    const hours = Math.ceil(retryAfterSeconds / 3600);
    super(`Too many code attempts. Please try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`);
    this.name = 'CodeChecksExhaustedError';
  }
}

/**
 * Purpose and target in the hash: a code row copied to another player or purpose is useless. A
 * `binding` (an e-mail change's new address) is hashed in too: the code matches only with it.
 */
function hashCode(purpose: CodePurpose, target: string, code: string, binding?: string): string {
  const bound = binding === undefined ? '' : `${binding}\n`;
  return createHash('sha256').update(`${purpose}\n${target}\n${bound}${code}`).digest('hex');
}

/**
 * A fresh 4-digit code for target, replacing any earlier one of the same purpose. Throws
 * CodeThrottledError when the previous code is younger than resendIntervalSeconds. With a
 * `binding`, the code is consumed only together with the same binding (see hashCode).
 */
export async function issueCode(
  tx: Transaction,
  purpose: CodePurpose,
  target: string,
  resendIntervalSeconds = CODE_RESEND_INTERVAL_SECONDS,
  binding?: string,
): Promise<string> {
  // Serialises issuing per purpose and target, so two simultaneous requests cannot both pass
  // the interval check (this also holds across replicas on PostgreSQL).
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`code:${purpose}:${target}`]);
  const { rows } = await tx.query<{ waitSeconds: number }>(
    `SELECT ceil(extract(epoch FROM created_at + make_interval(secs => $3) - now()))::int AS "waitSeconds"
       FROM verification_codes
      WHERE purpose = $1 AND target = $2
      ORDER BY created_at DESC
      LIMIT 1`,
    [purpose, target, resendIntervalSeconds],
  );
  const waitSeconds = rows[0]?.waitSeconds ?? 0;
  if (waitSeconds > 0) throw new CodeThrottledError(waitSeconds);

  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await tx.query('DELETE FROM verification_codes WHERE purpose = $1 AND target = $2', [purpose, target]);
  await tx.query(
    `INSERT INTO verification_codes (purpose, target, code_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [purpose, target, hashCode(purpose, target, code, binding), CODE_LIFETIME_MINUTES],
  );
  return code;
}

/**
 * Consumes the target's current code if `code` (and the binding it was issued with) matches and it is neither expired, used nor out of
 * attempts. A wrong guess is counted; the caller must commit the transaction even then (return,
 * don't throw), or the count would roll back. Throws CodeChecksExhaustedError, checking nothing,
 * once the target's checks of the day are used up.
 */
export async function consumeCode(tx: Transaction, purpose: CodePurpose, target: string, code: string, binding?: string): Promise<boolean> {
  const checks = await countHit(tx, `code-checks:${purpose}`, `player:${target}`, {
    limit: MAX_CODE_CHECKS_PER_DAY,
    windowSeconds: CODE_CHECK_WINDOW_SECONDS,
  });
  if (!checks.allowed) throw new CodeChecksExhaustedError(checks.retryAfterSeconds);
  const { rows } = await tx.query<{ id: number; codeHash: string; live: boolean; attempts: number }>(
    `SELECT id, code_hash AS "codeHash", expires_at > now() AS live, attempts
       FROM verification_codes
      WHERE purpose = $1 AND target = $2 AND consumed_at IS NULL
      ORDER BY created_at DESC, id DESC
      LIMIT 1
      FOR UPDATE`,
    [purpose, target],
  );
  const current = rows[0];
  if (!current || !current.live || current.attempts >= MAX_CODE_ATTEMPTS) return false;
  const expected = Buffer.from(current.codeHash, 'hex');
  const given = Buffer.from(hashCode(purpose, target, code, binding), 'hex');
  if (timingSafeEqual(expected, given)) {
    await tx.query('UPDATE verification_codes SET consumed_at = now() WHERE id = $1', [current.id]);
    return true;
  }
  await tx.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [current.id]);
  return false;
}

/** Every open code of target, whatever its purpose, stops working (after a password reset). */
export async function revokeCodes(tx: Transaction, target: string): Promise<void> {
  await tx.query('UPDATE verification_codes SET consumed_at = now() WHERE target = $1 AND consumed_at IS NULL', [target]);
}
