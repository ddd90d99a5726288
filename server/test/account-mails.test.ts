/**
 * The owner hears of what happens to their account (ADR 043), over real SMTP into MailDev, in
 * their language: the account locked by wrong passwords (once per lock, however many guesses
 * arrive together; the answer the same as for an unknown address), the password changed, a
 * withdrawal request and an identity submission received — never with a full account number or NIC.
 */
import { createPlayer } from '../src/seed/factories';
import { LOCKOUT } from '../src/domain/sign-in-lockout';
import { codeOf, nthMailTo } from './support/codes';
import { describeEachDatabase } from './support/database';
import { cardPhoto } from './support/identity-photos';
import { nicOf, submitIdentity } from './support/identity';
import type { CaughtMail } from './support/maildev';
import { requestToken, stackWithMailFor } from './support/test-apps';
import { BANK_DETAILS, signedInPlayer, withdraw } from './support/withdrawals';

const USER = '/api/open/v1/user';
const GUESSES = 31;

describeEachDatabase('mails about the account', (context) => {
  const stack = stackWithMailFor(context);

  const mailsTo = async (address: string) => (await stack.mail.messages()).filter((mail) => mail.to.some((to) => to.address === address));
  /** Waits until `count` mails reached `address`, then a little longer, so that one more would show. */
  async function settledMailsTo(address: string, count: number): Promise<CaughtMail[]> {
    const deadline = Date.now() + 5000;
    while ((await mailsTo(address)).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 500));
    return mailsTo(address);
  }
  const signInAttempt = (username: string, password: string) => requestToken(stack, { grant_type: 'password', username, password });

  it(`${GUESSES} wrong passwords at once: one mail to the owner in their language, linking the password reset; the answers as for an unknown address`, async () => {
    const player = await createPlayer(context.db, { language: 'si' });
    const unknown = `nobody-${Date.now()}@example.test`;
    const [registered, unregistered] = await Promise.all([
      Promise.all(Array.from({ length: GUESSES }, (_, n) => signInAttempt(player.email, `wrong-${n}`))),
      Promise.all(Array.from({ length: GUESSES }, (_, n) => signInAttempt(unknown, `wrong-${n}`))),
    ]);
    const answers = (responses: typeof registered) => new Set(responses.map((response) => `${response.statusCode} ${response.body}`));
    expect(answers(registered)).toEqual(answers(unregistered));
    expect(answers(registered).size).toBe(1);
    // Locked now: the right password gets the same answer too.
    const right = await signInAttempt(player.email, player.password);
    expect(`${right.statusCode} ${right.body}`).toBe([...answers(unregistered)][0]);

    const mails = await settledMailsTo(player.email, 1);
    expect(mails.map((mail) => mail.subject)).toEqual(['ඔබගේ PlayPrize ගිණුමට පුරනය වීම තාවකාලිකව නවතා ඇත']);
    expect(mails[0]!.text).toContain(`${stack.config.corsOrigins[0]}/forgot-password`);
    expect(mails[0]!.html).toContain('lang="si"');
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it(`exactly ${LOCKOUT.failuresBeforeLock} wrong passwords lock the account and mail once; a success before that mails nothing`, async () => {
    const player = await createPlayer(context.db);
    for (let n = 1; n < LOCKOUT.failuresBeforeLock; n += 1) await signInAttempt(player.email, `wrong-${n}`);
    expect((await signInAttempt(player.email, player.password)).statusCode).toBe(200);
    expect(await settledMailsTo(player.email, 0)).toEqual([]);
    for (let n = 1; n <= LOCKOUT.failuresBeforeLock; n += 1) await signInAttempt(player.email, `wrong-${n}`);
    const mails = await settledMailsTo(player.email, 1);
    expect(mails.map((mail) => mail.subject)).toEqual(['Sign-in to your PlayPrize account is paused']);
    expect(mails[0]!.text).toContain('If this was not you, reset your password now');
  });

  it('a password reset mails the owner that the password changed, in Tamil', async () => {
    const player = await createPlayer(context.db, { language: 'ta' });
    const post = (endpoint: string, payload: object) => stack.api.inject({ method: 'POST', url: `${USER}/${endpoint}`, payload });
    expect((await post('forget_password_send_email', { email: player.email })).statusCode).toBe(200);
    const code = codeOf(await nthMailTo(stack.mail, player.email, 1));
    const { resetToken } = (await post('forget_password_send_code', { email: player.email, code })).json().content;
    expect((await post('forget_password_reset_password', { code: resetToken, password: 'a-brand-new-password' })).statusCode).toBe(200);

    const changed = await nthMailTo(stack.mail, player.email, 2);
    expect(changed.subject).toBe('உங்கள் PlayPrize கடவுச்சொல் மாற்றப்பட்டது');
    expect(changed.text).toContain(`${stack.config.corsOrigins[0]}/forgot-password`);
    expect(await settledMailsTo(player.email, 2)).toHaveLength(2);
  });

  it('a withdrawal request is acknowledged once (not again on a replay), naming the account by its last four digits only', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 5000 });
    const headers = { 'idempotency-key': `withdraw-${player.id}` };
    const first = await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 }, headers);
    expect(first.statusCode).toBe(200);
    expect(
      (await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 }, headers)).headers['idempotent-replayed'],
    ).toBe('true');
    const { code } = first.json().content;

    const mails = await settledMailsTo(player.email, 1);
    expect(mails.map((mail) => mail.subject)).toEqual([`We received your withdrawal request ${code} of LKR 5,000`]);
    expect(mails[0]!.text).toContain(`to be paid to your account ending ${BANK_DETAILS.accountNumber.slice(-4)} at Bank of Ceylon`);
    expect(`${mails[0]!.text}${mails[0]!.html}`).not.toContain(BANK_DETAILS.accountNumber);
  });

  it('an identity submission is acknowledged in Sinhala, without the NIC', async () => {
    const dateOfBirth = '1992-02-29';
    const player = await signedInPlayer(stack, context.db, {
      identity: 'none',
      dateOfBirth,
      firstName: 'Nimal',
      lastName: 'Perera',
      language: 'si',
    });
    const nic = nicOf(dateOfBirth, 'female');
    expect(
      (await submitIdentity(stack.api, player.token, { uuid: player.id, nic, nicFullName: 'Nimal Perera', front: cardPhoto() }, cardPhoto))
        .statusCode,
    ).toBe(200);

    const mails = await settledMailsTo(player.email, 1);
    expect(mails.map((mail) => mail.subject)).toEqual(['ඔබගේ අනන්‍යතා තහවුරු කිරීමේ ඉල්ලීම අපට ලැබුණි']);
    expect(`${mails[0]!.text}${mails[0]!.html}`).not.toContain(nic);
  });
});
