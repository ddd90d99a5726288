/**
 * The outside review (ADR 042): a signed-in session changed the payout account's holder and withdrew, silently.
 * Changing the bank, the number or the holder on file now needs the current password (wrong ones
 * count toward the sign-in lockout), mails the player at once in their language through real SMTP
 * (MailDev), and holds approvals of requests to the changed account for BANK_CHANGE_HOLD_HOURS.
 */
import { LOCKOUT } from '../src/domain/sign-in-lockout';
import { describeEachDatabase } from './support/database';
import type { CaughtMail } from './support/maildev';
import { act, APPROVER, detail, OPERATOR, requestState, signedInOperator } from './support/payouts';
import { requestToken, stackWithMailFor } from './support/test-apps';
import { BANK_DETAILS, readBankDetails, saveBankDetails, signedInPlayer, withdraw, type SignedInPlayer } from './support/withdrawals';

/** The attack: the same bank, another account number and another holder. */
const ATTACKERS_ACCOUNT = { ...BANK_DETAILS, accountNumber: '8800112233', accountHolderName: 'Mallory Fernando' };

describeEachDatabase('a change of the payout account', (context) => {
  const stack = stackWithMailFor(context);

  const change = (player: SignedInPlayer, extra: object = {}) =>
    saveBankDetails(stack.api, player.token, { uuid: player.id, ...ATTACKERS_ACCOUNT, ...extra });
  const mailsTo = async (address: string) => (await stack.mail.messages()).filter((mail) => mail.to.some((to) => to.address === address));

  /** The stored row as it matters here: where the money goes, and when that last changed. */
  async function stored(playerId: string) {
    const { rows } = await context.db.query(
      'SELECT bank_name, account_number_sealed, account_holder_name, branch_name, changed_at FROM bank_details WHERE player_id = $1',
      [playerId],
    );
    return rows;
  }

  it('saves the first account without a password, and mails nothing: nothing is redirected', async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    const response = await saveBankDetails(stack.api, player.token, { uuid: player.id, ...BANK_DETAILS });
    expect(response.statusCode).toBe(200);
    expect((await stored(player.id))[0]).toMatchObject({ changed_at: null });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(player.email)).toEqual([]);
  });

  it('refuses a change without the password, or with a wrong one, with a clear message, changing and mailing nothing', async () => {
    const player = await signedInPlayer(stack, context.db);
    const before = await stored(player.id);
    for (const [extra, code, message] of [
      [{}, 'PASSWORD_REQUIRED', 'To change your payout account, please enter your current password.'],
      [{ currentPassword: '' }, 'PASSWORD_REQUIRED', 'To change your payout account, please enter your current password.'],
      [{ currentPassword: `${player.password}x` }, 'WRONG_PASSWORD', 'That password is not correct. Your payout account was not changed.'],
    ] as const) {
      const response = await change(player, extra);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: false, error_code: code, message, content: null });
    }
    // Each field that routes money is a change; the branch alone is not.
    for (const field of [{ bankName: 'Sampath Bank' }, { accountNumber: '0071234568' }, { accountHolderName: 'Nimal Perera Jr' }]) {
      expect((await saveBankDetails(stack.api, player.token, { uuid: player.id, ...BANK_DETAILS, ...field })).json()).toMatchObject({
        error_code: 'PASSWORD_REQUIRED',
      });
    }
    expect(await stored(player.id)).toEqual(before);
    expect((await readBankDetails(stack.api, player.token, player.id)).json().content).toMatchObject({
      accountNumberEnding: '4567',
      accountHolderName: 'Nimal Perera',
    });
    expect(await mailsTo(player.email)).toEqual([]);
  });

  it('refuses a badly typed password as a validation error, never a 500', async () => {
    const player = await signedInPlayer(stack, context.db);
    for (const [currentPassword, message] of [
      [42, 'currentPassword must be text.'],
      ['p'.repeat(129), 'currentPassword must be at most 128 characters.'],
    ] as const) {
      const response = await change(player, { currentPassword });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', message });
    }
  });

  it('needs no password for the same account spelled otherwise, or another branch, and mails nothing', async () => {
    const player = await signedInPlayer(stack, context.db);
    const response = await saveBankDetails(stack.api, player.token, {
      uuid: player.id,
      ...BANK_DETAILS,
      bankName: 'BANK OF CEYLON',
      accountHolderName: ' nimal  PERERA ',
      branchName: 'Galle',
    });
    expect(response.statusCode).toBe(200);
    expect((await stored(player.id))[0]).toMatchObject({ branch_name: 'Galle', changed_at: null });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(player.email)).toEqual([]);
  });

  it(`counts wrong passwords with the sign-in's: ${LOCKOUT.failuresBeforeLock} of 20 parallel guesses are checked, then even the right one is refused`, async () => {
    const player = await signedInPlayer(stack, context.db);
    const before = await stored(player.id);
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, index) => change(player, { currentPassword: `guess-${index}` })));
    const codes = guesses.map((guess) => guess.json().error_code);
    expect(codes.filter((code) => code === 'WRONG_PASSWORD')).toHaveLength(LOCKOUT.failuresBeforeLock);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(20 - LOCKOUT.failuresBeforeLock);
    const locked = await change(player, { currentPassword: player.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong passwords. Your payout account was not changed; please try again in a few minutes.');
    // The sign-in is locked as well: guessing here is no way around its lockout.
    const signIn = await requestToken(stack, {
      grant_type: 'password',
      client_id: stack.config.clientId,
      username: player.email,
      password: player.password,
    });
    expect(signIn.statusCode).toBe(401);
    expect(await stored(player.id)).toEqual(before);
    expect(await mailsTo(player.email)).toEqual([]);
  });

  it('with the password: saves, stamps the change and mails the player at once, in English, with the link to secure the account', async () => {
    const player = await signedInPlayer(stack, context.db, { firstName: 'Nimal' });
    const response = await change(player, { currentPassword: player.password });
    expect(response.statusCode).toBe(200);
    expect((await stored(player.id))[0]).toMatchObject({ account_holder_name: 'Mallory Fernando', changed_at: expect.any(Date) });
    const mail = await stack.mail.latestTo(player.email);
    expect(mail.subject).toBe('Your payout account was changed');
    expect(mail.text).toContain('Hello Nimal,');
    expect(mail.text).toContain('was just changed to: Bank of Ceylon, account ending 2233, account holder Mallory Fernando.');
    expect(mail.text).toContain('If this was not you, someone may be using your account: reset your password now');
    expect(mail.text).toContain('Withdrawals to the new account can be approved 24 hours after the change.');
    expect(mail.html).toContain(`href="${stack.config.webPublicUrl}/forgot-password"`);
    expectNoAccountNumber(mail);
  });

  it.each([
    ['si', 'ඔබගේ ගෙවීම් ලැබෙන ගිණුම වෙනස් කෙරිණි', 'මගේ ගිණුම ආරක්ෂා කරන්න'],
    ['ta', 'உங்கள் பணம் பெறும் கணக்கு மாற்றப்பட்டது', 'என் கணக்கைப் பாதுகாக்கவும்'],
  ] as const)('mails a %s-speaking player in their language', async (language, subject, action) => {
    const player = await signedInPlayer(stack, context.db, { language });
    expect((await change(player, { currentPassword: player.password })).statusCode).toBe(200);
    const mail = await stack.mail.latestTo(player.email);
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(`lang="${language}"`);
    expect(mail.html).toContain(action);
    expect(mail.text).toContain('2233');
    expect(mail.text).toContain('Mallory Fernando');
    expectNoAccountNumber(mail);
  });

  describe('the hold on approvals', () => {
    /** A player whose account a session changed (with the password), who then asked to withdraw. */
    async function redirectedRequest(): Promise<{ player: SignedInPlayer; code: string }> {
      const player = await signedInPlayer(stack, context.db, { coins: 5000 });
      expect((await change(player, { currentPassword: player.password })).statusCode).toBe(200);
      const response = await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 });
      expect(response.statusCode).toBe(200);
      return { player, code: response.json().content.code };
    }

    /** Moves the change back in time, as the database's clock would have. */
    const changedAgo = (code: string, interval: string) =>
      context.db.query(`UPDATE withdrawal_requests SET account_changed_at = now() - $2::interval WHERE code = $1`, [code, interval]);

    it('refuses to approve a request to an account changed less than 24 hours ago, saying why and until when', async () => {
      const { code } = await redirectedRequest();
      const operator = await signedInOperator(stack, context.db, OPERATOR);
      const refused = await act(stack.api, operator.token, 'approve', code);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ status: false, error_code: 'ACCOUNT_ON_HOLD' });
      expect(refused.json().message).toMatch(
        new RegExp(
          `^${code} is paid to a bank account changed (less than a minute|\\d+ minutes?) ago: a request to a changed account waits 24 hours, so it can be approved in (23|24) h \\d\\d min\\. Check with the player that they made the change\\.$`,
        ),
      );
      expect(await requestState(context.db, code)).toMatchObject({ status: 'pending', audit: [] });

      await changedAgo(code, '23 hours 50 minutes');
      expect((await act(stack.api, operator.token, 'approve', code)).json().message).toContain('so it can be approved in 10 minutes.');
      await changedAgo(code, '24 hours 1 minute');
      expect((await act(stack.api, operator.token, 'approve', code)).statusCode).toBe(200);
      expect(await requestState(context.db, code)).toMatchObject({ status: 'approved' });
    });

    it('holds under two approvers racing: neither approves, the request stays pending with no trail', async () => {
      const { code } = await redirectedRequest();
      const approvers = await Promise.all([signedInOperator(stack, context.db, OPERATOR), signedInOperator(stack, context.db, APPROVER)]);
      const answers = await Promise.all([...approvers, ...approvers].map((approver) => act(stack.api, approver.token, 'approve', code)));
      expect(answers.map((answer) => [answer.statusCode, answer.json().error_code])).toEqual(Array(4).fill([409, 'ACCOUNT_ON_HOLD']));
      expect(await requestState(context.db, code)).toMatchObject({ status: 'pending', audit: [] });
    });

    it("follows the request's own account: a change after the request does not hold it", async () => {
      const player = await signedInPlayer(stack, context.db, { coins: 5000 });
      const { code } = (await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 })).json().content;
      expect((await change(player, { currentPassword: player.password })).statusCode).toBe(200);
      const operator = await signedInOperator(stack, context.db, OPERATOR);
      expect((await act(stack.api, operator.token, 'approve', code)).statusCode).toBe(200);
    });

    it('shows the operator the change, its hold, and a holder unlike the NIC name', async () => {
      const { code } = await redirectedRequest();
      const operator = await signedInOperator(stack, context.db, OPERATOR);
      const content = (await detail(stack.api, operator.token, code)).json().content;
      expect(content.accountChange).toEqual({ changedAt: expect.any(String), holdUntil: expect.any(String), onHold: true });
      expect(Date.parse(content.accountChange.holdUntil) - Date.parse(content.accountChange.changedAt)).toBe(24 * 3600_000);
      expect(content.payoutFlags).toEqual([
        {
          kind: 'account-changed',
          message: expect.stringMatching(
            /^The bank account was changed (less than a minute|\d+ minutes?) ago, (less than a minute|\d+ minutes?) before this request\. The player was mailed about it\.$/,
          ),
          at: content.accountChange.changedAt,
        },
        { kind: 'name-mismatch', message: `The account holder "Mallory Fernando" is not the name on the player's NIC.`, at: null },
      ]);

      await changedAgo(code, '25 hours');
      const later = (await detail(stack.api, operator.token, code)).json().content;
      expect(later.accountChange.onHold).toBe(false);
      expect(later.payoutFlags[0].message).toMatch(/^The bank account was changed 25 h 00 min ago/);
    });

    it('flags nothing on a request to the first account, in the NIC holder’s name', async () => {
      const player = await signedInPlayer(stack, context.db, { coins: 5000, firstName: 'Nimal', lastName: 'Perera' });
      const { code } = (await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 })).json().content;
      const operator = await signedInOperator(stack, context.db, OPERATOR);
      expect((await detail(stack.api, operator.token, code)).json().content).toMatchObject({ accountChange: null, payoutFlags: [] });
    });
  });
});

/** The mail names the account by its last 4 digits only. */
function expectNoAccountNumber(mail: CaughtMail) {
  expect(mail.text).not.toContain('8800112233');
  expect(mail.html).not.toContain('8800112233');
}
