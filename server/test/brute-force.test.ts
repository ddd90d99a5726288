/**
 * Brute force against every secret a player has, at the default limits (those of loadConfig({ NODE_ENV: 'test' })):
 * the password (account lockout; the token endpoint's per-address limit), the e-mail
 * verification and password reset codes (attempts per code; checks per player and day, which
 * resending cannot reset; the reset code bound to its e-mail) and the per-address limit of every
 * rate-limited endpoint. Attackers rotate client addresses unless the test is about the
 * per-address limit. Each test counts the attempts it takes to be stopped, then shows the player
 * getting in by the normal path.
 */
import { loadConfig } from '../src/config';
import { createPlayer, type CreatedPlayer } from '../src/seed/factories';
import { findSignInAccount, LOCKOUT } from '../src/domain/sign-in-lockout';
import { MAX_CODE_ATTEMPTS, MAX_CODE_CHECKS_PER_DAY } from '../src/domain/verification-codes';
import { ageCodes, codeOf, nthMailTo, wrongCode } from './support/codes';
import { describeEachDatabase } from './support/database';
import type { MailCatcher } from './support/maildev';
import { apiWithRouteTable, type ApiRoute } from './support/routes';
import { clientAuthorization, startStackWithMail, type TestStack } from './support/test-apps';

const DEFAULTS = loadConfig({ NODE_ENV: 'test' }).rateLimits;
const USER = '/api/open/v1/user';
const VERIFY = `${USER}/email_verification_send_code`;
const RESEND = `${USER}/email_verification_resend_email`;
const FORGOT = `${USER}/forget_password_send_email`;
const FORGOT_AGAIN = `${USER}/forget_password_resend_email`;
const RESET_CODE = `${USER}/forget_password_send_code`;
const REFUSED = { error: 'invalid_grant', error_description: 'Invalid user credentials' };

/**
 * Rate-limited routes whose limits are their own, not the defaults, and are tested by their suites: game deals (games-replay), Quick Sums answers (games-fair-play);
 * or that a signed-in player alone reaches, counted per player: the e-mail change's code mails (one a minute by the code engine, account-details),
 * a request to review a refused game result (one per attempt, privacy-objections).
 */
const OWN_LIMITS = new Set([
  '/api/external/v1/games/attempts',
  '/api/external/v1/games/attempts/answer',
  '/api/external/v1/games/objections',
  '/api/external/v1/account/email',
]);

/**
 * A request each rate-limited endpoint answers without mailing anyone but support; `n` makes
 * its e-mail unique, so that only the per-address limit applies.
 */
const HARMLESS: Record<string, (n: number) => object> = {
  [`${USER}/register`]: () => ({
    ...{ firstName: 'Nimal', lastName: 'Perera', country: 144, mobile: '0771234567', dateOfBirth: '1990-01-01' },
    ...{ email: 'player@example.com', password: 'long-enough' }, // taken: 409, no mail
  }),
  [VERIFY]: (n) => ({ email: `nobody-${n}@example.test`, code: '0000' }),
  [RESEND]: (n) => ({ email: `nobody-${n}@example.test` }),
  [FORGOT]: (n) => ({ email: `nobody-${n}@example.test` }),
  [FORGOT_AGAIN]: (n) => ({ email: `nobody-${n}@example.test` }),
  [RESET_CODE]: (n) => ({ email: `nobody-${n}@example.test`, code: '0000' }),
  [`${USER}/forget_password_reset_password`]: () => ({ code: 'no-such-token', password: 'long-enough' }),
  '/api/open/contact-support': () => ({ firstName: 'A', lastName: 'B', phone: '0771234567', email: 'a@example.test', message: 'Hi' }),
};

// SECURITY.md and the README quote these figures; a changed default must change them too.
it('has the default limits SECURITY.md documents', () => {
  expect({
    wrongPasswordsBeforeLock: LOCKOUT.failuresBeforeLock,
    wrongGuessesPerCode: MAX_CODE_ATTEMPTS,
    codeChecksPerDay: MAX_CODE_CHECKS_PER_DAY,
    requestsPerAddressPerMinute: DEFAULTS.perIp.limit,
  }).toEqual({ wrongPasswordsBeforeLock: 5, wrongGuessesPerCode: 5, codeChecksPerDay: 10, requestsPerAddressPerMinute: 10 });
});

describeEachDatabase('brute force at the default limits', (context) => {
  let stack: TestStack & { mail: MailCatcher };
  let limitedRoutes: ApiRoute[];
  let lastAddress = 0;

  beforeAll(async () => {
    stack = await startStackWithMail(context.db, {
      RATE_LIMIT_PER_IP: String(DEFAULTS.perIp.limit),
      RATE_LIMIT_PER_TARGET: String(DEFAULTS.perTarget.limit),
    });
    const { api, routes } = await apiWithRouteTable(stack.config, context.db);
    limitedRoutes = routes.filter((route) => route.hooks.includes('rateLimited') && !OWN_LIMITS.has(route.url));
    await api.close();
  });
  afterAll(() => stack.close());

  /** A client address no earlier request used. */
  const freshAddress = () => {
    lastAddress += 1;
    return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
  };
  const post = (url: string, payload: object, address = freshAddress()) =>
    stack.api.inject({ method: 'POST', url, payload, remoteAddress: address });
  const signInAttempt = (username: string, password: string, address = freshAddress()) =>
    stack.identity.inject({
      method: 'POST',
      url: `/realms/${stack.config.realm}/protocol/openid-connect/token`,
      remoteAddress: address,
      headers: { authorization: clientAuthorization(stack.config), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    });
  const mailCount = async (address: string) =>
    (await stack.mail.messages()).filter((mail) => mail.to.some((to) => to.address === address)).length;
  /** As if a limiter's windows had run out (time passing), for windows whose name starts with `prefix`. */
  const endWindows = (prefix: string) =>
    context.db.query("UPDATE rate_limit_windows SET ends_at = now() - interval '1 second' WHERE name LIKE $1 || '%'", [prefix]);

  /** The normal forgot-password path from the player's own address, then a sign-in: its status. */
  async function resetPasswordAndSignIn(player: CreatedPlayer): Promise<number> {
    const home = freshAddress();
    const mailsBefore = await mailCount(player.email);
    expect((await post(FORGOT, { email: player.email }, home)).statusCode).toBe(200);
    const code = codeOf(await nthMailTo(stack.mail, player.email, mailsBefore + 1));
    const checked = await post(RESET_CODE, { email: player.email, code }, home);
    expect(checked.statusCode).toBe(200);
    const resetToken = checked.json().content.resetToken as string;
    const reset = await post(`${USER}/forget_password_reset_password`, { code: resetToken, password: 'a-new-password' }, home);
    expect(reset.statusCode).toBe(200);
    return (await signInAttempt(player.email, 'a-new-password', home)).statusCode;
  }

  it(`locks an account after ${LOCKOUT.failuresBeforeLock} wrong passwords from any addresses; resetting the password lets the player in`, async () => {
    const player = await createPlayer(context.db);
    let guesses = 0;
    while (!(await findSignInAccount(context.db, player.email))!.locked && guesses < 100) {
      guesses += 1;
      expect((await signInAttempt(player.email, `guess-${guesses}`)).json()).toEqual(REFUSED);
    }
    expect(guesses).toBe(LOCKOUT.failuresBeforeLock);
    // Locked: the right password gets the wrong-password answer, and further guesses go unchecked.
    expect((await signInAttempt(player.email, player.password)).json()).toEqual(REFUSED);
    for (let more = 0; more < 20; more += 1) await signInAttempt(player.email, `more-${more}`);
    expect((await findSignInAccount(context.db, player.email))!.failures).toBe(LOCKOUT.failuresBeforeLock);
    expect(await resetPasswordAndSignIn(player)).toBe(200);
  });

  it(`stops a password sprayer at one address after ${DEFAULTS.perIp.limit} sign-ins a minute; players elsewhere still sign in`, async () => {
    const address = freshAddress();
    let answered = 0;
    for (;;) {
      const response = await signInAttempt(`sprayed-${answered}@example.test`, 'Password1', address);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ error: 'too_many_requests', error_code: 'RATE_LIMITED' });
        expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(DEFAULTS.perIp.windowSeconds);
        break;
      }
      expect(response.json()).toEqual(REFUSED);
      answered += 1;
    }
    expect(answered).toBe(DEFAULTS.perIp.limit);
    const player = await createPlayer(context.db);
    expect((await signInAttempt(player.email, player.password)).statusCode).toBe(200);
  });

  /** Registers through the API; answers the uuid, e-mail, password and mailed code. */
  async function register() {
    const email = `brute-${Math.random().toString(36).slice(2, 10)}@example.test`;
    const response = await post(`${USER}/register`, { ...HARMLESS[`${USER}/register`]!(0), email, password: 'brute-pass' });
    expect(response.statusCode).toBe(200);
    const code = codeOf(await nthMailTo(stack.mail, email, 1));
    return { uuid: response.json().content.uuid as string, email, password: 'brute-pass', code };
  }

  it(`kills an e-mail code after ${MAX_CODE_ATTEMPTS} wrong guesses (one fewer still lets the right code in)`, async () => {
    const [spared, attacked] = [await register(), await register()];
    for (const [player, wrong] of [
      [spared, MAX_CODE_ATTEMPTS - 1],
      [attacked, MAX_CODE_ATTEMPTS],
    ] as const) {
      for (let guess = 1; guess <= wrong; guess += 1) {
        const code = String((Number(player.code) + guess) % 10_000).padStart(4, '0');
        expect((await post(VERIFY, { uuid: player.uuid, code })).json()).toMatchObject({ error_code: '340004' });
      }
    }
    expect((await post(VERIFY, { uuid: spared.uuid, code: spared.code })).statusCode).toBe(200);
    expect((await post(VERIFY, { uuid: attacked.uuid, code: attacked.code })).json()).toMatchObject({ error_code: '340004' });
    // The player asks for a new code (after the 60 s countdown), verifies and signs in.
    await ageCodes(context.db, attacked.uuid, stack.config.codeResendIntervalSeconds);
    expect((await post(RESEND, { uuid: attacked.uuid })).statusCode).toBe(200);
    const fresh = codeOf(await nthMailTo(stack.mail, attacked.email, 2));
    expect((await post(VERIFY, { uuid: attacked.uuid, code: fresh })).statusCode).toBe(200);
    expect((await signInAttempt(attacked.email, attacked.password)).statusCode).toBe(200);
  });

  /**
   * An attacker who guesses MAX_CODE_ATTEMPTS times per code and has a new code mailed whenever
   * the resend countdown and the per-target mail limit allow (time passing is simulated), until
   * a check is refused with 429. Answers the number of checks made before that.
   */
  async function guessAcrossResends(options: {
    check: (code: string) => Promise<{ statusCode: number; headers: Record<string, unknown> }>;
    resend: () => Promise<{ statusCode: number }>;
    currentCode: (mailNumber: number) => Promise<string>;
    target: string;
    mailLimiter: string;
  }): Promise<number> {
    let checks = 0;
    for (let mailNumber = 1; ; mailNumber += 1) {
      const code = await options.currentCode(mailNumber);
      for (let guess = 1; guess <= MAX_CODE_ATTEMPTS; guess += 1) {
        const response = await options.check(String((Number(code) + guess) % 10_000).padStart(4, '0'));
        if (response.statusCode === 429) {
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(23 * 3600);
          // Stopped means stopped: the right code is refused too.
          expect((await options.check(code)).statusCode).toBe(429);
          return checks;
        }
        checks += 1;
      }
      if (mailNumber === 20) throw new Error(`Never stopped after ${checks} checks`);
      await ageCodes(context.db, options.target, stack.config.codeResendIntervalSeconds);
      await endWindows(options.mailLimiter);
      expect((await options.resend()).statusCode).toBe(200);
    }
  }

  it(`caps e-mail code checks at ${MAX_CODE_CHECKS_PER_DAY} a day per player, however many codes are mailed`, async () => {
    const player = await register();
    const checks = await guessAcrossResends({
      check: (code) => post(VERIFY, { uuid: player.uuid, code }),
      resend: () => post(RESEND, { uuid: player.uuid }),
      currentCode: async (number) => codeOf(await nthMailTo(stack.mail, player.email, number)),
      target: player.uuid,
      mailLimiter: 'verification-code-mail',
    });
    expect(checks).toBe(MAX_CODE_CHECKS_PER_DAY);
    // A day later the player asks for a code, verifies and signs in.
    await endWindows('code-checks');
    await ageCodes(context.db, player.uuid, stack.config.codeResendIntervalSeconds);
    const mailsBefore = await mailCount(player.email);
    expect((await post(RESEND, { uuid: player.uuid })).statusCode).toBe(200);
    const code = codeOf(await nthMailTo(stack.mail, player.email, mailsBefore + 1));
    expect((await post(VERIFY, { uuid: player.uuid, code })).statusCode).toBe(200);
    expect((await signInAttempt(player.email, player.password)).statusCode).toBe(200);
  });

  it(`kills a reset code after ${MAX_CODE_ATTEMPTS} wrong guesses, and caps reset code checks at ${MAX_CODE_CHECKS_PER_DAY} a day per player`, async () => {
    const player = await createPlayer(context.db);
    expect((await post(FORGOT, { email: player.email })).statusCode).toBe(200);
    const firstCode = codeOf(await nthMailTo(stack.mail, player.email, 1));
    for (let guess = 0; guess < MAX_CODE_ATTEMPTS; guess += 1) await post(RESET_CODE, { email: player.email, code: wrongCode(firstCode) });
    expect((await post(RESET_CODE, { email: player.email, code: firstCode })).json()).toMatchObject({ error_code: '290006' });
    await ageCodes(context.db, player.id, stack.config.codeResendIntervalSeconds);
    expect((await post(FORGOT_AGAIN, { email: player.email })).statusCode).toBe(200);

    const checks = await guessAcrossResends({
      check: (code) => post(RESET_CODE, { email: player.email, code }),
      resend: () => post(FORGOT_AGAIN, { email: player.email }),
      currentCode: async (number) => codeOf(await nthMailTo(stack.mail, player.email, number + 1)),
      target: player.id,
      mailLimiter: 'password-reset-code-mail',
    });
    // Six checks went on the first code above.
    expect(checks).toBe(MAX_CODE_CHECKS_PER_DAY - (MAX_CODE_ATTEMPTS + 1));
    await endWindows('code-checks');
    await ageCodes(context.db, player.id, stack.config.codeResendIntervalSeconds);
    await endWindows('password-reset-code-mail');
    expect(await resetPasswordAndSignIn(player)).toBe(200);
  });

  it('binds a reset code to its e-mail: the attacker’s own code does not open the victim’s account', async () => {
    const [attacker, victim] = [await createPlayer(context.db), await createPlayer(context.db)];
    for (const player of [attacker, victim]) expect((await post(FORGOT, { email: player.email })).statusCode).toBe(200);
    const attackerCode = codeOf(await nthMailTo(stack.mail, attacker.email, 1));
    const stolen = await post(RESET_CODE, { email: victim.email, code: attackerCode });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ error_code: '290006', content: null });
    // The victim's own code still works, and the attacker's code still works for the attacker only.
    const victimCode = codeOf(await nthMailTo(stack.mail, victim.email, 1));
    expect((await post(RESET_CODE, { email: victim.email, code: victimCode })).statusCode).toBe(200);
    expect((await post(RESET_CODE, { email: attacker.email, code: attackerCode })).statusCode).toBe(200);
  });

  it(`limits every rate-limited endpoint to ${DEFAULTS.perIp.limit} requests per address and minute; other addresses go on`, async () => {
    expect(limitedRoutes.map((route) => route.url).sort()).toEqual(Object.keys(HARMLESS).sort());
    for (const route of limitedRoutes) {
      const address = freshAddress();
      let answered = 0;
      for (;;) {
        const response = await post(route.url, HARMLESS[route.url]!(answered), address);
        if (response.statusCode === 429) {
          expect(response.json()).toMatchObject({ status: false, error_code: 'RATE_LIMITED' });
          break;
        }
        answered += 1;
        if (answered > 100) throw new Error(`${route.url} was never limited`);
      }
      expect([route.url, answered]).toEqual([route.url, DEFAULTS.perIp.limit]);
      expect((await post(route.url, HARMLESS[route.url]!(answered))).statusCode).not.toBe(429);
    }
  });
});
