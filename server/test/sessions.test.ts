/**
 * Sessions end on the server: a password reset refuses every access token issued before it, a
 * sign-out revokes its token (RFC 7009), and whatever an authenticated request answers is never
 * cached. Raced: requests with the old token sent while the reset runs.
 */
import { bankAccountContext } from '../src/domain/bank-details';
import { issueResetToken } from '../src/domain/password-reset';
import { SESSION_CACHE_MS } from '../src/domain/sessions';
import { describeEachDatabase } from './support/database';
import { bearer, clientAuthorization, signIn, stackFor, startStack, type TestStack } from './support/test-apps';
import { BANK_DETAILS, openedAccountNumber, saveBankDetails, signedInPlayer } from './support/withdrawals';

const RESET = '/api/open/v1/user/forget_password_reset_password';
const profile = (stack: TestStack, token: string, uuid: string) =>
  stack.api.inject({ method: 'GET', url: `/api/external/v1/profile?uuid=${uuid}`, headers: bearer(token) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('sessions end on the server', (context) => {
  const stack = stackFor(context);

  const revoke = (form: Record<string, string>, authorization: string | null = clientAuthorization(stack.config)) =>
    stack.identity.inject({
      method: 'POST',
      url: `/realms/${stack.config.realm}/protocol/openid-connect/revoke`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
      payload: new URLSearchParams(form).toString(),
    });

  async function resetPasswordOf(playerId: string, password: string) {
    const resetToken = await context.db.transaction((tx) => issueResetToken(tx, playerId));
    return stack.api.inject({ method: 'POST', url: RESET, payload: { code: resetToken, password } });
  }

  it('refuses every token issued before a password reset, on reads and on writes, while a new sign-in works', async () => {
    const player = await signedInPlayer(stack, context.db);
    const otherDevice = await signIn(stack, player.email, player.password);
    expect((await profile(stack, player.token, player.id)).statusCode).toBe(200);

    expect((await resetPasswordOf(player.id, 'a-brand-new-password')).statusCode).toBe(200);

    for (const token of [player.token, otherDevice]) {
      const read = await profile(stack, token, player.id);
      expect(read.statusCode).toBe(401);
      expect(read.json()).toMatchObject({ error_code: 'UNAUTHORIZED' });
      expect((await saveBankDetails(stack.api, token, { uuid: player.id, ...BANK_DETAILS, accountNumber: '999999999' })).statusCode).toBe(
        401,
      );
    }
    const { rows } = await context.db.query<{ sealed: Uint8Array }>(
      'SELECT account_number_sealed AS sealed FROM bank_details WHERE player_id = $1',
      [player.id],
    );
    expect(rows.map((row) => openedAccountNumber(row.sealed, bankAccountContext(player.id)))).toEqual([BANK_DETAILS.accountNumber]);
    const fresh = await signIn(stack, player.email, 'a-brand-new-password');
    expect((await profile(stack, fresh, player.id)).statusCode).toBe(200);
  });

  it('lets no request with the old token through once the reset has answered, however many race it', async () => {
    const player = await signedInPlayer(stack, context.db);
    const during = Array.from({ length: 20 }, () => profile(stack, player.token, player.id));
    const reset = await resetPasswordOf(player.id, 'another-new-password');
    await Promise.all(during);
    expect(reset.statusCode).toBe(200);
    const after = await Promise.all(Array.from({ length: 20 }, () => profile(stack, player.token, player.id)));
    expect(after.map((response) => response.statusCode)).toEqual(Array(20).fill(401));
  });

  it('revokes a token on sign-out: it is refused, the player’s other sessions go on', async () => {
    const player = await signedInPlayer(stack, context.db);
    const otherDevice = await signIn(stack, player.email, player.password);
    const answer = await revoke({ token: player.token, token_type_hint: 'access_token' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('');
    expect((await profile(stack, player.token, player.id)).statusCode).toBe(401);
    expect((await profile(stack, otherDevice, player.id)).statusCode).toBe(200);
  });

  it('ends a revoked session within a second on another replica that has just seen the token', async () => {
    // A second API replica: its own process state, the same database.
    const replica = await startStack(context.db);
    try {
      const player = await signedInPlayer(stack, context.db);
      expect((await profile(replica, player.token, player.id)).statusCode).toBe(200); // now cached there
      await revoke({ token: player.token });
      await sleep(SESSION_CACHE_MS + 50);
      expect((await profile(replica, player.token, player.id)).statusCode).toBe(401);
    } finally {
      await replica.close();
    }
  });

  it('answers 200 for a token it cannot read, 400 without a token, 401 to a wrong client, and revokes nothing then', async () => {
    const player = await signedInPlayer(stack, context.db);
    expect((await revoke({ token: 'not-a-token' })).statusCode).toBe(200);
    expect((await revoke({})).json()).toEqual({ error: 'invalid_request', error_description: 'Missing parameter: token' });
    const wrongClient = await revoke({ token: player.token }, `Basic ${Buffer.from('player-web:wrong').toString('base64')}`);
    expect(wrongClient.statusCode).toBe(401);
    expect((await revoke({ token: player.token }, null)).statusCode).toBe(401);
    expect((await profile(stack, player.token, player.id)).statusCode).toBe(200);
    const { rows } = await context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM revoked_access_tokens WHERE expires_at > now()');
    expect(rows[0]!.n).toBeGreaterThan(0); // the earlier tests' revocations, none from this one
  });

  it('marks every authenticated answer Cache-Control: no-store, refusals included', async () => {
    const player = await signedInPlayer(stack, context.db);
    const other = await signedInPlayer(stack, context.db);
    const answers = [
      await profile(stack, player.token, player.id),
      await profile(stack, player.token, other.id),
      await profile(stack, 'not-a-token', player.id),
      await stack.api.inject({ method: 'GET', url: '/api/health', headers: bearer(player.token) }),
      await saveBankDetails(stack.api, player.token, { uuid: player.id, ...BANK_DETAILS }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 403, 401, 200, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});
