/**
 * Unscramble through the API (ADR 067): a paced word game. A win is paid once; every forged play
 * (a tile out of range or used twice, a clear with nothing picked, a move after the last word or on
 * a word not yet revealed, a pace no human keeps, a claimed win the server never saw played) is
 * refused or judged on the server's record, and pays nothing. The deal shows the first word only.
 */
import type { AnsweredMove, DealtAttempt } from 'contract/game-endpoints';
import {
  dealUnscramble,
  gameMessages,
  games,
  UNSCRAMBLE_CLEAR,
  UNSCRAMBLE_COUNT,
  type GameMode,
  type UnscrambleDeal,
  type UnscrambleView,
} from 'contract/games';
import { dealOf, DEALT_COLUMNS, type DealtRow } from '../src/domain/games/attempts';
import { describeEachDatabase } from './support/database';
import { answerSum, attemptRow, backdate, dealt, HUMAN_PACE, paymentsOf, readyWin, submitGame } from './support/games';
import { stackFor } from './support/test-apps';
import { signedInPlayer, type SignedInPlayer } from './support/withdrawals';

describeEachDatabase('games: Unscramble', (context) => {
  const stack = stackFor(context);
  const newPlayer = () => signedInPlayer(stack, context.db, { withBankDetails: false });
  const pace = HUMAN_PACE.unscramble;

  /** The whole deal as the server keeps it (the test reads the seed the browser never sees). */
  async function wholeDeal(attemptId: string): Promise<UnscrambleDeal> {
    const { rows } = await context.db.query<DealtRow>(`SELECT ${DEALT_COLUMNS} FROM game_attempts WHERE id = $1`, [attemptId]);
    return dealOf(rows[0]!) as UnscrambleDeal;
  }

  /** The tiles that spell each word, in order; `wrong` words picked in the tiles' own order (never a listed word). */
  function spelling(deal: UnscrambleDeal, wrong: ReadonlySet<number> = new Set()): number[] {
    return deal.words.flatMap(({ word, tiles }, place) => {
      if (wrong.has(place)) return tiles.map((_, index) => index);
      const used: number[] = [];
      for (const letter of word) used.push(tiles.findIndex((tile, index) => tile === letter && !used.includes(index)));
      return used;
    });
  }

  /** Posts the values one by one as the browser does, the deal backdated by the pace before each; answers the replies. */
  async function play(player: SignedInPlayer, attempt: DealtAttempt, values: readonly number[], stepMs = pace.stepMs) {
    const replies = [];
    for (const [index, value] of values.entries()) {
      await backdate(context.db, attempt.attemptId, index === 0 ? pace.firstMs : stepMs);
      replies.push(await answerSum(stack.api, player.token, { attemptId: attempt.attemptId, index, value }));
    }
    return replies;
  }

  const deal = async (player: SignedInPlayer, mode: GameMode = 'practice') => {
    const attempt = await dealt(stack.api, player.token, 'unscramble', mode);
    return { attempt, whole: await wholeDeal(attempt.attemptId) };
  };

  /** Submits forged moves (the server judges its own record) and expects a 422 for `refusal` that paid nothing. */
  async function expectRefused(player: SignedInPlayer, attemptId: string, refusal: keyof typeof gameMessages.refusals) {
    const before = await paymentsOf(context.db, player.id);
    const forged = Array.from({ length: 44 }, (_, index) => ({ value: 0, at: 1_000 + index * 400 }));
    const response = await submitGame(stack.api, player.token, { attemptId, moves: forged });
    expect([response.statusCode, response.json().error_code, response.json().message]).toEqual([
      422,
      'IMPOSSIBLE_RESULT',
      gameMessages.refusals[refusal],
    ]);
    expect(await paymentsOf(context.db, player.id)).toEqual(before);
    expect(await attemptRow(context.db, attemptId)).toMatchObject({ status: 'refused', refusal, coinsEarned: 0 });
  }

  /**
   * Every value an answer carries, not its field names: a word may be a field's name ("count" is a
   * word and a field of the view); the test is that no value gives a word away.
   */
  function valuesIn(answer: unknown): unknown[] {
    return answer !== null && typeof answer === 'object' ? Object.values(answer).flatMap(valuesIn) : [answer];
  }

  it("deals only the first word's tiles: no other word's letters, never its answer, never the seed", async () => {
    const player = await newPlayer();
    const { attempt, whole } = await deal(player);
    const view = attempt.deal as UnscrambleView;
    expect(view).toEqual({
      kind: 'unscramble',
      count: UNSCRAMBLE_COUNT,
      judged: [],
      current: { tiles: whole.words[0]!.tiles, picked: [] },
    });
    expect(JSON.stringify(attempt)).not.toMatch(/seed/i);
    const sent = valuesIn(attempt);
    for (const { word } of whole.words) expect(sent).not.toContain(word);
    expect(attempt.remainingMs).toBe(games.unscramble.timeLimitMs);
  });

  it('reveals the next word only once the current one is spelled', async () => {
    const player = await newPlayer();
    const { attempt, whole } = await deal(player);
    const first = whole.words[0]!.tiles.length;
    const replies = await play(player, attempt, spelling(whole).slice(0, first));
    const views = replies.map((reply) => (reply.json().content as AnsweredMove).deal as UnscrambleView);
    expect(views.at(-2)!.current).toEqual({ tiles: whole.words[0]!.tiles, picked: spelling(whole).slice(0, first - 1) });
    expect(views.at(-1)).toEqual({
      kind: 'unscramble',
      count: UNSCRAMBLE_COUNT,
      judged: [{ spelled: whole.words[0]!.word, right: true, answer: whole.words[0]!.word }],
      current: { tiles: whole.words[1]!.tiles, picked: [] },
    });
    const sent = valuesIn(replies.map((reply) => reply.json()));
    for (const { word } of whole.words.slice(2)) expect(sent).not.toContain(word);
  });

  it('a win played by the winning player is paid once; sent again it is the same result and pays nothing more', async () => {
    const player = await newPlayer();
    const { attemptId, moves } = await readyWin(stack.api, context.db, player.token, 'unscramble');
    const first = await submitGame(stack.api, player.token, { attemptId, moves });
    expect(first.statusCode).toBe(200);
    expect(first.json().content).toMatchObject({ gameId: 'unscramble', won: true, correct: 8, coinsEarned: 50 });
    expect(first.json().content.score).toBeGreaterThan(800);
    const paid = await paymentsOf(context.db, player.id);
    expect(paid).toMatchObject({ coins: 50, gameCredits: 1 });

    const again = await submitGame(stack.api, player.token, { attemptId, moves });
    expect(again.json().content).toEqual(first.json().content);
    expect(await paymentsOf(context.db, player.id)).toEqual(paid);
  });

  it('6 right words win; 5 right is verified, not won, and pays nothing whatever moves the submission claims', async () => {
    const player = await newPlayer();
    const six = await deal(player);
    await play(player, six.attempt, spelling(six.whole, new Set([2, 5])));
    const won = await submitGame(stack.api, player.token, { attemptId: six.attempt.attemptId, moves: [] });
    expect(won.json().content).toMatchObject({ won: true, correct: 6, score: 600, coinsEarned: 50 });

    const five = await deal(player);
    await play(player, five.attempt, spelling(five.whole, new Set([0, 2, 5])));
    const before = await paymentsOf(context.db, player.id);
    // The submission claims the right spelling: the server judges the moves it recorded.
    const claimed = spelling(five.whole).map((value, index) => ({ value, at: 1_000 + index * 400 }));
    const lost = await submitGame(stack.api, player.token, { attemptId: five.attempt.attemptId, moves: claimed });
    expect(lost.json().content).toMatchObject({ won: false, correct: 5, coinsEarned: 0 });
    expect(await paymentsOf(context.db, player.id)).toEqual(before);
  });

  it('a claimed win with no move played is judged on nothing: not won, nothing paid', async () => {
    const player = await newPlayer();
    const { attempt, whole } = await deal(player);
    await backdate(context.db, attempt.attemptId, 30_000);
    const claimed = spelling(whole).map((value, index) => ({ value, at: 1_000 + index * 400 }));
    const judged = await submitGame(stack.api, player.token, { attemptId: attempt.attemptId, moves: claimed });
    expect(judged.json().content).toMatchObject({ won: false, correct: 0, moveCount: 0, coinsEarned: 0 });
    expect(await paymentsOf(context.db, player.id)).toMatchObject({ coins: 0, gameCredits: 0 });
  });

  it.each([
    ['a tile out of range', (values: number[]) => [6, ...values]],
    ['a negative tile other than the clear', (values: number[]) => [-5, ...values]],
    ['a tile already picked', (values: number[]) => [values[0]!, values[0]!, ...values.slice(1)]],
    ['a clear with nothing picked', (values: number[]) => [UNSCRAMBLE_CLEAR, ...values]],
  ])('%s ends the game there: later moves are out of order, and the result is refused as impossible', async (_case, forge) => {
    const player = await newPlayer();
    const { attempt, whole } = await deal(player);
    const values = forge(spelling(whole));
    const bad = values.findIndex((value, index) => value !== spelling(whole)[index]);
    const replies = await play(player, attempt, values.slice(0, bad + 2));
    expect(replies[bad]!.statusCode).toBe(200);
    expect((replies[bad]!.json().content as AnsweredMove).finished).toBe(true);
    expect([replies[bad + 1]!.statusCode, replies[bad + 1]!.json().message]).toEqual([409, gameMessages.answerOutOfOrder]);
    await expectRefused(player, attempt.attemptId, 'impossible-move');
  });

  it('a move after the last word is out of order; the game played is judged and paid once', async () => {
    const player = await newPlayer();
    const { attempt, whole } = await deal(player);
    const values = spelling(whole);
    const replies = await play(player, attempt, values);
    expect((replies.at(-1)!.json().content as AnsweredMove).finished).toBe(true);
    const after = await answerSum(stack.api, player.token, { attemptId: attempt.attemptId, index: values.length, value: 0 });
    expect([after.statusCode, after.json().message]).toEqual([409, gameMessages.answerOutOfOrder]);
    const judged = await submitGame(stack.api, player.token, { attemptId: attempt.attemptId, moves: [] });
    expect(judged.json().content).toMatchObject({ won: true, correct: 8, moveCount: values.length, coinsEarned: 50 });
  });

  it('a move for a place not yet reached (a word not yet revealed) is out of order and recorded nowhere', async () => {
    const player = await newPlayer();
    const { attempt } = await deal(player);
    await backdate(context.db, attempt.attemptId, 5_000);
    const ahead = await answerSum(stack.api, player.token, { attemptId: attempt.attemptId, index: 6, value: 0 });
    expect([ahead.statusCode, ahead.json().message]).toEqual([409, gameMessages.answerOutOfOrder]);
    const { rows } = await context.db.query<{ answers: unknown[] }>('SELECT answers FROM game_attempts WHERE id = $1', [attempt.attemptId]);
    expect(rows[0]!.answers).toEqual([]);
  });

  it('a first pick before the word could be read is refused there and then', async () => {
    const player = await newPlayer();
    const { attempt, whole } = await deal(player);
    const before = await paymentsOf(context.db, player.id);
    const reply = await answerSum(stack.api, player.token, { attemptId: attempt.attemptId, index: 0, value: spelling(whole)[0] });
    expect([reply.statusCode, reply.json().error_code, reply.json().message]).toEqual([
      422,
      'IMPOSSIBLE_RESULT',
      gameMessages.refusals['too-fast'],
    ]);
    expect(await paymentsOf(context.db, player.id)).toEqual(before);
    expect(await attemptRow(context.db, attempt.attemptId)).toMatchObject({ status: 'refused', refusal: 'too-fast' });
  });

  it(`picks each ${games.unscramble.minMoveMs} ms apart by the server's clock, under ${games.unscramble.minAverageMoveMs} ms on average, are refused at the judgement`, async () => {
    const player = await newPlayer();
    const { attempt, whole } = await deal(player);
    await play(player, attempt, spelling(whole), games.unscramble.minMoveMs + 10);
    await expectRefused(player, attempt.attemptId, 'too-fast');
  });

  it("deals each player a daily challenge as hard as the day's: a word as long in each place, words of their own", async () => {
    const [first, second] = [await newPlayer(), await newPlayer()];
    const [one, two] = [await deal(first, 'daily'), await deal(second, 'daily')];
    const { rows } = await context.db.query<{ shapeSeed: number }>('SELECT shape_seed AS "shapeSeed" FROM game_attempts WHERE id = $1', [
      one.attempt.attemptId,
    ]);
    const lengths = dealUnscramble(rows[0]!.shapeSeed).words.map(({ word }) => word.length);
    expect(one.whole.words.map(({ word }) => word.length)).toEqual(lengths);
    expect(two.whole.words.map(({ word }) => word.length)).toEqual(lengths);
    expect(one.whole.words).not.toEqual(two.whole.words);
  });
});
