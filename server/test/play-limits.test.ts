/**
 * Responsible play (issue 39, ADR 061): the daily limit (lower at once, higher or none after 24
 * hours), reality checks, breaks and self-exclusion that only get longer, each refusing a new
 * game with its own message while the current game may finish; every change audited; the
 * operators read them; bad input changes nothing.
 */
import { gameEndpoints } from 'contract/game-endpoints';
import * as messages from 'contract/messages';
import { playLimitsEndpoints, type PlayLimits } from 'contract/play-limits-endpoints';
import { playLimitChanges } from '../src/domain/play-limits/changes';
import { colomboTime } from '../src/routes/api/play-limits';
import { describeEachDatabase } from './support/database';
import { readyWin, startGame, submitGame } from './support/games';
import { signedInOperator } from './support/payouts';
import { playedFor, playLimits } from './support/play-limits';
import { bearer, stackFor } from './support/test-apps';
import { signedInPlayer, withdraw, type SignedInPlayer } from './support/withdrawals';

describeEachDatabase('play limits', (context) => {
  const stack = stackFor(context);
  const player = () => signedInPlayer(stack, context.db, { withBankDetails: false });
  const read = async (p: SignedInPlayer) =>
    (await playLimits(stack.api, 'getPlayLimits', p.token, { uuid: p.id })).json().content as PlayLimits;
  const setLimits = (p: SignedInPlayer, body: Record<string, unknown>) =>
    playLimits(stack.api, 'updatePlayLimits', p.token, { uuid: p.id, ...body });
  const takeBreak = (p: SignedInPlayer, kind: string, period: string) =>
    playLimits(stack.api, 'takePlayBreak', p.token, { uuid: p.id, kind, period });
  const audit = async (p: SignedInPlayer) =>
    (await playLimitChanges(context.db, p.id)).map(({ what, oldValue, newValue }) => [what, oldValue, newValue]);
  /** Moves a pending raise's 24 hours into the past. */
  const waitOutRaise = (p: SignedInPlayer) =>
    context.db.query(`UPDATE play_limits SET pending_effective_at = now() - interval '1 second' WHERE player_id = $1`, [p.id]);

  it('a new player has no limit, reality checks every 60 minutes, no break and no play today', async () => {
    expect(await read(await player())).toEqual({
      dailyLimitMinutes: null,
      pendingLimit: null,
      realityCheckMinutes: 60,
      playBreak: null,
      playedTodayMs: 0,
      coinsEarnedToday: 0,
      realityCheckDue: false,
      nextRealityCheckAtMs: 3_600_000,
    });
  });

  it('a lower limit holds at once; a higher one or none waits 24 hours, asking again replaces it, lowering cancels it', async () => {
    const p = await player();
    expect((await setLimits(p, { dailyLimitMinutes: 120 })).json()).toMatchObject({
      message: messages.playLimits.saved,
      content: { dailyLimitMinutes: 120 },
    });
    expect((await setLimits(p, { dailyLimitMinutes: 60 })).json().content).toMatchObject({ dailyLimitMinutes: 60, pendingLimit: null });

    const raised = await setLimits(p, { dailyLimitMinutes: 180 });
    const pending = raised.json().content as PlayLimits;
    expect(pending).toMatchObject({ dailyLimitMinutes: 60, pendingLimit: { minutes: 180 } });
    const startsIn = Date.parse(pending.pendingLimit!.effectiveAt) - Date.now();
    expect(startsIn).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(startsIn).toBeLessThanOrEqual(24 * 3_600_000);
    expect(raised.json().message).toBe(messages.playLimits.raisePending(colomboTime(new Date(pending.pendingLimit!.effectiveAt))));

    expect((await setLimits(p, { dailyLimitMinutes: 'none' })).json().content).toMatchObject({
      dailyLimitMinutes: 60,
      pendingLimit: { minutes: null },
    });
    expect((await setLimits(p, { dailyLimitMinutes: 30 })).json().content).toMatchObject({ dailyLimitMinutes: 30, pendingLimit: null });

    await setLimits(p, { dailyLimitMinutes: 90 });
    await waitOutRaise(p);
    expect(await read(p)).toMatchObject({ dailyLimitMinutes: 90, pendingLimit: null });
    expect(await audit(p)).toEqual([
      ['daily-limit', null, '120'],
      ['daily-limit', '120', '60'],
      ['daily-limit', '60', '180'],
      ['daily-limit', '60', null],
      ['daily-limit', '60', '30'],
      ['daily-limit', '30', '90'],
    ]);
    // The trail is append-only.
    await expect(context.db.query('DELETE FROM play_limit_changes WHERE player_id = $1', [p.id])).rejects.toThrow(/append-only/);
  });

  it('the daily limit reached: a new game is refused with the limit in the message, the current game still submitted', async () => {
    const p = await player();
    const current = await readyWin(stack.api, context.db, p.token, 'quick-sums');
    await playedFor(context.db, p.id, 31);
    await setLimits(p, { dailyLimitMinutes: 30 });

    const refused = await startGame(stack.api, p.token, 'sliding-tiles');
    expect([refused.statusCode, refused.json().error_code, refused.json().message]).toEqual([
      403,
      'PLAY_LIMIT_REACHED',
      'You have reached your daily play limit of 30 minutes. You can play again after midnight (Colombo time).',
    ]);
    // Dealing the game in progress again is resuming it, not a new game.
    expect((await startGame(stack.api, p.token, 'quick-sums')).statusCode).toBe(200);
    expect((await submitGame(stack.api, p.token, { attemptId: current.attemptId, moves: current.moves })).statusCode).toBe(200);
    expect((await startGame(stack.api, p.token, 'quick-sums')).json().error_code).toBe('PLAY_LIMIT_REACHED');
    expect((await read(p)).playedTodayMs).toBeGreaterThanOrEqual(31 * 60_000);
  });

  it('a reality check due refuses a new game until "keep playing"; then the next falls one interval later', async () => {
    const p = await player();
    await setLimits(p, { realityCheckMinutes: 30 });
    await playedFor(context.db, p.id, 31);
    expect(await read(p)).toMatchObject({ realityCheckDue: true, realityCheckMinutes: 30, nextRealityCheckAtMs: 1_800_000 });
    const refused = await startGame(stack.api, p.token, 'quick-sums');
    expect([refused.statusCode, refused.json().error_code, refused.json().message]).toEqual([
      409,
      'REALITY_CHECK_DUE',
      messages.playLimits.realityCheckDue,
    ]);

    const acknowledged = await playLimits(stack.api, 'acknowledgeRealityCheck', p.token, { uuid: p.id, choice: 'continue' });
    expect(acknowledged.json().content).toMatchObject({ realityCheckDue: false, nextRealityCheckAtMs: 3_600_000 });
    expect((await startGame(stack.api, p.token, 'quick-sums')).statusCode).toBe(200);
    await playedFor(context.db, p.id, 30);
    expect((await startGame(stack.api, p.token, 'sliding-tiles')).json().error_code).toBe('REALITY_CHECK_DUE');
  });

  it("a 7-day break: no game, no leaderboard (nor in others'), cannot be shortened or lifted; a longer one and withdrawals are fine", async () => {
    const other = await player();
    const p = await signedInPlayer(stack, context.db, { coins: 5000 });
    const win = await readyWin(stack.api, context.db, p.token, 'quick-sums', 'daily');
    expect((await submitGame(stack.api, p.token, { attemptId: win.attemptId, moves: win.moves })).statusCode).toBe(200);
    const board = () =>
      stack.api.inject({
        method: 'GET',
        url: gameEndpoints.getLeaderboard.path,
        headers: bearer(other.token),
        query: { gameId: 'quick-sums' },
      });
    const ranked = () => board().then((response) => response.json().content.entries as { you: boolean }[]);
    const before = (await ranked()).length;

    const taken = await takeBreak(p, 'break', '7d');
    const until = new Date((taken.json().content as PlayLimits).playBreak!.until!);
    expect(until.getTime() - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(taken.json()).toMatchObject({
      message: messages.playLimits.breakTaken(colomboTime(until)),
      content: { playBreak: { kind: 'break' } },
    });

    const refused = await startGame(stack.api, p.token, 'sliding-tiles');
    expect([refused.statusCode, refused.json().error_code, refused.json().message]).toEqual([
      403,
      'PLAY_BREAK',
      messages.playLimits.onBreak(colomboTime(until)),
    ]);
    const own = await stack.api.inject({
      method: 'GET',
      url: gameEndpoints.getLeaderboard.path,
      headers: bearer(p.token),
      query: { gameId: 'quick-sums' },
    });
    expect([own.statusCode, own.json().error_code]).toEqual([403, 'PLAY_BREAK']);
    expect((await ranked()).length).toBe(before - 1);

    const shorter = await takeBreak(p, 'break', '24h');
    expect([shorter.statusCode, shorter.json().message]).toEqual([409, messages.playLimits.cannotShorten]);
    expect((await read(p)).playBreak!.until).toBe(until.toISOString());

    const longer = await takeBreak(p, 'self-exclusion', '6m');
    expect(longer.json()).toMatchObject({ message: messages.playLimits.selfExcluded, content: { playBreak: { kind: 'self-exclusion' } } });
    const excludedUntil = new Date((longer.json().content as PlayLimits).playBreak!.until!);
    expect((await startGame(stack.api, p.token, 'quick-sums')).json().message).toBe(
      messages.playLimits.excludedUntil(colomboTime(excludedUntil)),
    );

    const withdrawal = await withdraw(stack.api, p.token, { uuid: p.id, selectedTierAmount: 5000 });
    expect(withdrawal.statusCode).toBe(200);
    const operator = await signedInOperator(stack, context.db);
    const seen = await stack.api.inject({
      method: 'GET',
      url: playLimitsEndpoints.getWithdrawalPlayLimits.path,
      headers: bearer(operator.token),
      query: { code: withdrawal.json().content.code as string },
    });
    expect(seen.json().content).toMatchObject({
      limits: { playBreak: { kind: 'self-exclusion' } },
      changes: [{ what: 'break' }, { what: 'self-exclusion' }],
    });
    const asPlayer = await stack.api.inject({
      method: 'GET',
      url: playLimitsEndpoints.getWithdrawalPlayLimits.path,
      headers: bearer(p.token),
      query: { code: 'WD-ABC123' },
    });
    expect(asPlayer.statusCode).toBe(403);
  });

  it('permanent self-exclusion: every game refused, and nothing can change it', async () => {
    const p = await player();
    expect((await takeBreak(p, 'self-exclusion', 'permanent')).json().content.playBreak).toEqual({ kind: 'self-exclusion', until: null });
    expect((await startGame(stack.api, p.token, 'quick-sums')).json()).toMatchObject({
      error_code: 'PLAY_BREAK',
      message: messages.playLimits.excludedForGood,
    });
    expect((await takeBreak(p, 'self-exclusion', 'permanent')).json().message).toBe(messages.playLimits.alreadyForGood);
    expect((await takeBreak(p, 'break', '6w')).statusCode).toBe(409);
  });

  it.each([
    [{ dailyLimitMinutes: 45 }, `dailyLimitMinutes: ${messages.playLimits.dailyLimitChoice}`],
    [{ dailyLimitMinutes: 10 }, `dailyLimitMinutes: ${messages.playLimits.dailyLimitChoice}`],
    [{ dailyLimitMinutes: '30' }, `dailyLimitMinutes: ${messages.playLimits.dailyLimitChoice}`],
    [{ dailyLimitMinutes: null }, `dailyLimitMinutes: ${messages.playLimits.dailyLimitChoice}`],
    [{ realityCheckMinutes: 20 }, `realityCheckMinutes: ${messages.playLimits.realityCheckChoice}`],
    [{}, `Request body: ${messages.playLimits.nothingChosen}`],
  ])('refuses the limits %j with a clear message, changing nothing', async (body, message) => {
    const p = await player();
    const answer = await setLimits(p, body);
    expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
    expect(await audit(p)).toEqual([]);
  });

  it.each([
    ['break', '1y', `period: ${messages.playLimits.breakChoice}`],
    ['self-exclusion', '24h', `period: ${messages.playLimits.exclusionChoice}`],
  ])('refuses a %s of %s with a clear message, changing nothing', async (kind, period, message) => {
    const p = await player();
    const answer = await takeBreak(p, kind, period);
    expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
    expect((await read(p)).playBreak).toBeNull();
  });

  it("another player's limits can be neither read nor changed", async () => {
    const [p, other] = [await player(), await player()];
    expect((await playLimits(stack.api, 'getPlayLimits', p.token, { uuid: other.id })).statusCode).toBe(403);
    expect((await playLimits(stack.api, 'takePlayBreak', p.token, { uuid: other.id, kind: 'break', period: '24h' })).statusCode).toBe(403);
    expect((await read(other)).playBreak).toBeNull();
  });
});
