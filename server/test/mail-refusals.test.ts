/**
 * Code mails to addresses a real SMTP server refuses. A permanent refusal of the recipient (5xx to
 * RCPT TO) is the address's fault: 400 EMAIL_UNDELIVERABLE, and nothing is left behind (no account,
 * no code). A temporary one (4xx), a relay refusing everyone (5.7.x) or no server at all is an
 * outage: 503, and the player may try again.
 */
import { buildApiApp } from '../src/app';
import { createPlayer } from '../src/seed/factories';
import { createSmtpMailer, type Mailer } from '../src/domain/mailer';
import { describeEachDatabase } from './support/database';
import { changingNothing } from './support/fuzz';
import { freePorts } from './support/ports';
import { startRefusingSmtp, type RecipientRefusal, type RefusingSmtp } from './support/refusing-smtp';
import { startStack, type TestStack } from './support/test-apps';

const REGISTER = '/api/open/v1/user/register';
const FORGOT_PASSWORD = '/api/open/v1/user/forget_password_send_email';
const RESEND_VERIFICATION = '/api/open/v1/user/email_verification_resend_email';

/** What the receiving server answers to RCPT TO, by kind of address (each test address starts with its kind). */
const ANSWERS = {
  gone: { code: 550, text: '5.1.1 No such user here' },
  unnamed: { code: 553, text: 'Mailbox name not allowed' },
  malformed: { code: 501, text: '5.1.3 Bad recipient address syntax' },
  busy: { code: 450, text: '4.2.1 Mailbox busy, try again later' },
  relayOnly: { code: 554, text: '5.7.1 Relay access denied' },
};
type Answer = keyof typeof ANSWERS;

const UNDELIVERABLE = {
  statusCode: 400,
  envelope: { status: false, error_code: 'EMAIL_UNDELIVERABLE', message: 'This email address cannot receive mail.' },
};
const UNAVAILABLE = { statusCode: 503, envelope: { status: false, error_code: 'SERVICE_UNAVAILABLE' } };
const OUTCOMES: [Answer, string, typeof UNDELIVERABLE | typeof UNAVAILABLE][] = [
  ['gone', '400 EMAIL_UNDELIVERABLE', UNDELIVERABLE],
  ['unnamed', '400 EMAIL_UNDELIVERABLE', UNDELIVERABLE],
  ['malformed', '400 EMAIL_UNDELIVERABLE', UNDELIVERABLE],
  ['busy', '503', UNAVAILABLE],
  ['relayOnly', '503', UNAVAILABLE],
];

/** The SMTP server's answers by address, filled in by addressAnswered. */
const refusals: Record<string, RecipientRefusal> = {};
let addressCount = 0;

/** A fresh address the SMTP server answers with `answer`: "<answer>-<n>@example.test". */
function addressAnswered(answer: Answer): string {
  const address = `${answer.toLowerCase()}-${(addressCount += 1)}@example.test`;
  refusals[address] = ANSWERS[answer];
  return address;
}

describeEachDatabase('code mails refused by the receiving server', (context) => {
  let smtp: RefusingSmtp;
  let mailer: Mailer;
  let stack: TestStack;

  beforeAll(async () => {
    smtp = await startRefusingSmtp(refusals);
    mailer = createSmtpMailer({ smtpUrl: smtp.smtpUrl, from: 'PlayPrize <no-reply@example.test>' });
    stack = await startStack(context.db, { mailer });
  });
  afterAll(async () => {
    await stack.close();
    mailer.close();
    await smtp.close();
  });

  const post = (url: string, payload: object) => stack.api.inject({ method: 'POST', url, payload });
  const registration = (email: string) => ({
    ...{ firstName: 'Kamal', lastName: 'Silva', email, country: 144 },
    ...{ mobile: '0771234567', dateOfBirth: '2001-04-14', password: 'secret-pass' },
  });

  it.each(OUTCOMES)('registration to a "%s" address answers %s and creates no account', async (answer, _label, outcome) => {
    const email = addressAnswered(answer);
    const response = await changingNothing(context.db, () => post(REGISTER, registration(email)));
    expect(response.statusCode).toBe(outcome.statusCode);
    expect(response.json()).toMatchObject(outcome.envelope);
    expect(smtp.recipientsAsked).toContain(email);
  });

  it('registers an address the server accepts, and the refused one can be corrected at once', async () => {
    const refused = addressAnswered('gone');
    expect((await post(REGISTER, registration(refused))).statusCode).toBe(400);
    const before = smtp.accepted();
    const response = await post(REGISTER, registration(refused.replace('gone', 'kamal')));
    expect(response.json()).toMatchObject({ status: true, content: { uuid: expect.any(String) } });
    expect(smtp.accepted()).toBe(before + 1);
  });

  it.each(OUTCOMES)('forgot password for a player with a "%s" address answers %s and stores no code', async (answer, _label, outcome) => {
    const player = await createPlayer(context.db, { email: addressAnswered(answer) });
    const response = await changingNothing(context.db, () => post(FORGOT_PASSWORD, { email: player.email }));
    expect(response.statusCode).toBe(outcome.statusCode);
    expect(response.json()).toMatchObject(outcome.envelope);
  });

  it('resending the verification code to a refused address answers 400 and stores no code', async () => {
    const player = await createPlayer(context.db, { email: addressAnswered('gone'), emailVerified: false });
    const response = await changingNothing(context.db, () => post(RESEND_VERIFICATION, { uuid: player.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(UNDELIVERABLE.envelope);
  });

  it('answers 503 when no mail server answers at all (connection refused)', async () => {
    const [deadPort] = (await freePorts(1)) as [number];
    const deadMailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${deadPort}`, from: 'x@example.test' });
    const api = buildApiApp({ config: stack.config, db: context.db, mailer: deadMailer });
    const player = await createPlayer(context.db);
    const response = await changingNothing(context.db, () =>
      api.inject({ method: 'POST', url: FORGOT_PASSWORD, payload: { email: player.email } }),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: false, error_code: 'SERVICE_UNAVAILABLE' });
    await api.close();
    deadMailer.close();
  });

  it('sends to the one address given, never to a list parsed out of it', async () => {
    const listed = 'kamal@example.test, eve@evil.example';
    await mailer.send({ to: listed, subject: 'x', text: 'x', html: 'x' }).catch(() => undefined);
    expect(smtp.recipientsAsked).not.toContain('eve@evil.example');
  });
});
