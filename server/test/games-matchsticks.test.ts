/**
 * Matchsticks judged by the server (ADR 064): a game won against the computer is paid once; one
 * the computer won is verified and pays nothing; every forged result (an impossible take, a game
 * not played to its end, moves after it, the computer's replies sent as the player's, too fast)
 * is refused and changes nothing of the player's money; each player's daily rows are as hard as the day's.
 */
import { gameRules, gameMessages, matchsticksScore, playMatchsticks, type MatchsticksDeal, type Move } from 'contract/games';
import { winningPlayers } from 'contract/winning-players';
import { describeEachDatabase } from './support/database';
import {
  attemptRow,
  backdate,
  dealt,
  HUMAN_PACE,
  paced,
  paymentsOf,
  playingTimeOf,
  readyWin,
  submitGame,
  type Pace,
} from './support/games';
import { stackFor } from './support/test-apps';
import { signedInPlayer, type SignedInPlayer } from './support/withdrawals';

/** One stick at a time from the first row with sticks: the computer, playing perfectly once it can, takes the last. */
function carelessValues(deal: MatchsticksDeal): number[] {
  const values: number[] = [];
  for (let play = playMatchsticks(deal, values)!; play.winner === null; play = playMatchsticks(deal, values)!) {
    values.push((play.rows.findIndex((sticks) => sticks > 0) + 1) * 100 + 1);
  }
  return values;
}

/** The winning player's takes on `deal` at `pace`. */
function winningMoves(deal: MatchsticksDeal, pace: Pace): Move[] {
  const player = winningPlayers.matchsticks();
  const values: number[] = [];
  for (let value = player.next(deal); value !== null; value = player.next(deal)) values.push(value);
  return paced(values, pace);
}

describeEachDatabase('games: Matchsticks', (context) => {
  let player: SignedInPlayer;
  const stack = stackFor(context);
  beforeAll(async () => {
    player = await signedInPlayer(stack, context.db, { withBankDetails: false });
  });

  const pace = HUMAN_PACE.matchsticks;

  /** Deals a practice game and backdates it so that `values` at a human pace fit the server's clock. */
  async function dealtFor(values: (deal: MatchsticksDeal) => number[]) {
    const attempt = await dealt(stack.api, player.token, 'matchsticks');
    const moves = paced(values(attempt.deal as MatchsticksDeal), pace);
    await backdate(context.db, attempt.attemptId, playingTimeOf(moves));
    return { attemptId: attempt.attemptId, deal: attempt.deal as MatchsticksDeal, moves };
  }

  async function expectRefused(attemptId: string, moves: Move[], refusal: keyof typeof gameMessages.refusals) {
    const before = await paymentsOf(context.db, player.id);
    const response = await submitGame(stack.api, player.token, { attemptId, moves });
    expect([response.statusCode, response.json().error_code, response.json().message]).toEqual([
      422,
      'IMPOSSIBLE_RESULT',
      gameMessages.refusals[refusal],
    ]);
    expect(await paymentsOf(context.db, player.id)).toEqual(before);
    expect(await attemptRow(context.db, attemptId)).toMatchObject({ status: 'refused', refusal, coinsEarned: 0 });
  }

  it('deals 3 to 5 rows the player can win, and nothing of the seed', async () => {
    const attempt = await dealt(stack.api, player.token, 'matchsticks');
    const { rows } = attempt.deal as MatchsticksDeal;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.reduce((sum, sticks) => sum ^ sticks, 0)).not.toBe(0);
    expect(JSON.stringify(attempt)).not.toMatch(/seed/i);
  });

  it('a game won against the computer is paid once; sent again it pays nothing', async () => {
    const { attemptId, moves } = await readyWin(stack.api, context.db, player.token, 'matchsticks');
    const before = await paymentsOf(context.db, player.id);
    const response = await submitGame(stack.api, player.token, { attemptId, moves });
    expect(response.statusCode).toBe(200);
    const result = response.json().content;
    expect(result).toMatchObject({ gameId: 'matchsticks', won: true, moveCount: moves.length, coinsEarned: 50, correct: null });
    expect(result.score).toBe(matchsticksScore(result.durationMs));
    expect(await paymentsOf(context.db, player.id)).toMatchObject({ coins: before.coins + 50, ledgerRows: before.ledgerRows + 1 });

    // The same moves again (the answer was lost): the same judgement, nothing paid; other moves find the game closed.
    const afterWin = await paymentsOf(context.db, player.id);
    const again = await submitGame(stack.api, player.token, { attemptId, moves });
    expect([again.statusCode, again.json().content.coinsEarned]).toEqual([200, 50]);
    const other = await submitGame(stack.api, player.token, { attemptId, moves: moves.map((move) => ({ ...move, at: move.at + 1 })) });
    expect([other.statusCode, other.json().message]).toEqual([409, gameMessages.alreadySubmitted]);
    expect(await paymentsOf(context.db, player.id)).toEqual(afterWin);
  });

  it('the same win sent five times at once is paid once', async () => {
    const { attemptId, moves } = await readyWin(stack.api, context.db, player.token, 'matchsticks');
    const before = await paymentsOf(context.db, player.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => submitGame(stack.api, player.token, { attemptId, moves })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await paymentsOf(context.db, player.id)).toMatchObject({ coins: before.coins + 50, gameCredits: before.gameCredits + 1 });
  });

  it('a game the computer won is verified, scores 0 and pays nothing', async () => {
    const { attemptId, moves } = await dealtFor(carelessValues);
    const before = await paymentsOf(context.db, player.id);
    const response = await submitGame(stack.api, player.token, { attemptId, moves });
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toMatchObject({ won: false, score: 0, coinsEarned: 0, moveCount: moves.length });
    expect(response.json().message).toBe(gameMessages.notWon);
    expect(await paymentsOf(context.db, player.id)).toEqual(before);
  });

  it('a take from a row that is not there, of more sticks than the row holds, or of none, is impossible', async () => {
    for (const forged of [
      (deal: MatchsticksDeal) => (deal.rows.length + 1) * 100 + 1,
      (deal: MatchsticksDeal) => 100 + deal.rows[0]! + 1,
      () => 200,
      () => 7,
      () => -101,
    ]) {
      const { attemptId, moves } = await dealtFor((deal) => [forged(deal), ...carelessValues(deal)]);
      await expectRefused(attemptId, moves, 'impossible-move');
    }
  });

  it('a game stopped before the last stick is unsolved, though every take was the right one', async () => {
    const winning = await readyWin(stack.api, context.db, player.token, 'matchsticks');
    await expectRefused(winning.attemptId, winning.moves.slice(0, -1), 'unsolved');
    const nothing = await dealt(stack.api, player.token, 'matchsticks');
    await backdate(context.db, nothing.attemptId, 5_000);
    await expectRefused(nothing.attemptId, [], 'unsolved');
  });

  it('a take after the last stick is impossible, whoever took it', async () => {
    const won = await readyWin(stack.api, context.db, player.token, 'matchsticks');
    await expectRefused(won.attemptId, paced([...won.moves.map((move) => move.value), 101], pace), 'impossible-move');
    const lost = await dealtFor((deal) => [...carelessValues(deal), 101]);
    await expectRefused(lost.attemptId, lost.moves, 'impossible-move');
  });

  it("the computer's replies sent as the player's own takes do not make a win", async () => {
    const { attemptId, moves } = await dealtFor((deal) => {
      const own = carelessValues(deal);
      const { replies } = playMatchsticks(deal, own)!;
      return own.flatMap((value, index) => (replies[index] ? [value, replies[index].row * 100 + replies[index].count] : [value]));
    });
    const response = await submitGame(stack.api, player.token, { attemptId, moves });
    expect(response.json().content?.won ?? false).toBe(false);
    expect(await attemptRow(context.db, attemptId)).toMatchObject({ coinsEarned: 0 });
  });

  it('a win sent the moment it was dealt is too fast, and so is one whose takes came closer than a person plays', async () => {
    const atOnce = await dealt(stack.api, player.token, 'matchsticks');
    await expectRefused(atOnce.attemptId, winningMoves(atOnce.deal as MatchsticksDeal, pace), 'too-fast');
    const won = await readyWin(stack.api, context.db, player.token, 'matchsticks');
    const values = won.moves.map((move) => move.value);
    await expectRefused(won.attemptId, paced(values, { firstMs: 200, stepMs: 100 }), 'too-fast');
  });

  it('a win at a pace few people keep is paid but listed for review; a slower one is not', async () => {
    // Quick but human: under 1.5 s a take by the server's clock whatever the deal's number of takes.
    const quick = await dealt(stack.api, player.token, 'matchsticks');
    const quickMoves = winningMoves(quick.deal as MatchsticksDeal, { firstMs: 1_600, stepMs: 750 });
    await backdate(context.db, quick.attemptId, quickMoves.at(-1)!.at + 100);
    expect((await submitGame(stack.api, player.token, { attemptId: quick.attemptId, moves: quickMoves })).json().content.coinsEarned).toBe(
      50,
    );
    const slow = await dealt(stack.api, player.token, 'matchsticks');
    const slowMoves = winningMoves(slow.deal as MatchsticksDeal, { firstMs: 5_000, stepMs: 4_000 });
    await backdate(context.db, slow.attemptId, playingTimeOf(slowMoves));
    expect((await submitGame(stack.api, player.token, { attemptId: slow.attemptId, moves: slowMoves })).json().content.won).toBe(true);
    const { rows } = await context.db.query<{ attemptId: string }>(
      `SELECT attempt_id AS "attemptId" FROM game_suspicions WHERE kind = 'perfect-pace' AND attempt_id = ANY($1::uuid[])`,
      [[quick.attemptId, slow.attemptId]],
    );
    expect(rows).toEqual([{ attemptId: quick.attemptId }]);
  });

  it("each player's daily rows are their own, with as many rows and sticks as the day's", async () => {
    const players = [
      player,
      await signedInPlayer(stack, context.db, { withBankDetails: false }),
      await signedInPlayer(stack, context.db, { withBankDetails: false }),
    ];
    const deals: MatchsticksDeal[] = [];
    for (const each of players) deals.push((await dealt(stack.api, each.token, 'matchsticks', 'daily')).deal as MatchsticksDeal);
    const difficulty = gameRules.matchsticks.difficulty!;
    expect(new Set(deals.map(difficulty)).size).toBe(1);
    expect(new Set(deals.map((deal) => deal.rows.join(','))).size).toBeGreaterThan(1);
  });
});
