import { createPlayer, type CreatedPlayer } from '../src/db/factories';
import { verifyPassword } from '../src/domain/passwords';
import { LOCKOUT } from '../src/domain/sign-in-lockout';
import { describeEachDatabase } from './support/database';
import { requestToken, startStack, type TestStack } from './support/stack';

// Records which hashes the token endpoint checks passwords against (undefined: the dummy hash).
jest.mock('../src/domain/passwords', () => {
  const actual = jest.requireActual('../src/domain/passwords');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});
const verifyPasswordMock = verifyPassword as jest.MockedFunction<typeof verifyPassword>;

const REFUSED = { error: 'invalid_grant', error_description: 'Invalid user credentials' };

describeEachDatabase('sign-in lockout', (context) => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack(context.db);
  });
  afterAll(() => stack.close());

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
    context.db.query(
      'UPDATE sign_in_failures SET last_failure_at = last_failure_at - make_interval(secs => $2) WHERE player_id = $1',
      [player.id, seconds],
    );
  const failuresOf = async (player: CreatedPlayer) =>
    (await context.db.query<{ failures: number }>('SELECT failures FROM sign_in_failures WHERE player_id = $1', [player.id]))
      .rows[0]?.failures ?? 0;

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
    await context.db.query('INSERT INTO sign_in_failures (player_id, failures, last_failure_at) VALUES ($1, 40, now())', [
      player.id,
    ]);
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
