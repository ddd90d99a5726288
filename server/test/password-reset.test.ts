import { createPlayer, type CreatedPlayer } from '../src/seed/factories';
import { MAX_CODE_ATTEMPTS } from '../src/domain/verification-codes';
import { ageCodes, codeOf, nthMailTo, wrongCode } from './support/codes';
import { describeEachDatabase } from './support/database';
import { requestToken, signIn, stackWithMailFor } from './support/test-apps';
import { refusal, success } from './support/http';

const PATH = '/api/open/v1/user';
const USER_NOT_FOUND = { status: false, error_code: '290002', message: 'User Not Found', content: null };
const INVALID_OTP = { status: false, error_code: '290006', message: 'Invalid OTP. Please try again.', content: null };
const INVALID_RESET_CODE = refusal('290005', 'Invalid reset code. Please request a new reset link.');

describeEachDatabase('forgot password', (context) => {
  const stack = stackWithMailFor(context);

  const post = (endpoint: string, payload: object) => stack.api.inject({ method: 'POST', url: `${PATH}/${endpoint}`, payload });
  const sendEmail = (email: string) => post('forget_password_send_email', { email });
  const resendEmail = (email: string) => post('forget_password_resend_email', { email });
  const sendCode = (email: string, code: unknown) => post('forget_password_send_code', { email, code } as object);
  const resetPassword = (code: unknown, password: string) => post('forget_password_reset_password', { code, password } as object);

  /** A player whose reset code has been mailed; returns the code read from MailDev. */
  async function playerWithResetCode(overrides: Partial<CreatedPlayer> = {}) {
    const player = await createPlayer(context.db, overrides);
    expect((await sendEmail(player.email)).json()).toMatchObject({ status: true });
    return { player, code: codeOf(await nthMailTo(stack.mail, player.email, 1)) };
  }

  /** A player holding a reset token. */
  async function playerWithResetToken() {
    const { player, code } = await playerWithResetCode();
    const response = await sendCode(player.email, code);
    return { player, resetToken: response.json().content.resetToken as string };
  }

  it('takes a player from the mailed code to signing in with the new password', async () => {
    const player = await createPlayer(context.db, { email: 'Reset.Journey@Example.test' });
    const sent = await sendEmail('reset.journey@example.test');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual(success('Password reset OTP sent! Please check your email.'));
    const mail = await nthMailTo(stack.mail, player.email, 1);
    expect(mail.subject).toMatch(/^\d{4} is your PlayPrize password reset code$/);
    const code = codeOf(mail);
    expect(mail.text).toContain(code);
    expect(mail.html).toContain(code);
    expect(mail.text).toContain(`Hello ${player.firstName},`);

    const verified = await sendCode(player.email, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual(success('OTP verified successfully!', { resetToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) }));
    const { resetToken } = verified.json().content;
    const stored = await context.db.query('SELECT token_hash AS hash FROM password_reset_tokens WHERE player_id = $1', [player.id]);
    expect(stored.rows).toEqual([{ hash: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(JSON.stringify(stored.rows)).not.toContain(resetToken);

    const reset = await resetPassword(resetToken, 'brand-new-pass');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual(success('Password reset successfully! Please log in.'));
    const { rows } = await context.db.query(`SELECT password_hash LIKE '$argon2id$%' AS argon2id FROM players WHERE id = $1`, [player.id]);
    expect(rows).toEqual([{ argon2id: true }]);
    await expect(signIn(stack, player.email, 'brand-new-pass')).resolves.toEqual(expect.any(String));
    const old = await requestToken(stack, { grant_type: 'password', username: player.email, password: player.password });
    expect(old.statusCode).toBe(401);

    const again = await resetPassword(resetToken, 'another-pass');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_RESET_CODE);
  });

  it("escapes the player's name in the HTML part", async () => {
    const { player } = await playerWithResetCode({ firstName: '<b>Ann & "Co"</b>' });
    const mail = await nthMailTo(stack.mail, player.email, 1);
    expect(mail.html).toContain('Hello <!-- -->&lt;b&gt;Ann &amp; &quot;Co&quot;&lt;/b&gt;<!-- -->,');
    expect(mail.html).not.toContain('<b>Ann');
    expect(mail.text).toContain('Hello <b>Ann & "Co"</b>,');
  });

  it('answers 290002 with HTTP 404 for an unknown e-mail, on send and on resend, and mails nothing', async () => {
    for (const response of [await sendEmail('nobody-here@example.test'), await resendEmail('nobody-here@example.test')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(USER_NOT_FOUND);
    }
    const mails = await stack.mail.messages();
    expect(mails.filter((mail) => mail.to.some((to) => to.address === 'nobody-here@example.test'))).toEqual([]);
  });

  it('answers 400 VALIDATION_FAILED for a missing or malformed e-mail', async () => {
    const missing = await post('forget_password_send_email', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(refusal('VALIDATION_FAILED', 'email is required.'));
    const malformed = await sendEmail('not-an-address');
    expect(malformed.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', message: 'email: Please enter a valid email address.' });
  });

  it('answers 290006 for a wrong code, and the right code still works after it', async () => {
    const { player, code } = await playerWithResetCode();
    const wrong = await sendCode(player.email, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(INVALID_OTP);
    expect((await sendCode(player.email, code)).json()).toMatchObject({ status: true });
  });

  it('binds the code to its e-mail: the right code with another address fails', async () => {
    const { player, code } = await playerWithResetCode();
    const other = await createPlayer(context.db);
    expect((await sendCode(other.email, code)).json()).toEqual(INVALID_OTP);
    expect((await sendCode('nobody-here@example.test', code)).json()).toEqual(INVALID_OTP);
    expect((await sendCode(player.email.toUpperCase(), code)).json()).toMatchObject({ status: true });
  });

  it('requires the e-mail with the code (400 VALIDATION_FAILED)', async () => {
    const { code } = await playerWithResetCode();
    const response = await post('forget_password_send_code', { code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('VALIDATION_FAILED', 'email is required.'));
  });

  it('refuses expired, used, dead and malformed codes with 290006', async () => {
    const expired = await playerWithResetCode();
    await ageCodes(context.db, expired.player.id, 10 * 60 + 1);
    expect((await sendCode(expired.player.email, expired.code)).json()).toEqual(INVALID_OTP);

    const used = await playerWithResetCode();
    expect((await sendCode(used.player.email, used.code)).json()).toMatchObject({ status: true });
    expect((await sendCode(used.player.email, used.code)).json()).toEqual(INVALID_OTP);

    const dead = await playerWithResetCode();
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
      expect((await sendCode(dead.player.email, wrongCode(dead.code))).json()).toEqual(INVALID_OTP);
    }
    expect((await sendCode(dead.player.email, dead.code)).json()).toEqual(INVALID_OTP);

    for (const malformed of ['12a4', '123', 12345]) {
      expect((await sendCode(dead.player.email, malformed)).json()).toEqual(INVALID_OTP);
    }
  });

  it('resends a new code after 60 s: the old one dies, the new one works', async () => {
    const { player, code } = await playerWithResetCode();
    const tooSoon = await resendEmail(player.email);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ status: false, error_code: 'RATE_LIMITED' });
    expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(50);

    await ageCodes(context.db, player.id, 60);
    const resent = await resendEmail(player.email);
    expect(resent.json()).toEqual({ status: true, error_code: 'NO_ERROR', message: 'OTP resent successfully!', content: null });
    const newCode = codeOf(await nthMailTo(stack.mail, player.email, 2));
    if (newCode !== code) expect((await sendCode(player.email, code)).json()).toEqual(INVALID_OTP);
    expect((await sendCode(player.email, newCode)).json()).toMatchObject({ status: true });
  });

  it('answers 290005 for unknown and expired reset tokens, and 400 without one', async () => {
    expect((await resetPassword('not-a-token', 'long-enough')).json()).toEqual(INVALID_RESET_CODE);

    const expired = await playerWithResetToken();
    await context.db.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE player_id = $1", [
      expired.player.id,
    ]);
    expect((await resetPassword(expired.resetToken, 'long-enough')).json()).toEqual(INVALID_RESET_CODE);

    const missing = await post('forget_password_reset_password', { password: 'long-enough' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      message: 'code: Invalid or missing reset code. Please try again.',
    });
  });

  it('gives a reset token 15 minutes', async () => {
    const { player } = await playerWithResetToken();
    const { rows } = await context.db.query(
      'SELECT round(extract(epoch FROM expires_at - created_at))::int AS seconds FROM password_reset_tokens WHERE player_id = $1',
      [player.id],
    );
    expect(rows).toEqual([{ seconds: 15 * 60 }]);
  });

  it('refuses a password under 6 characters without using the token up', async () => {
    const { player, resetToken } = await playerWithResetToken();
    const short = await resetPassword(resetToken, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual(refusal('VALIDATION_FAILED', 'Password should be at least 6 characters'));
    expect((await resetPassword(resetToken, '123456')).json()).toMatchObject({ status: true });
    await expect(signIn(stack, player.email, '123456')).resolves.toEqual(expect.any(String));
  });

  it('kills every outstanding code and token of the player, clears a lockout and verifies the e-mail', async () => {
    const { player, resetToken } = await playerWithResetToken();
    await context.db.query('UPDATE players SET email_verified = false WHERE id = $1', [player.id]);
    await context.db.query(
      "INSERT INTO verification_codes (purpose, target, code_hash, expires_at) VALUES ('email-verification', $1, 'x', now() + interval '5 minutes')",
      [player.id],
    );
    await context.db.query('INSERT INTO sign_in_failures (player_id, failures, last_failure_at) VALUES ($1, 9, now())', [player.id]);

    expect((await resetPassword(resetToken, 'fresh-password')).json()).toMatchObject({ status: true });
    const open = await context.db.query('SELECT id FROM verification_codes WHERE target = $1 AND consumed_at IS NULL', [player.id]);
    expect(open.rows).toEqual([]);
    const tokens = await context.db.query('SELECT 1 FROM password_reset_tokens WHERE player_id = $1', [player.id]);
    expect(tokens.rows).toEqual([]);
    await expect(signIn(stack, player.email, 'fresh-password')).resolves.toEqual(expect.any(String));
  });

  it('lets only the newest reset token work', async () => {
    const { player, code } = await playerWithResetCode();
    const first = (await sendCode(player.email, code)).json().content.resetToken as string;
    await ageCodes(context.db, player.id, 60);
    expect((await resendEmail(player.email)).json()).toMatchObject({ status: true });
    const second = (await sendCode(player.email, codeOf(await nthMailTo(stack.mail, player.email, 2)))).json().content.resetToken as string;
    expect((await resetPassword(first, 'long-enough')).json()).toEqual(INVALID_RESET_CODE);
    expect((await resetPassword(second, 'long-enough')).json()).toMatchObject({ status: true });
  });
});
