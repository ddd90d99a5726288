/**
 * Pairs (ADR 065), a game with hidden information: the deal the browser gets holds no face, each
 * reply only the faces turned so far, and the server judges the flips it recorded on its own clock.
 * A win is paid once; every forged or impossible game is refused and pays nothing.
 */
import type { AnsweredMove, AttemptResult, DealtAttempt } from 'contract/game-endpoints';
import { gameMessages, PAIRS_FLIP_LIMIT, type PairsDeal, type PairsView } from 'contract/games';
import { DEALT_COLUMNS, dealOf, type DealtRow } from '../src/domain/games/attempts';
import { describeEachDatabase } from './support/database';
import { answerSum, attemptRow, backdate, dealt, HUMAN_PACE, paced, paymentsOf, readyWin, submitGame } from './support/games';
import { stackFor } from './support/test-apps';
import { signedInPlayer, type SignedInPlayer } from './support/withdrawals';

const pace = HUMAN_PACE.pairs;

describeEachDatabase('games: Pairs', (context) => {
  const stack = stackFor(context);
  let player: SignedInPlayer;
  beforeEach(async () => {
    player = await signedInPlayer(stack, context.db, { withBankDetails: false });
  });

  /** The whole deal, as only the server knows it. */
  async function realDeal(attemptId: string): Promise<PairsDeal> {
    const { rows } = await context.db.query<DealtRow>(`SELECT ${DEALT_COLUMNS} FROM game_attempts WHERE id = $1`, [attemptId]);
    return dealOf(rows[0]!) as PairsDeal;
  }

  /** Each card's two positions. */
  const pairsOf = (deal: PairsDeal) => {
    const byCard = new Map<number, number[]>();
    deal.cards.forEach((card, position) => byCard.set(card, [...(byCard.get(card) ?? []), position]));
    return [...byCard.values()] as [number, number][];
  };

  /** Posts one flip as the browser does, the deal backdated first by a human's pace. */
  async function flip(attemptId: string, index: number, value: number) {
    await backdate(context.db, attemptId, index === 0 ? pace.firstMs : pace.stepMs);
    return answerSum(stack.api, player.token, { attemptId, index, value });
  }

  /** Posts the flips, each reply expected 200; answers the replies. */
  async function flips(attemptId: string, values: readonly number[], from = 0): Promise<AnsweredMove[]> {
    const replies: AnsweredMove[] = [];
    for (const [offset, value] of values.entries()) {
      const response = await flip(attemptId, from + offset, value);
      expect(response.statusCode).toBe(200);
      replies.push(response.json().content as AnsweredMove);
    }
    return replies;
  }

  /** Submits and expects the refusal, with nothing of the player's money changed. */
  async function expectRefused(attemptId: string, message: string, moves: object[] = []) {
    const before = await paymentsOf(context.db, player.id);
    const response = await submitGame(stack.api, player.token, { attemptId, moves });
    expect([response.statusCode, response.json().message]).toEqual([422, message]);
    expect(await paymentsOf(context.db, player.id)).toEqual(before);
    expect((await attemptRow(context.db, attemptId))!.coinsEarned).toBe(0);
  }

  it('the deal holds no face at all, and each reply only the faces of the matched cards and of the turn', async () => {
    const attempt: DealtAttempt = await dealt(stack.api, player.token, 'pairs');
    expect(attempt.deal).toEqual({ kind: 'pairs', cards: Array(16).fill(null), matched: [], turned: [], flips: 0 });
    expect(JSON.stringify(attempt)).not.toMatch(/seed/i);
    const deal = await realDeal(attempt.attemptId);
    const [[a, b], [c, d]] = pairsOf(deal) as [[number, number], [number, number]];
    const faces = (view: PairsView) => view.cards.flatMap((card, position) => (card === null ? [] : [[position, card]]));
    const sorted = (...positions: number[]) => positions.sort((x, y) => x - y).map((position) => [position, deal.cards[position]]);

    // A miss (a, c), a pair (d, c), then a pair whose first card was seen before (a, b).
    const replies = await flips(attempt.attemptId, [a, c, d, c, a, b]);
    const views = replies.map((reply) => reply.deal as PairsView);
    expect(views.map(faces)).toEqual([sorted(a), sorted(a, c), sorted(d), sorted(c, d), sorted(a, c, d), sorted(a, b, c, d)]);
    const positions = (...of: number[]) => sorted(...of).map(([position]) => position);
    expect(views.map((view) => view.matched)).toEqual([[], [], [], positions(c, d), positions(c, d), positions(a, b, c, d)]);
    expect(replies.map((reply) => reply.answered)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(replies.every((reply) => !reply.finished)).toBe(true);
    // Dealt again (the page reloaded), the attempt shows what the recorded flips revealed and no more.
    const again = await dealt(stack.api, player.token, 'pairs');
    expect([again.attemptId, again.answered, faces(again.deal as PairsView)]).toEqual([attempt.attemptId, 6, sorted(a, b, c, d)]);
  });

  it('a win through the API is paid once: sent again it pays nothing, and no flip is taken after it', async () => {
    const { attemptId, moves } = await readyWin(stack.api, context.db, player.token, 'pairs');
    expect(moves.length).toBeLessThanOrEqual(30);
    const late = await answerSum(stack.api, player.token, { attemptId, index: moves.length, value: 0 });
    expect([late.statusCode, late.json().message]).toEqual([409, gameMessages.answerOutOfOrder]);
    const before = await paymentsOf(context.db, player.id);
    const first = await submitGame(stack.api, player.token, { attemptId, moves: [] });
    expect(first.statusCode).toBe(200);
    expect(first.json().content as AttemptResult).toMatchObject({ gameId: 'pairs', won: true, moveCount: moves.length, coinsEarned: 50 });
    const paid = await paymentsOf(context.db, player.id);
    expect(paid.coins).toBe(before.coins + 50);
    expect(paid.gameCredits).toBe(before.gameCredits + 1);

    const again = await submitGame(stack.api, player.token, { attemptId, moves });
    expect(again.json().content).toEqual(first.json().content);
    expect(await paymentsOf(context.db, player.id)).toEqual(paid);
  });

  it('parallel submissions of one win pay it once', async () => {
    const { attemptId } = await readyWin(stack.api, context.db, player.token, 'pairs');
    const before = await paymentsOf(context.db, player.id);
    const responses = await Promise.all(Array.from({ length: 6 }, () => submitGame(stack.api, player.token, { attemptId, moves: [] })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    expect((await paymentsOf(context.db, player.id)).coins).toBe(before.coins + 50);
  });

  it('a forged win (every pair, worked out from outside, sent without a flip posted) is refused: the server judges its own record', async () => {
    const attempt = await dealt(stack.api, player.token, 'pairs');
    const perfect = pairsOf(await realDeal(attempt.attemptId)).flat();
    await backdate(context.db, attempt.attemptId, 60_000);
    await expectRefused(attempt.attemptId, gameMessages.refusals.unsolved, paced(perfect, pace));
  });

  it('a game given up before its end claims nothing', async () => {
    const attempt = await dealt(stack.api, player.token, 'pairs');
    const [[a, b]] = pairsOf(await realDeal(attempt.attemptId)) as [[number, number]];
    await flips(attempt.attemptId, [a, b]);
    await expectRefused(attempt.attemptId, gameMessages.refusals.unsolved);
  });

  it.each([
    ['the same card twice in a turn', (a: number) => [a, a]],
    ['a matched card', (a: number, b: number) => [a, b, a]],
    ['a position off the grid', () => [16]],
    ['a negative position', () => [-1]],
  ])('a flip of %s is recorded but refuses the game as impossible, revealing nothing', async (_name, forged) => {
    const attempt = await dealt(stack.api, player.token, 'pairs');
    const [[a, b]] = pairsOf(await realDeal(attempt.attemptId)) as [[number, number]];
    const replies = await flips(attempt.attemptId, forged(a, b));
    const shown = (replies.at(-1)!.deal as PairsView).cards.filter((card) => card !== null).length;
    expect(shown).toBeLessThanOrEqual(2);
    await expectRefused(attempt.attemptId, gameMessages.refusals['impossible-move']);
  });

  it('a flip ahead of its place is out of order and recorded nowhere', async () => {
    const attempt = await dealt(stack.api, player.token, 'pairs');
    await backdate(context.db, attempt.attemptId, pace.firstMs);
    const ahead = await answerSum(stack.api, player.token, { attemptId: attempt.attemptId, index: 1, value: 3 });
    expect([ahead.statusCode, ahead.json().message]).toEqual([409, gameMessages.answerOutOfOrder]);
    const { rows } = await context.db.query<{ answers: unknown[] }>('SELECT answers FROM game_attempts WHERE id = $1', [attempt.attemptId]);
    expect(rows[0]!.answers).toEqual([]);
    expect((await attemptRow(context.db, attempt.attemptId))!.status).toBe('open');
  });

  it('a first flip sooner than a human reads the board refuses the attempt there and then', async () => {
    const attempt = await dealt(stack.api, player.token, 'pairs');
    const before = await paymentsOf(context.db, player.id);
    const hurried = await answerSum(stack.api, player.token, { attemptId: attempt.attemptId, index: 0, value: 0 });
    expect([hurried.statusCode, hurried.json().message]).toEqual([422, gameMessages.refusals['too-fast']]);
    expect(await attemptRow(context.db, attempt.attemptId)).toMatchObject({ status: 'refused', refusal: 'too-fast', coinsEarned: 0 });
    expect(await paymentsOf(context.db, player.id)).toEqual(before);
  });

  it('flips each a double tap apart by the server clock, under the least average, are refused when judged', async () => {
    const attempt = await dealt(stack.api, player.token, 'pairs');
    const perfect = pairsOf(await realDeal(attempt.attemptId)).flat();
    for (const [index, value] of perfect.entries()) {
      await backdate(context.db, attempt.attemptId, index === 0 ? pace.firstMs : 300);
      expect((await answerSum(stack.api, player.token, { attemptId: attempt.attemptId, index, value })).statusCode).toBe(200);
    }
    await expectRefused(attempt.attemptId, gameMessages.refusals['too-fast']);
  });

  it(`the ${PAIRS_FLIP_LIMIT} flips used up without every pair is a verified loss that pays nothing, and the game takes no more`, async () => {
    const attempt = await dealt(stack.api, player.token, 'pairs');
    const [[a], [c]] = pairsOf(await realDeal(attempt.attemptId)) as [[number, number], [number, number]];
    const replies = await flips(
      attempt.attemptId,
      Array.from({ length: PAIRS_FLIP_LIMIT }, (_, index) => (index % 2 === 0 ? a : c)),
    );
    expect(replies.at(-1)!.finished).toBe(true);
    const more = await answerSum(stack.api, player.token, { attemptId: attempt.attemptId, index: PAIRS_FLIP_LIMIT, value: a });
    expect(more.statusCode).toBe(409);
    const before = await paymentsOf(context.db, player.id);
    const response = await submitGame(stack.api, player.token, { attemptId: attempt.attemptId, moves: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json().content as AttemptResult).toMatchObject({ won: false, coinsEarned: 0, moveCount: PAIRS_FLIP_LIMIT });
    expect(await paymentsOf(context.db, player.id)).toEqual(before);
  });

  it("today's challenge is dealt as any other shuffle and won through the API", async () => {
    const { attemptId } = await readyWin(stack.api, context.db, player.token, 'pairs', 'daily');
    const response = await submitGame(stack.api, player.token, { attemptId, moves: [] });
    expect(response.json().content as AttemptResult).toMatchObject({ mode: 'daily', won: true, coinsEarned: 50 });
  });
});
