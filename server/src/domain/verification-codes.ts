import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Transaction } from '../db/database';

export const CODE_LIFETIME_MINUTES = 10;
/** Wrong guesses a code survives; after that even the right code is refused. */
export const MAX_CODE_ATTEMPTS = 5;

export type CodePurpose = 'email-verification';

function hashCode(purpose: CodePurpose, target: string, code: string): string {
  // Purpose and target in the hash: a code row copied to another player or purpose is useless.
  return createHash('sha256').update(`${purpose}\n${target}\n${code}`).digest('hex');
}

/** A fresh 4-digit code for target; earlier open codes for the same purpose and target die. */
export async function issueCode(tx: Transaction, purpose: CodePurpose, target: string): Promise<string> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await tx.query(
    `UPDATE verification_codes SET consumed_at = now()
      WHERE purpose = $1 AND target = $2 AND consumed_at IS NULL`,
    [purpose, target],
  );
  await tx.query(
    `INSERT INTO verification_codes (purpose, target, code_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [purpose, target, hashCode(purpose, target, code), CODE_LIFETIME_MINUTES],
  );
  return code;
}

/**
 * Consumes the target's current code if `code` matches and it is neither expired, used nor out of
 * attempts. A wrong guess is counted; the caller must commit the transaction even then (return,
 * don't throw), or the count would roll back.
 */
export async function consumeCode(tx: Transaction, purpose: CodePurpose, target: string, code: string): Promise<boolean> {
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
  const given = Buffer.from(hashCode(purpose, target, code), 'hex');
  if (timingSafeEqual(expected, given)) {
    await tx.query('UPDATE verification_codes SET consumed_at = now() WHERE id = $1', [current.id]);
    return true;
  }
  await tx.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [current.id]);
  return false;
}
