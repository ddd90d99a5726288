import { MAX_CODE_ATTEMPTS } from '../src/domain/verification-codes';
import { describeEachDatabase } from './support/database';
import { bearer, requestToken, signIn, stackWithMailFor } from './support/test-apps';

const VERIFY = '/api/open/v1/user/email_verification_send_code';
const INVALID_OTP = { status: false, error_code: '340004', message: 'Invalid OTP. Please try again.', content: null };

describeEachDatabase('POST /api/open/v1/user/email_verification_send_code', (context) => {
  const stack = stackWithMailFor(context);

  /** Registers a new player through the API; returns its uuid, e-mail, password and mailed code. */
  async function registerPlayer() {
    const email = `verify-${Math.random().toString(36).slice(2, 10)}@example.test`;
    const password = 'verify-pass';
    const response = await stack.api.inject({
      method: 'POST',
      url: '/api/open/v1/user/register',
      payload: {
        firstName: 'Sachini',
        lastName: 'Herath',
        email,
        country: 144,
        mobile: '0771234567',
        dateOfBirth: '1999-09-09',
        password,
      },
    });
    expect(response.json()).toMatchObject({ status: true });
    const message = await stack.mail.latestTo(email);
    const code = /\d{4}/.exec(message.subject)![0];
    return { uuid: response.json().content.uuid as string, email, password, code };
  }

  const verify = (uuid: string, code: unknown) => stack.api.inject({ method: 'POST', url: VERIFY, payload: { uuid, code } as object });

  /** A 4-digit code that is not `code`. */
  const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  it('verifies the player with the mailed code, after which sign-in works', async () => {
    const player = await registerPlayer();
    const before = await requestToken(stack, {
      grant_type: 'password',
      username: player.email,
      password: player.password,
    });
    expect(before.json()).toMatchObject({ error_code: '140004' });

    const response = await verify(player.uuid, player.code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, error_code: 'NO_ERROR' });

    const token = await signIn(stack, player.email, player.password);
    const health = await stack.api.inject({ url: '/api/health', headers: bearer(token) });
    expect(health.json()).toMatchObject({ status: true, error_code: 'NO_ERROR' });
  });

  it('answers 340004 for a wrong code and leaves the player unverified', async () => {
    const player = await registerPlayer();
    const response = await verify(player.uuid, wrongCode(player.code));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_OTP);
    const { rows } = await context.db.query('SELECT email_verified AS verified FROM players WHERE id = $1', [player.uuid]);
    expect(rows).toEqual([{ verified: false }]);
    // A wrong guess does not burn the code.
    expect((await verify(player.uuid, player.code)).json()).toMatchObject({ status: true });
  });

  it('accepts a code only once', async () => {
    const player = await registerPlayer();
    expect((await verify(player.uuid, player.code)).json()).toMatchObject({ status: true });
    expect((await verify(player.uuid, player.code)).json()).toEqual(INVALID_OTP);
  });

  it(`kills a code after ${MAX_CODE_ATTEMPTS} wrong tries: the right code then fails too`, async () => {
    const player = await registerPlayer();
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
      expect((await verify(player.uuid, wrongCode(player.code))).json()).toEqual(INVALID_OTP);
    }
    expect((await verify(player.uuid, player.code)).json()).toEqual(INVALID_OTP);
    const { rows } = await context.db.query('SELECT attempts FROM verification_codes WHERE target = $1', [player.uuid]);
    expect(rows).toEqual([{ attempts: MAX_CODE_ATTEMPTS }]);
  });

  it('refuses an expired code', async () => {
    const player = await registerPlayer();
    await context.db.query("UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE target = $1", [player.uuid]);
    expect((await verify(player.uuid, player.code)).json()).toEqual(INVALID_OTP);
  });

  it("refuses one player's code for another player", async () => {
    const [first, second] = [await registerPlayer(), await registerPlayer()];
    const codeOfFirst = first.code === second.code ? wrongCode(second.code) : first.code;
    expect((await verify(second.uuid, codeOfFirst)).json()).toEqual(INVALID_OTP);
  });

  it('answers 340004 for unknown or malformed uuids and codes, and 400 naming missing fields', async () => {
    const player = await registerPlayer();
    for (const [uuid, code] of [
      ['00000000-0000-4000-8000-000000000000', player.code],
      ['not-a-uuid', player.code],
      [player.uuid, '12a4'],
      [player.uuid, 12345],
    ] as const) {
      expect((await verify(uuid, code)).json()).toEqual(INVALID_OTP);
    }
    const missing = await stack.api.inject({ method: 'POST', url: VERIFY, payload: { uuid: player.uuid } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', message: 'code is required.' });
  });
});
