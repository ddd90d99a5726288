import { createPlayer, type CreatedPlayer } from '../src/seed/factories';
import { verifyPassword } from '../src/domain/passwords';
import { LOCKOUT } from '../src/domain/sign-in-lockout';
import { describeEachDatabase } from './support/database';
import { httpRequest } from './support/http';
import { clientAuthorization, requestToken, stackFor } from './support/test-apps';

// Records which hashes the token endpoint checks passwords against (undefined: the dummy hash).
jest.mock('../src/domain/passwords', () => {
  const actual = jest.requireActual('../src/domain/passwords');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});
const verifyPasswordMock = verifyPassword as jest.MockedFunction<typeof verifyPassword>;

const REFUSED = { error: 'invalid_grant', error_description: 'Invalid user credentials' };

describeEachDatabase('sign-in lockout', (context) => {
  const stack = stackFor(context);

  const attempt = (player: CreatedPlayer, password: string) =>
    requestToken(stack, { grant_type: 'password', username: player.email, password });
  const wrongPasswords = async (player: CreatedPlayer, count: number) => {
    for (let index = 0; index < count; index += 1) {
      const response = await attempt(player, `wrong-${index}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(REFUSED);
    }
  };
  /** Moves the last failure back, as if `seconds` had passed since. */
  const waitSeconds = (player: CreatedPlayer, seconds: number) =>
    context.db.query('UPDATE sign_in_failures SET last_failure_at = last_failure_at - make_interval(secs => $2) WHERE player_id = $1', [
      player.id,
      seconds,
    ]);
  const failuresOf = async (player: CreatedPlayer) =>
    (await context.db.query<{ failures: number }>('SELECT failures FROM sign_in_failures WHERE player_id = $1', [player.id])).rows[0]
      ?.failures ?? 0;

  it(`still lets the right password in after ${LOCKOUT.failuresBeforeLock - 1} wrong ones, and forgets them`, async () => {
    const player = await createPlayer(context.db);
    await wrongPasswords(player, LOCKOUT.failuresBeforeLock - 1);
    expect(await failuresOf(player)).toBe(LOCKOUT.failuresBeforeLock - 1);
    expect((await attempt(player, player.password)).statusCode).toBe(200);
    expect(await failuresOf(player)).toBe(0);
    await wrongPasswords(player, LOCKOUT.failuresBeforeLock - 1);
    expect((await attempt(player, player.password)).statusCode).toBe(200);
  });

  it(`locks after ${LOCKOUT.failuresBeforeLock} wrong passwords: the right one gets the wrong-password answer, unchecked`, async () => {
    const player = await createPlayer(context.db);
    await wrongPasswords(player, LOCKOUT.failuresBeforeLock);
    const wrongAnswer = await attempt(player, 'still-wrong');
    verifyPasswordMock.mockClear();
    const locked = await attempt(player, player.password);
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual(REFUSED);
    expect(locked.body).toBe(wrongAnswer.body);
    // One verification for equal timing, against the dummy hash, never the player's.
    expect(verifyPasswordMock.mock.calls).toEqual([[undefined, player.password]]);
    // Attempts while locked are not counted.
    expect(await failuresOf(player)).toBe(LOCKOUT.failuresBeforeLock);
  });

  it(`unlocks after ${LOCKOUT.firstWaitSeconds} s, then doubles the wait with each further wrong password`, async () => {
    const player = await createPlayer(context.db);
    await wrongPasswords(player, LOCKOUT.failuresBeforeLock);
    await waitSeconds(player, LOCKOUT.firstWaitSeconds - 2);
    expect((await attempt(player, player.password)).statusCode).toBe(401);
    await waitSeconds(player, 3);
    await wrongPasswords(player, 1); // failure 6: locked for twice the first wait
    await waitSeconds(player, LOCKOUT.firstWaitSeconds + 1);
    expect((await attempt(player, player.password)).statusCode).toBe(401);
    await waitSeconds(player, LOCKOUT.firstWaitSeconds);
    expect((await attempt(player, player.password)).statusCode).toBe(200);
    expect(await failuresOf(player)).toBe(0);
  });

  it(`caps the wait at ${LOCKOUT.maxWaitSeconds / 60} minutes`, async () => {
    const player = await createPlayer(context.db);
    await context.db.query('INSERT INTO sign_in_failures (player_id, failures, last_failure_at) VALUES ($1, 40, now())', [player.id]);
    await waitSeconds(player, LOCKOUT.maxWaitSeconds - 2);
    expect((await attempt(player, player.password)).statusCode).toBe(401);
    await waitSeconds(player, 3);
    expect((await attempt(player, player.password)).statusCode).toBe(200);
  });

  it(`forgets failures after ${LOCKOUT.quietResetHours} quiet hours`, async () => {
    const player = await createPlayer(context.db);
    await wrongPasswords(player, LOCKOUT.failuresBeforeLock - 1);
    await waitSeconds(player, LOCKOUT.quietResetHours * 3600 + 1);
    await wrongPasswords(player, 1);
    expect(await failuresOf(player)).toBe(1);
    expect((await attempt(player, player.password)).statusCode).toBe(200);
  });

  it('counts nothing for unknown e-mails, and keeps accounts apart', async () => {
    const [locked, other] = [await createPlayer(context.db), await createPlayer(context.db)];
    await wrongPasswords(locked, LOCKOUT.failuresBeforeLock);
    expect((await attempt(other, other.password)).statusCode).toBe(200);
    const unknown = await requestToken(stack, { grant_type: 'password', username: 'nobody-here@example.test', password: 'x' });
    expect(unknown.json()).toEqual(REFUSED);
    const { rows } = await context.db.query('SELECT count(*)::int AS n FROM sign_in_failures WHERE player_id = $1', [other.id]);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('still answers 140004 for an unverified account once unlocked with the right password', async () => {
    const player = await createPlayer(context.db, { emailVerified: false });
    await wrongPasswords(player, LOCKOUT.failuresBeforeLock);
    expect((await attempt(player, player.password)).statusCode).toBe(401);
    await waitSeconds(player, LOCKOUT.firstWaitSeconds);
    expect((await attempt(player, player.password)).json()).toMatchObject({ error_code: '140004' });
    expect(await failuresOf(player)).toBe(0);
  });
});

describeEachDatabase('sign-in lockout under parallel guesses (the limit holds however many arrive together)', (context) => {
  let tokenUrl: string;
  // The production per-address limit (10 a minute): 30 guesses from 3 addresses all pass it.
  const stack = stackFor(context, { env: { RATE_LIMIT_PER_IP: '10' } });
  beforeAll(async () => {
    tokenUrl = `${stack.identityUrl}/realms/${stack.config.realm}/protocol/openid-connect/token`;
  });

  const guess = (player: CreatedPlayer, password: string, fromAddress: string) =>
    httpRequest(tokenUrl, {
      method: 'POST',
      localAddress: fromAddress,
      headers: { authorization: clientAuthorization(stack.config), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: player.email, password }).toString(),
    });

  it(`checks at most ${LOCKOUT.failuresBeforeLock} of 30 parallel guesses from 3 addresses; the right password in the burst is refused; the player gets in once the lock expires`, async () => {
    const player = await createPlayer(context.db);
    const { rows } = await context.db.query<{ hash: string }>('SELECT password_hash AS hash FROM players WHERE id = $1', [player.id]);
    verifyPasswordMock.mockClear();

    const addresses = ['127.0.0.1', '127.0.0.2', '127.0.0.3'];
    const wrong = Array.from({ length: 29 }, (_, index) => guess(player, `wrong-${index}`, addresses[index % 3]!));
    const right = guess(player, player.password, addresses[2]!);
    const answers = await Promise.all([...wrong, right]);

    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(401));
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set([JSON.stringify(REFUSED)]));
    const checkedAgainstTheAccount = verifyPasswordMock.mock.calls.filter(([hash]) => hash === rows[0]!.hash);
    expect(checkedAgainstTheAccount.length).toBeLessThanOrEqual(LOCKOUT.failuresBeforeLock);
    expect(checkedAgainstTheAccount.map(([, password]) => password)).not.toContain(player.password);

    // The lock expires: the player signs in (from an address the burst has not used up).
    await context.db.query(
      'UPDATE sign_in_failures SET last_failure_at = last_failure_at - make_interval(secs => $2) WHERE player_id = $1',
      [player.id, LOCKOUT.firstWaitSeconds + 1],
    );
    expect((await guess(player, player.password, '127.0.0.4')).status).toBe(200);
  });
});
