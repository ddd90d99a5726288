import { createHash, randomUUID } from 'node:crypto';
import {
  CODE_RESEND_INTERVAL_SECONDS,
  CodeChecksExhaustedError,
  CodeThrottledError,
  consumeCode,
  issueCode,
  MAX_CODE_ATTEMPTS,
  MAX_CODE_CHECKS_PER_DAY,
  revokeCodes,
  type CodePurpose,
} from '../src/domain/verification-codes';
import { ageCodes, wrongCode } from './support/codes';
import { describeEachDatabase } from './support/database';

describeEachDatabase('one-time code engine', (context) => {
  const issue = (target: string, purpose: CodePurpose = 'password-reset') => context.db.transaction((tx) => issueCode(tx, purpose, target));
  const consume = (target: string, code: string, purpose: CodePurpose = 'password-reset') =>
    context.db.transaction((tx) => consumeCode(tx, purpose, target, code));
  const rowsOf = async (target: string) =>
    (
      await context.db.query<{ purpose: string; codeHash: string; minutesLeft: number }>(
        `SELECT purpose, code_hash AS "codeHash",
                round(extract(epoch FROM expires_at - created_at) / 60)::int AS "minutesLeft"
           FROM verification_codes WHERE target = $1 ORDER BY purpose`,
        [target],
      )
    ).rows;

  it('issues 4 digits, stores only a hash, valid for 10 minutes', async () => {
    const target = randomUUID();
    const code = await issue(target);
    expect(code).toMatch(/^\d{4}$/);
    const rows = await rowsOf(target);
    expect(rows).toEqual([{ purpose: 'password-reset', codeHash: expect.stringMatching(/^[0-9a-f]{64}$/), minutesLeft: 10 }]);
    // Not the code itself, nor its bare SHA-256 (a 10,000-row table would read that): the hash is bound to the purpose and the target.
    expect(Object.values(rows[0]!)).not.toContain(code);
    expect(rows[0]!.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
  });

  it('accepts the right code once', async () => {
    const target = randomUUID();
    const code = await issue(target);
    expect(await consume(target, code)).toBe(true);
    expect(await consume(target, code)).toBe(false);
  });

  it('keeps purposes and targets apart', async () => {
    const target = randomUUID();
    const code = await issue(target, 'password-reset');
    expect(await consume(target, code, 'email-verification')).toBe(false);
    expect(await consume(randomUUID(), code)).toBe(false);
    expect(await consume(target, code, 'password-reset')).toBe(true);
  });

  it('refuses a code past its 10 minutes', async () => {
    const target = randomUUID();
    const code = await issue(target);
    await ageCodes(context.db, target, 10 * 60 - 5);
    expect(await consume(target, wrongCode(code))).toBe(false); // still live: a counted wrong guess
    await ageCodes(context.db, target, 10);
    expect(await consume(target, code)).toBe(false);
  });

  it(`kills a code after ${MAX_CODE_ATTEMPTS} wrong tries, and only then`, async () => {
    const target = randomUUID();
    const code = await issue(target);
    for (let attempt = 1; attempt < MAX_CODE_ATTEMPTS; attempt += 1) expect(await consume(target, wrongCode(code))).toBe(false);
    expect(await consume(target, code)).toBe(true);

    const other = randomUUID();
    const next = await issue(other);
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) expect(await consume(other, wrongCode(next))).toBe(false);
    expect(await consume(other, next)).toBe(false);
  });

  it(`allows ${MAX_CODE_CHECKS_PER_DAY} checks a day per purpose and target across new codes, then refuses even the right code`, async () => {
    const target = randomUUID();
    for (let check = 0; check < MAX_CODE_CHECKS_PER_DAY; check += 1) {
      // A new code every other check: replacing the code does not give the attempts back.
      if (check % 2 === 0) {
        await ageCodes(context.db, target, CODE_RESEND_INTERVAL_SECONDS);
        await issue(target);
      }
      expect(await consume(target, 'guess')).toBe(false);
    }
    await ageCodes(context.db, target, CODE_RESEND_INTERVAL_SECONDS);
    const code = await issue(target);
    const refused = consume(target, code);
    await expect(refused).rejects.toBeInstanceOf(CodeChecksExhaustedError);
    await expect(refused).rejects.toMatchObject({
      retryAfterSeconds: expect.any(Number),
      message: 'Too many code attempts. Please try again in 24 hours.',
    });
    // Other purposes keep their own count; a day later the target may try again.
    expect(await consume(target, code, 'email-verification')).toBe(false);
    await context.db.query("UPDATE rate_limit_windows SET ends_at = now() WHERE name LIKE 'code-checks:%'");
    expect(await consume(target, code)).toBe(true);
  });

  it(`allows a new code once per ${CODE_RESEND_INTERVAL_SECONDS} s, saying how long to wait`, async () => {
    const target = randomUUID();
    await issue(target);
    const refused = await issue(target).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CodeThrottledError);
    const { retryAfterSeconds, message } = refused as CodeThrottledError;
    expect(retryAfterSeconds).toBeGreaterThan(CODE_RESEND_INTERVAL_SECONDS - 5);
    expect(retryAfterSeconds).toBeLessThanOrEqual(CODE_RESEND_INTERVAL_SECONDS);
    expect(message).toBe(`Please wait ${retryAfterSeconds} seconds before requesting a new code.`);

    expect(new CodeThrottledError(3600).message).toBe('Please wait 3,600 seconds before requesting a new code.');

    await ageCodes(context.db, target, CODE_RESEND_INTERVAL_SECONDS - 10);
    expect(((await issue(target).catch((error: unknown) => error)) as CodeThrottledError).retryAfterSeconds).toBeLessThanOrEqual(10);
    await ageCodes(context.db, target, 10);
    expect(await issue(target)).toMatch(/^\d{4}$/);
  });

  it('applies the interval per purpose: a verification code does not hold back a reset code', async () => {
    const target = randomUUID();
    await issue(target, 'email-verification');
    await expect(issue(target, 'password-reset')).resolves.toMatch(/^\d{4}$/);
  });

  it('lets a new code replace the previous one', async () => {
    const target = randomUUID();
    const first = await issue(target);
    await ageCodes(context.db, target, CODE_RESEND_INTERVAL_SECONDS);
    let second = await issue(target);
    while (second === first) {
      // The same 4 digits can come up again by chance; draw until they differ.
      await ageCodes(context.db, target, CODE_RESEND_INTERVAL_SECONDS);
      second = await issue(target);
    }
    expect(await consume(target, first)).toBe(false);
    expect(await consume(target, second)).toBe(true);
    expect(await rowsOf(target)).toHaveLength(1);
  });

  it('revokes every open code of a target, whatever the purpose', async () => {
    const target = randomUUID();
    const reset = await issue(target, 'password-reset');
    const verification = await issue(target, 'email-verification');
    await context.db.transaction((tx) => revokeCodes(tx, target));
    expect(await consume(target, reset, 'password-reset')).toBe(false);
    expect(await consume(target, verification, 'email-verification')).toBe(false);
  });

  it('lets only one of two simultaneous requests issue a code', async () => {
    const target = randomUUID();
    const results = await Promise.allSettled([issue(target), issue(target)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: expect.any(CodeThrottledError) });
  });
});
