/**
 * "Close my account" (issue 38, ADR 059): the password checked, a pending withdrawal named, 14 days
 * in which signing in works and keeping the account cancels the closure (both mailed), what a
 * closing account is refused; then the races: a closure against a withdrawal, against a sign-in,
 * and keeping the account against the job's erasure.
 */
import * as messages from 'contract/messages';
import { runDueErasures } from '../src/domain/privacy-jobs';
import { afterTheGracePeriod, closure, closuresOf } from './support/closure';
import { describeEachDatabase } from './support/database';
import { moneyInvariants, MONEY_INVARIANTS_HOLD } from './support/invariants';
import { cancel, pendingRequest, recordingMailer } from './support/payouts';
import { signIn, stackFor } from './support/test-apps';
import { signedInPlayer, withdraw } from './support/withdrawals';
import { profileStatus, signInFrom, BROWSERS } from './support/account';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('account closure: scheduling, keeping, refusals and races', (context) => {
  const mailer = recordingMailer();
  const stack = stackFor(context, () => ({ mailer }));
  const mailsTo = (email: string) => mailer.sent.filter((mail) => mail.to === email);

  it('asks for the current password, schedules the closure 14 days ahead, mails the player, and keeps signing in working', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 700 });
    const wrong = await closure(stack.api, 'closeAccount', player.token, { uuid: player.id, currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(403);
    expect(await closuresOf(context.db, player.id)).toEqual([]);

    const closed = await closure(stack.api, 'closeAccount', player.token, { uuid: player.id, currentPassword: player.password });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: true, message: messages.closure.closureScheduled });
    const closesAt = new Date(closed.json().content.closesAt as string).getTime();
    expect(Math.abs(closesAt - (Date.now() + 14 * 24 * 3600 * 1000))).toBeLessThan(60_000);
    expect(mailsTo(player.email).map((mail) => mail.subject)).toContainEqual(expect.stringContaining('will close on'));
    const { rows: recorded } = await context.db.query<{ kind: string }>('SELECT kind FROM sent_mails WHERE player_id = $1', [player.id]);
    expect(recorded.map((row) => row.kind)).toContain('account-closing');

    const again = await signIn(stack, player.email, player.password);
    const status = await closure(stack.api, 'getAccountClosure', again, { uuid: player.id });
    expect(status.json().content).toEqual({ closesAt: closed.json().content.closesAt, openWithdrawal: null });
    const { rows } = await context.db.query<{ kind: string; status: string }>(
      'SELECT kind, status FROM privacy_requests WHERE player_id = $1',
      [player.id],
    );
    expect(rows).toEqual([{ kind: 'closure', status: 'open' }]);
  });

  it('refuses new withdrawals and games while closing; keeping the account cancels it, is audited and mailed', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 5000, identity: 'verified' });
    await closure(stack.api, 'closeAccount', player.token, { uuid: player.id, currentPassword: player.password });
    const refused = await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error_code: 'ACCOUNT_CLOSING' });
    const game = await stack.api.inject({
      method: 'POST',
      url: '/api/external/v1/games/attempts',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { gameId: 'quick-sums', mode: 'practice' },
    });
    expect(game.json()).toMatchObject({ error_code: 'ACCOUNT_CLOSING' });

    const kept = await closure(stack.api, 'keepAccount', player.token, { uuid: player.id });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().content).toEqual({ closesAt: null, openWithdrawal: null });
    expect(mailsTo(player.email).map((mail) => mail.subject)).toContainEqual(expect.stringContaining('will not close'));
    expect((await closuresOf(context.db, player.id)).map((row) => row.status)).toEqual(['kept']);
    const { rows } = await context.db.query<{ action: string; actorRole: string }>(
      `SELECT e.action, e.actor_role AS "actorRole" FROM privacy_request_events e JOIN privacy_requests r ON r.id = e.request_id
        WHERE r.player_id = $1 ORDER BY e.id`,
      [player.id],
    );
    expect(rows).toEqual([
      { action: 'received', actorRole: 'player' },
      { action: 'cancelled', actorRole: 'player' },
    ]);
    expect((await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 })).statusCode).toBe(200);
    const nothing = await closure(stack.api, 'keepAccount', player.token, { uuid: player.id });
    expect(nothing.statusCode).toBe(409);
  });

  it('names the pending withdrawal that must be paid or cancelled first, and closes once it is cancelled', async () => {
    const { player, code } = await pendingRequest(stack, context.db);
    const status = await closure(stack.api, 'getAccountClosure', player.token, { uuid: player.id });
    expect(status.json().content).toEqual({ closesAt: null, openWithdrawal: code });
    const refused = await closure(stack.api, 'closeAccount', player.token, { uuid: player.id, currentPassword: player.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error_code: 'WITHDRAWAL_OPEN', message: messages.closure.withdrawalOpen(code) });
    expect((await cancel(stack.api, player, code)).statusCode).toBe(200);
    expect((await closure(stack.api, 'closeAccount', player.token, { uuid: player.id, currentPassword: player.password })).statusCode).toBe(
      200,
    );
  });

  it('races a closure against a withdrawal: exactly one wins, and no withdrawal is left pending on a closing account', async () => {
    // The closure checks a password first (an argon2 hash): the withdrawal starts later and later,
    // so that some rounds land while the closure is under way and some after it.
    for (let round = 0; round < 8; round += 1) {
      const player = await signedInPlayer(stack, context.db, { coins: 5000, identity: 'verified' });
      const [closed, withdrawn] = await Promise.all([
        closure(stack.api, 'closeAccount', player.token, { uuid: player.id, currentPassword: player.password }),
        sleep(round * 6).then(() => withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 })),
      ]);
      expect([closed.statusCode, withdrawn.statusCode].sort()).toEqual([200, 409]);
      const { rows } = await context.db.query<{ closing: boolean; open: number }>(
        `SELECT p.closes_at IS NOT NULL AS closing,
                (SELECT count(*) FROM withdrawal_requests w WHERE w.player_id = p.id AND w.status IN ('pending', 'approved'))::int AS open
           FROM players p WHERE p.id = $1`,
        [player.id],
      );
      expect(rows[0]!.closing && rows[0]!.open > 0).toBe(false);
      expect(rows[0]!.closing || rows[0]!.open === 1).toBe(true);
    }
    expect(await moneyInvariants(context.db)).toEqual(MONEY_INVARIANTS_HOLD);
  });

  it('races sign-ins against the erasure: no token issued around it opens anything afterwards, nothing it recorded is left', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 300 });
    await closure(stack.api, 'closeAccount', player.token, { uuid: player.id, currentPassword: player.password });
    const signIns = Array.from({ length: 4 }, () => signInFrom(stack, player.email, player.password, BROWSERS.chromeOnAndroid));
    const [erased, ...answers] = await Promise.all([runDueErasures(context.db, afterTheGracePeriod()), ...signIns]);
    expect(erased).toBeGreaterThanOrEqual(1);
    expect((await closuresOf(context.db, player.id))[0]!.status).toBe('erased');
    // The session guard trusts what it read for a second at most (SESSION_CACHE_MS).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (const answer of answers) {
      if (answer.statusCode === 200) expect(await profileStatus(stack.api, answer.json().access_token, player.id)).toBe(401);
      else expect(answer.statusCode).toBe(401);
    }
    expect(await profileStatus(stack.api, player.token, player.id)).toBe(401);
    expect((await signInFrom(stack, player.email, player.password, BROWSERS.chromeOnAndroid)).statusCode).toBe(401);
    const { rows } = await context.db.query<{ count: number }>(
      `SELECT ((SELECT count(*) FROM player_sessions WHERE player_id = $1) + (SELECT count(*) FROM sign_in_events WHERE player_id = $1))::int AS count`,
      [player.id],
    );
    expect(rows[0]!.count).toBe(0);
  });

  it('races keeping the account against the erasure: one of them, never both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const player = await signedInPlayer(stack, context.db, { coins: 100 });
      await closure(stack.api, 'closeAccount', player.token, { uuid: player.id, currentPassword: player.password });
      const [, kept] = await Promise.all([
        runDueErasures(context.db, afterTheGracePeriod()),
        closure(stack.api, 'keepAccount', player.token, { uuid: player.id }),
      ]);
      const [state] = await closuresOf(context.db, player.id);
      if (kept.statusCode === 200) {
        expect(state!.status).toBe('kept');
      } else {
        expect(kept.statusCode).toBe(409);
        expect(state!.status).toBe('erased');
      }
    }
    expect(await moneyInvariants(context.db)).toEqual(MONEY_INVARIANTS_HOLD);
  });
});
