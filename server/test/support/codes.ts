/** Helpers for suites that read one-time codes from MailDev and move code clocks in the database. */
import type { Queryable } from '../../src/db/database';
import type { CaughtMail, MailCatcher } from './maildev';

/** The code of a code mail: the one run of four digits in its subject. */
export function codeOf(mail: CaughtMail): string {
  const runs = mail.subject.match(/\d{4}/g) ?? [];
  if (runs.length !== 1) throw new Error(`Expected one 4-digit run in "${mail.subject}"`);
  return runs[0]!;
}

/** A 4-digit code that is not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** The `count`-th mail to `address` (1-based), waiting up to 5 s for it to arrive. */
export async function nthMailTo(mail: MailCatcher, address: string, count: number): Promise<CaughtMail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const received = (await mail.messages()).filter((message) =>
      message.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
    );
    if (received.length >= count) return received[count - 1]!;
    if (Date.now() > deadline) throw new Error(`Mail ${count} to ${address} did not arrive (${received.length} did)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Makes the target's codes look `seconds` older, as if that much time had passed. */
export async function ageCodes(db: Queryable, target: string, seconds: number): Promise<void> {
  await db.query(
    `UPDATE verification_codes
        SET created_at = created_at - make_interval(secs => $2), expires_at = expires_at - make_interval(secs => $2)
      WHERE target = $1`,
    [target, seconds],
  );
}
