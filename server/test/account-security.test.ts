/**
 * The account area's security (issue 37, ADR 052): changing the password (the current one checked
 * as a sign-in checks it, every session ended, a fresh token for the caller, a mail), the open
 * sessions (listed with their browsers, ended one by one or all others) and the sign-in history
 * of the last 30 days. Mail goes over real SMTP into MailDev.
 */
import * as messages from 'contract/messages';
import { createPlayer } from '../src/seed/factories';
import { LOCKOUT } from '../src/domain/sign-in-lockout';
import { account, BROWSERS, profileStatus, signInFrom, tokenFrom } from './support/account';
import { describeEachDatabase } from './support/database';
import { nthMailTo } from './support/codes';
import { stackWithMailFor } from './support/test-apps';

const NEW_PASSWORD = 'a-brand-new-password';
const { chromeOnAndroid, safariOnIos, firefoxOnWindows } = BROWSERS;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('account security: password, sessions and sign-ins', (context) => {
  const stack = stackWithMailFor(context);

  /** A new player signed in on a phone and a laptop. */
  async function playerOnTwoDevices(overrides: Parameters<typeof createPlayer>[1] = {}) {
    const player = await createPlayer(context.db, overrides);
    const phone = await tokenFrom(stack, player.email, player.password, chromeOnAndroid);
    const laptop = await tokenFrom(stack, player.email, player.password, firefoxOnWindows);
    return { ...player, phone, laptop };
  }

  const sessionsOf = async (token: string, uuid: string) => {
    const response = await account(stack.api, 'getSessions', token, { uuid });
    expect(response.statusCode).toBe(200);
    return response.json().content as { id: string; browser: string; current: boolean; signedInAt: string; expiresAt: string }[];
  };

  it('lists the open sessions newest first with their browsers, flags the current one, and stores no User-Agent', async () => {
    const player = await playerOnTwoDevices();
    const sessions = await sessionsOf(player.phone, player.id);
    expect(sessions.map(({ browser, current }) => ({ browser, current }))).toEqual([
      { browser: 'Firefox on Windows', current: false },
      { browser: 'Chrome on Android', current: true },
    ]);
    for (const session of sessions) {
      const lifetimeMs = new Date(session.expiresAt).getTime() - new Date(session.signedInAt).getTime();
      expect(Math.abs(lifetimeMs - stack.config.accessTokenTtlSeconds * 1000)).toBeLessThan(1000);
    }
    const { rows } = await context.db.query<{ browser: string }>('SELECT browser FROM player_sessions WHERE player_id = $1', [player.id]);
    expect(rows.map((row) => row.browser).sort()).toEqual(['Chrome on Android', 'Firefox on Windows']);
  });

  it('ends one session by its id: its token is refused, the others go on; ending it again is a 404', async () => {
    const player = await playerOnTwoDevices();
    const [laptopSession, phoneSession] = await sessionsOf(player.phone, player.id);
    const ended = await account(stack.api, 'endSessions', player.phone, { uuid: player.id, sessionId: laptopSession!.id });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: true, message: messages.account.sessionEnded });
    expect(ended.json().content).toEqual([expect.objectContaining({ id: phoneSession!.id, current: true })]);
    expect(await profileStatus(stack.api, player.laptop, player.id)).toBe(401);
    expect(await profileStatus(stack.api, player.phone, player.id)).toBe(200);
    const again = await account(stack.api, 'endSessions', player.phone, { uuid: player.id, sessionId: laptopSession!.id });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ status: false, error_code: 'NOT_FOUND', message: messages.account.notFound, content: null });
  });

  it('answers 404 for another player’s session id and 403 for another player’s uuid, ending nothing', async () => {
    const player = await playerOnTwoDevices();
    const victim = await playerOnTwoDevices();
    const [victimSession] = await sessionsOf(victim.phone, victim.id);
    const byId = await account(stack.api, 'endSessions', player.phone, { uuid: player.id, sessionId: victimSession!.id });
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toEqual({ status: false, error_code: 'NOT_FOUND', message: messages.account.notFound, content: null });
    for (const body of [
      { uuid: victim.id, sessionId: victimSession!.id },
      { uuid: victim.id, allOthers: true },
    ]) {
      const byUuid = await account(stack.api, 'endSessions', player.phone, body);
      expect(byUuid.statusCode).toBe(403);
      expect(byUuid.json()).toMatchObject({ error_code: 'FORBIDDEN', content: null });
    }
    for (const call of ['getSessions', 'getSignInHistory'] as const) {
      expect((await account(stack.api, call, player.phone, { uuid: victim.id })).statusCode).toBe(403);
    }
    expect(await sessionsOf(victim.phone, victim.id)).toHaveLength(2);
    expect(await profileStatus(stack.api, victim.laptop, victim.id)).toBe(200);
  });

  it('ends every other session at once: their tokens are refused, the caller goes on', async () => {
    const player = await playerOnTwoDevices();
    const tablet = await tokenFrom(stack, player.email, player.password, safariOnIos);
    const answer = await account(stack.api, 'endSessions', player.laptop, { uuid: player.id, allOthers: true });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ message: messages.account.otherSessionsEnded });
    expect(answer.json().content).toEqual([expect.objectContaining({ browser: 'Firefox on Windows', current: true })]);
    expect([await profileStatus(stack.api, player.phone, player.id), await profileStatus(stack.api, tablet, player.id)]).toEqual([
      401, 401,
    ]);
    expect(await profileStatus(stack.api, player.laptop, player.id)).toBe(200);
  });

  it('lists the sign-ins of the last 30 days newest first: wrong passwords, the lockout, a success; older ones are pruned', async () => {
    const player = await createPlayer(context.db);
    await context.db.query(
      `INSERT INTO sign_in_events (player_id, at, browser, outcome) VALUES ($1, now() - interval '31 days', 'Chrome on Android', 'success')`,
      [player.id],
    );
    for (let guess = 0; guess < LOCKOUT.failuresBeforeLock; guess += 1) {
      expect((await signInFrom(stack, player.email, `guess-${guess}`, firefoxOnWindows)).statusCode).toBe(401);
    }
    expect((await signInFrom(stack, player.email, player.password, firefoxOnWindows)).statusCode).toBe(401); // locked
    await context.db.query('DELETE FROM sign_in_failures WHERE player_id = $1', [player.id]); // the wait has run out
    const token = await tokenFrom(stack, player.email, player.password, chromeOnAndroid);
    // Refusals are recorded without holding up the answer: wait until all have landed.
    const expected = ['success', 'locked', ...Array(LOCKOUT.failuresBeforeLock).fill('wrong_password')];
    let history: { at: string; browser: string; outcome: string }[] = [];
    for (let attempt = 0; attempt < 50 && history.length < expected.length; attempt += 1) {
      history = (await account(stack.api, 'getSignInHistory', token, { uuid: player.id })).json().content;
      if (history.length < expected.length) await sleep(50);
    }
    expect(history.map((event) => event.outcome)).toEqual(expected);
    expect(history[0]!.browser).toBe('Chrome on Android');
    expect(new Set(history.slice(1).map((event) => event.browser))).toEqual(new Set(['Firefox on Windows']));
    const times = history.map((event) => new Date(event.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const { rows } = await context.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM sign_in_events WHERE player_id = $1 AND at < now() - interval '30 days'",
      [player.id],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('changes the password: every other session and the caller’s old token end, the new token works, the player is mailed', async () => {
    const player = await playerOnTwoDevices();
    const answer = await account(
      stack.api,
      'changePassword',
      player.laptop,
      { uuid: player.id, currentPassword: player.password, password: NEW_PASSWORD },
      safariOnIos,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      status: true,
      message: messages.account.passwordChanged,
      content: { accessToken: expect.any(String), expiresIn: stack.config.accessTokenTtlSeconds },
    });
    const fresh = answer.json().content.accessToken as string;
    expect(await profileStatus(stack.api, player.phone, player.id)).toBe(401);
    expect(await profileStatus(stack.api, player.laptop, player.id)).toBe(401);
    expect(await profileStatus(stack.api, fresh, player.id)).toBe(200);
    expect((await sessionsOf(fresh, player.id)).map(({ browser, current }) => ({ browser, current }))).toEqual([
      { browser: 'Safari on iOS', current: true },
    ]);
    expect((await signInFrom(stack, player.email, player.password, chromeOnAndroid)).statusCode).toBe(401);
    expect((await signInFrom(stack, player.email, NEW_PASSWORD, chromeOnAndroid)).statusCode).toBe(200);
    const mail = await nthMailTo(stack.mail, player.email, 1);
    expect(mail.subject).toBe('Your PlayPrize password was changed');
    expect(mail.text).toContain('every device signed in with the old password was signed out');
  });

  it('mails the change in the player’s language', async () => {
    const player = await playerOnTwoDevices({ language: 'ta' });
    const body = { uuid: player.id, currentPassword: player.password, password: NEW_PASSWORD };
    expect((await account(stack.api, 'changePassword', player.phone, body)).statusCode).toBe(200);
    expect((await nthMailTo(stack.mail, player.email, 1)).subject).toBe('உங்கள் PlayPrize கடவுச்சொல் மாற்றப்பட்டது');
  });

  it('refuses a wrong current password and the same password again with their messages, changing and mailing nothing', async () => {
    const player = await playerOnTwoDevices();
    const wrong = await account(stack.api, 'changePassword', player.phone, {
      uuid: player.id,
      currentPassword: `${player.password}x`,
      password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      status: false,
      error_code: 'WRONG_PASSWORD',
      message: messages.account.wrongCurrentPassword,
      content: null,
    });
    const same = await account(stack.api, 'changePassword', player.phone, {
      uuid: player.id,
      currentPassword: player.password,
      password: player.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ status: false, error_code: 'VALIDATION_FAILED', message: messages.account.samePassword, content: null });
    const other = await createPlayer(context.db);
    const notYours = await account(stack.api, 'changePassword', player.phone, {
      uuid: other.id,
      currentPassword: other.password,
      password: NEW_PASSWORD,
    });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json()).toMatchObject({ error_code: 'FORBIDDEN' });
    expect([await profileStatus(stack.api, player.phone, player.id), await profileStatus(stack.api, player.laptop, player.id)]).toEqual([
      200, 200,
    ]);
    expect((await signInFrom(stack, player.email, player.password, chromeOnAndroid)).statusCode).toBe(200);
    expect((await signInFrom(stack, other.email, other.password, chromeOnAndroid)).statusCode).toBe(200);
    await sleep(200);
    expect((await stack.mail.messages()).filter((mail) => mail.to.some((to) => to.address === player.email))).toEqual([]);
  });

  it(`counts parallel wrong guesses with the sign-in’s: ${LOCKOUT.failuresBeforeLock} of 20 are checked, then even the right one is refused`, async () => {
    const player = await playerOnTwoDevices();
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        account(stack.api, 'changePassword', player.phone, { uuid: player.id, currentPassword: `guess-${index}`, password: NEW_PASSWORD }),
      ),
    );
    const codes = guesses.map((guess) => guess.json().error_code);
    expect(codes.filter((code) => code === 'WRONG_PASSWORD')).toHaveLength(LOCKOUT.failuresBeforeLock);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(20 - LOCKOUT.failuresBeforeLock);
    const locked = await account(stack.api, 'changePassword', player.phone, {
      uuid: player.id,
      currentPassword: player.password,
      password: NEW_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: false, error_code: 'RATE_LIMITED', message: messages.account.passwordLocked, content: null });
    // The sign-in is locked as well: guessing here is no way around its lockout.
    expect((await signInFrom(stack, player.email, player.password, chromeOnAndroid)).statusCode).toBe(401);
    expect(await profileStatus(stack.api, player.laptop, player.id)).toBe(200);
  });

  it('lets one of two parallel changes with the right password win; the other changes nothing', async () => {
    const player = await playerOnTwoDevices();
    const answers = await Promise.all(
      ['first-new-password', 'second-new-password'].map((password) =>
        account(stack.api, 'changePassword', player.phone, { uuid: player.id, currentPassword: player.password, password }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect(answers.find((answer) => answer.statusCode === 403)!.json().message).toBe(messages.account.wrongCurrentPassword);
    const token = answers.find((answer) => answer.statusCode === 200)!.json().content.accessToken as string;
    expect(await profileStatus(stack.api, token, player.id)).toBe(200);
    expect(await sessionsOf(token, player.id)).toHaveLength(1);
    // Exactly one of the two new passwords signs in.
    const signIns = await Promise.all(
      ['first-new-password', 'second-new-password'].map(
        async (password) => (await signInFrom(stack, player.email, password, safariOnIos)).statusCode,
      ),
    );
    expect(signIns.sort()).toEqual([200, 401]);
  });
});
