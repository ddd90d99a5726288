/**
 * The account area's details and e-mail address (issue 37, ADR 052): name, mobile, country and a
 * date of birth that locks once an identity is verified or under review; an e-mail change
 * confirmed by a code mailed to the new address (the one verification engine, the code bound to
 * that address), the old address told, masked. Raced: one code confirmed twice at once, and two
 * players confirming the same address at once. Mail goes over real SMTP into MailDev.
 */
import * as messages from 'contract/messages';
import { createPlayer, SRI_LANKA_ID } from '../src/seed/factories';
import { account, BROWSERS, tokenFrom } from './support/account';
import { codeOf, nthMailTo, wrongCode } from './support/codes';
import { describeEachDatabase } from './support/database';
import { stackWithMailFor } from './support/test-apps';

const INDIA_ID = 356;
const NEW_DETAILS = { firstName: 'Nimali', lastName: 'Jayasinghe', mobile: '+94 71 234 5678', country: INDIA_ID };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('account details and e-mail address', (context) => {
  const stack = stackWithMailFor(context);

  async function signedIn(overrides: Parameters<typeof createPlayer>[1] = {}) {
    const player = await createPlayer(context.db, overrides);
    return { ...player, token: await tokenFrom(stack, player.email, player.password, BROWSERS.chromeOnAndroid) };
  }
  type Player = Awaited<ReturnType<typeof signedIn>>;

  const details = async (player: Player) => (await account(stack.api, 'getAccountDetails', player.token, { uuid: player.id })).json();
  const stored = async (playerId: string) =>
    (
      await context.db.query(
        `SELECT email, first_name, last_name, mobile, country_id, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth
           FROM players WHERE id = $1`,
        [playerId],
      )
    ).rows[0];
  const mailsTo = async (address: string) => (await stack.mail.messages()).filter((mail) => mail.to.some((to) => to.address === address));

  /** Asks for a code to `email` and reads it from the mail there (the `nth` mail to that address). */
  async function codeFor(player: Player, email: string, nth = 1) {
    const asked = await account(stack.api, 'changeEmail', player.token, { uuid: player.id, email, currentPassword: player.password });
    expect(asked.json()).toMatchObject({ status: true, message: messages.account.emailCodeSent });
    return codeOf(await nthMailTo(stack.mail, email, nth));
  }

  it('reads the details, the date of birth locked once an identity is verified or under review', async () => {
    const player = await signedIn({ identity: 'none', dateOfBirth: '1990-04-02', mobile: '0771234567' });
    expect(await details(player)).toEqual({
      status: true,
      error_code: 'NO_ERROR',
      message: 'OK',
      content: {
        email: player.email,
        firstName: player.firstName,
        lastName: player.lastName,
        mobile: '0771234567',
        country: { id: SRI_LANKA_ID, code: 'LK', name: 'Sri Lanka' },
        dateOfBirth: '1990-04-02',
        dateOfBirthLocked: false,
      },
    });
    const verified = await signedIn({ identity: 'verified' });
    expect((await details(verified)).content).toMatchObject({ dateOfBirth: '1995-06-15', dateOfBirthLocked: true });
  });

  it('saves name, mobile, country and the date of birth while no identity is verified or under review', async () => {
    const player = await signedIn({ identity: 'none' });
    const saved = await account(stack.api, 'updateAccountDetails', player.token, {
      uuid: player.id,
      ...NEW_DETAILS,
      dateOfBirth: '1991-01-31',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: messages.account.detailsSaved,
      content: { ...NEW_DETAILS, country: { id: INDIA_ID, code: 'IN' }, dateOfBirth: '1991-01-31', dateOfBirthLocked: false },
    });
    expect(await stored(player.id)).toMatchObject({
      first_name: 'Nimali',
      mobile: '+94 71 234 5678',
      country_id: INDIA_ID,
      date_of_birth: '1991-01-31',
    });
    // Without a date of birth, the stored one stays.
    const kept = await account(stack.api, 'updateAccountDetails', player.token, { uuid: player.id, ...NEW_DETAILS, firstName: 'Amaya' });
    expect(kept.json().content).toMatchObject({ firstName: 'Amaya', dateOfBirth: '1991-01-31' });
  });

  it('refuses a new date of birth once an identity is verified or under review, changing nothing; the same date back is fine', async () => {
    const verified = await signedIn({ identity: 'verified' });
    const underReview = await signedIn({ identity: 'none' });
    await context.db.query(
      `INSERT INTO identity_verifications (id, player_id, status, nic_lookup, nic_sealed, nic_ending, full_name_sealed)
       VALUES (gen_random_uuid(), $1, 'under_review', md5(random()::text), '\\x00', '1234', '\\x00')`,
      [underReview.id],
    );
    for (const player of [verified, underReview]) {
      const before = await stored(player.id);
      const refused = await account(stack.api, 'updateAccountDetails', player.token, {
        uuid: player.id,
        ...NEW_DETAILS,
        dateOfBirth: '1980-02-29',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        status: false,
        error_code: 'DATE_OF_BIRTH_LOCKED',
        message: messages.account.dateOfBirthLocked,
        content: null,
      });
      expect(await stored(player.id)).toEqual(before);
      const same = await account(stack.api, 'updateAccountDetails', player.token, {
        uuid: player.id,
        ...NEW_DETAILS,
        dateOfBirth: before!.date_of_birth,
      });
      expect(same.statusCode).toBe(200);
      expect(await stored(player.id)).toMatchObject({ first_name: 'Nimali', date_of_birth: before!.date_of_birth });
    }
  });

  it('refuses an unknown country, a bad mobile and another player’s uuid, changing nothing', async () => {
    const player = await signedIn();
    const other = await signedIn();
    const [mine, theirs] = [await stored(player.id), await stored(other.id)];
    const unknownCountry = await account(stack.api, 'updateAccountDetails', player.token, {
      uuid: player.id,
      ...NEW_DETAILS,
      country: 999,
    });
    expect(unknownCountry.json()).toEqual({
      status: false,
      error_code: 'VALIDATION_FAILED',
      message: 'country: no country has this id.',
      content: null,
    });
    const badMobile = await account(stack.api, 'updateAccountDetails', player.token, {
      uuid: player.id,
      ...NEW_DETAILS,
      mobile: 'call me',
    });
    expect(badMobile.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', message: messages.fieldRules.mobile });
    const notYours = await account(stack.api, 'updateAccountDetails', player.token, { uuid: other.id, ...NEW_DETAILS });
    expect(notYours.statusCode).toBe(403);
    expect((await account(stack.api, 'getAccountDetails', player.token, { uuid: other.id })).statusCode).toBe(403);
    expect([await stored(player.id), await stored(other.id)]).toEqual([mine, theirs]);
  });

  it('changes the e-mail with a code mailed to the new address; the old address is told, masked; the session goes on', async () => {
    const player = await signedIn({ firstName: 'Nimal' });
    const newEmail = `nimal.new-${player.id.slice(0, 8)}@example.test`;
    const code = await codeFor(player, newEmail);
    const codeMail = await nthMailTo(stack.mail, newEmail, 1);
    expect(codeMail.subject).toBe(`${code} is your PlayPrize e-mail change code`);
    expect(await stored(player.id)).toMatchObject({ email: player.email }); // nothing changes before the code
    const confirmed = await account(stack.api, 'confirmEmailChange', player.token, {
      uuid: player.id,
      email: newEmail.toUpperCase(),
      code,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: messages.account.emailChanged, content: { email: newEmail } });
    const notice = await nthMailTo(stack.mail, player.email, 1);
    expect(notice.subject).toBe('The e-mail address of your PlayPrize account was changed');
    expect(notice.text).toContain('was changed to n***@ example. test');
    expect(notice.text).not.toContain(newEmail);
    expect(notice.text).toContain(stack.config.supportEmail);
    expect((await details(player)).content.email).toBe(newEmail); // with the token issued before the change
    // The new address signs in, the old one no longer does; the code is used up.
    expect(await tokenFrom(stack, newEmail, player.password, BROWSERS.safariOnIos)).toEqual(expect.any(String));
    await expect(tokenFrom(stack, player.email, player.password, BROWSERS.safariOnIos)).rejects.toThrow('401');
    const again = await account(stack.api, 'confirmEmailChange', player.token, { uuid: player.id, email: newEmail, code });
    expect(again.json()).toEqual({
      status: false,
      error_code: '340004',
      message: messages.account.invalidCode,
      content: null,
    });
  });

  it('refuses the current address, another player’s, a wrong password and another player’s uuid, mailing no code', async () => {
    const player = await signedIn();
    const other = await signedIn();
    const ask = (email: string, currentPassword = player.password, uuid = player.id) =>
      account(stack.api, 'changeEmail', player.token, { uuid, email, currentPassword });
    const same = await ask(` ${player.email.toUpperCase()} `);
    expect(same.json()).toEqual({ status: false, error_code: 'VALIDATION_FAILED', message: messages.account.sameEmail, content: null });
    const taken = await ask(other.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ status: false, error_code: 'EMAIL_IN_USE', message: messages.account.emailInUse, content: null });
    // The password comes first: without it, nobody learns whether an address is taken.
    const wrong = await ask(other.email, `${player.password}x`);
    expect(wrong.json()).toEqual({
      status: false,
      error_code: 'WRONG_PASSWORD',
      message: messages.account.wrongCurrentPassword,
      content: null,
    });
    expect((await ask(`fresh-${player.id}@example.test`, player.password, other.id)).statusCode).toBe(403);
    await sleep(200);
    expect([...(await mailsTo(other.email)), ...(await mailsTo(`fresh-${player.id}@example.test`))]).toEqual([]);
  });

  it('mails one code a minute: another asked for sooner is refused with Retry-After, and nothing is mailed', async () => {
    const player = await signedIn();
    const first = `first-${player.id}@example.test`;
    await codeFor(player, first);
    const soon = await account(stack.api, 'changeEmail', player.token, {
      uuid: player.id,
      email: `second-${player.id}@example.test`,
      currentPassword: player.password,
    });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({
      status: false,
      error_code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Please wait \d+ seconds/),
    });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    await sleep(200);
    expect(await mailsTo(`second-${player.id}@example.test`)).toEqual([]);
  });

  it('takes the code only with the address it was mailed to, counting a wrong one', async () => {
    const player = await signedIn();
    const [asked, other] = [`asked-${player.id}@example.test`, `other-${player.id}@example.test`];
    const code = await codeFor(player, asked);
    const elsewhere = await account(stack.api, 'confirmEmailChange', player.token, { uuid: player.id, email: other, code });
    expect(elsewhere.json()).toMatchObject({ error_code: '340004', message: messages.account.invalidCode });
    const wrong = await account(stack.api, 'confirmEmailChange', player.token, { uuid: player.id, email: asked, code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    const { rows } = await context.db.query<{ attempts: number }>(
      "SELECT attempts FROM verification_codes WHERE purpose = 'email-change' AND target = $1",
      [player.id],
    );
    expect(rows).toEqual([{ attempts: 2 }]);
    expect(await stored(player.id)).toMatchObject({ email: player.email });
    expect((await account(stack.api, 'confirmEmailChange', player.token, { uuid: player.id, email: asked, code })).statusCode).toBe(200);
  });

  it('changes the address once when one code is confirmed twice at once', async () => {
    const player = await signedIn();
    const newEmail = `twice-${player.id}@example.test`;
    const code = await codeFor(player, newEmail);
    const answers = await Promise.all(
      [1, 2].map(() => account(stack.api, 'confirmEmailChange', player.token, { uuid: player.id, email: newEmail, code })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await stored(player.id)).toMatchObject({ email: newEmail });
    await sleep(200);
    expect(await mailsTo(player.email)).toHaveLength(1); // one notice
  });

  it('gives an address two players confirm at once to one of them; the other is told it is in use, and nothing fails', async () => {
    const amaya = await signedIn({ firstName: 'Amaya' });
    const kasun = await signedIn({ firstName: 'Kasun' });
    const wanted = `wanted-${amaya.id.slice(0, 8)}@example.test`;
    await codeFor(amaya, wanted, 1);
    await codeFor(kasun, wanted, 2);
    const codeMails = await mailsTo(wanted);
    const codeOfPlayer = (name: string) => codeOf(codeMails.find((mail) => mail.text.includes(`Hello ${name},`))!);
    const answers = await Promise.all(
      [
        [amaya, codeOfPlayer('Amaya')],
        [kasun, codeOfPlayer('Kasun')],
      ].map(([player, code]) => {
        const { id, token } = player as Player;
        return account(stack.api, 'confirmEmailChange', token, { uuid: id, email: wanted, code });
      }),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
      status: false,
      error_code: 'EMAIL_IN_USE',
      message: messages.account.emailInUse,
      content: null,
    });
    const { rows } = await context.db.query('SELECT id FROM players WHERE lower(email) = $1', [wanted]);
    expect(rows).toHaveLength(1);
  });
});
