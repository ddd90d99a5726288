import { createPlayer } from '../src/seed/factories';
import { createSmtpMailer } from '../src/domain/mailer';
import { ageCodes, codeOf, nthMailTo } from './support/codes';
import { describeEachDatabase } from './support/database';
import { stackWithMailFor, startStack } from './support/test-apps';
import { refusal } from './support/http';

const RESEND = '/api/open/v1/user/email_verification_resend_email';
const VERIFY = '/api/open/v1/user/email_verification_send_code';
const RESENT = { status: true, error_code: 'NO_ERROR', message: 'OTP resent successfully!', content: null };
const INVALID_OTP = { status: false, error_code: '340004', message: 'Invalid OTP. Please try again.', content: null };

describeEachDatabase('e-mail verification by uuid or e-mail, and resending the code', (context) => {
  const stack = stackWithMailFor(context);

  const resend = (payload: object) => stack.api.inject({ method: 'POST', url: RESEND, payload });
  const verify = (payload: object) => stack.api.inject({ method: 'POST', url: VERIFY, payload });
  const mailsTo = async (address: string) => (await stack.mail.messages()).filter((mail) => mail.to.some((to) => to.address === address));
  const isVerified = async (id: string) =>
    (await context.db.query<{ verified: boolean }>('SELECT email_verified AS verified FROM players WHERE id = $1', [id])).rows[0]!.verified;

  /** An unverified player who has already had one code (as after registration, 60 s ago). */
  async function unverifiedPlayer() {
    const player = await createPlayer(context.db, { emailVerified: false });
    expect((await resend({ uuid: player.id })).json()).toEqual(RESENT);
    const firstCode = codeOf(await nthMailTo(stack.mail, player.email, 1));
    await ageCodes(context.db, player.id, 60);
    return { player, firstCode };
  }

  it('resends by uuid: a new code mail, and the previous code dies', async () => {
    const { player, firstCode } = await unverifiedPlayer();
    const response = await resend({ uuid: player.id.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(RESENT);
    const mail = await nthMailTo(stack.mail, player.email, 2);
    expect(mail.subject).toMatch(/^\d{4} is your PlayPrize verification code$/);
    const code = codeOf(mail);
    if (code !== firstCode) expect((await verify({ uuid: player.id, code: firstCode })).json()).toEqual(INVALID_OTP);
    expect((await verify({ uuid: player.id, code })).json()).toMatchObject({ status: true });
    expect(await isVerified(player.id)).toBe(true);
  });

  it('resends and verifies by e-mail alone (the sign-in page sends unverified players with only their address)', async () => {
    const { player } = await unverifiedPlayer();
    expect((await resend({ email: player.email.toUpperCase() })).json()).toEqual(RESENT);
    const code = codeOf(await nthMailTo(stack.mail, player.email, 2));
    const response = await verify({ email: player.email, code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, error_code: 'NO_ERROR' });
    expect(await isVerified(player.id)).toBe(true);
  });

  it('treats null and empty uuids as absent', async () => {
    const { player } = await unverifiedPlayer();
    expect((await resend({ uuid: null, email: player.email })).json()).toEqual(RESENT);
    const code = codeOf(await nthMailTo(stack.mail, player.email, 2));
    expect((await verify({ uuid: '', email: player.email, code })).json()).toMatchObject({ status: true });
  });

  it('refuses a code with the wrong e-mail, and an unknown e-mail, with 340004', async () => {
    const { player, firstCode } = await unverifiedPlayer();
    const other = await createPlayer(context.db, { emailVerified: false });
    expect((await verify({ email: other.email, code: firstCode })).json()).toEqual(INVALID_OTP);
    expect((await verify({ email: 'nobody-here@example.test', code: firstCode })).json()).toEqual(INVALID_OTP);
    expect(await isVerified(player.id)).toBe(false);
  });

  it('answers status true without a mail for verified and unknown players', async () => {
    const verified = await createPlayer(context.db);
    for (const payload of [{ uuid: verified.id }, { email: verified.email }, { email: 'nobody-here@example.test' }]) {
      expect((await resend(payload)).json()).toEqual(RESENT);
    }
    expect((await resend({ uuid: '00000000-0000-4000-8000-000000000000' })).json()).toEqual(RESENT);
    expect(await mailsTo(verified.email)).toEqual([]);
    expect(await mailsTo('nobody-here@example.test')).toEqual([]);
  });

  it('allows one new code per 60 s, answering 429 RATE_LIMITED with the wait', async () => {
    const player = await createPlayer(context.db, { emailVerified: false });
    expect((await resend({ uuid: player.id })).json()).toEqual(RESENT);
    const tooSoon = await resend({ email: player.email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual(
      refusal('RATE_LIMITED', `Please wait ${tooSoon.headers['retry-after']} seconds before requesting a new code.`),
    );
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(50);
    expect(await mailsTo(player.email)).toHaveLength(1);
  });

  it('lets CODE_RESEND_INTERVAL_SECONDS shorten the interval (for tests that fast-forward the browser clock)', async () => {
    // Into this suite's MailDev: a second MailDev in one process keeps Jest from exiting.
    const mailer = createSmtpMailer({ smtpUrl: stack.mail.smtpUrl, from: 'PlayPrize <no-reply@example.test>' });
    const quick = await startStack(context.db, { env: { CODE_RESEND_INTERVAL_SECONDS: '0' }, mailer });
    try {
      const player = await createPlayer(context.db, { emailVerified: false });
      const resendNow = () => quick.api.inject({ method: 'POST', url: RESEND, payload: { uuid: player.id } });
      expect((await resendNow()).json()).toEqual(RESENT);
      expect((await resendNow()).json()).toEqual(RESENT);
      await nthMailTo(stack.mail, player.email, 2);
    } finally {
      await quick.close();
      mailer.close();
    }
  });

  it('answers 400 naming the fields when neither uuid nor e-mail is given', async () => {
    for (const response of [await resend({}), await verify({ code: '1234' })]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal('VALIDATION_FAILED', 'uuid or email is required.'));
    }
  });
});
