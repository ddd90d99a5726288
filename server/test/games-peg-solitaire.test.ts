/**
 * Peg Solitaire judged by the server (ADR 063): a win played through the API is paid once, a game
 * with no jump left is a verified loss paying nothing, and every forged result is refused, kept with
 * its moves and pays nothing. A daily deal is the day's puzzle turned or mirrored.
 */
import type { AttemptResult, DealtAttempt } from 'contract/game-endpoints';
import {
  applyJump,
  games,
  jumpValue,
  legalJumps,
  pegDifficulty,
  pegGameOver,
  startingPegs,
  type Move,
  type PegSolitaireDeal,
} from 'contract/games';
import { solvePegSolitaire } from 'contract/peg-solitaire-solver';
import { describeEachDatabase } from './support/database';
import { attemptRow, backdate, dealt, HUMAN_PACE, paced, paymentsOf, playingTimeOf, readyWin, submitGame } from './support/games';
import { apiReplicasFor, stackFor } from './support/test-apps';
import { signedInPlayer, type SignedInPlayer } from './support/withdrawals';

const PACE = HUMAN_PACE['peg-solitaire'];
const { coinsPerWin } = games['peg-solitaire'];
const dealOf = (attempt: DealtAttempt) => attempt.deal as PegSolitaireDeal;
const solution = (attempt: DealtAttempt) => solvePegSolitaire(startingPegs(dealOf(attempt)))!;

/** The first open jump each time until none is left: a finished game, lost with 3 or 4 pegs on every board. */
function firstJumpsToTheEnd(deal: PegSolitaireDeal): number[] {
  const values: number[] = [];
  for (let pegs = startingPegs(deal); !pegGameOver(pegs);) {
    const { from, to } = legalJumps(pegs)[0]!;
    values.push(jumpValue(from, to));
    pegs = applyJump(pegs, values.at(-1)!)!;
  }
  return values;
}

describeEachDatabase('games: Peg Solitaire', (context) => {
  const stack = stackFor(context);
  const replicas = apiReplicasFor(context, stack, 3);
  let player: SignedInPlayer;
  beforeEach(async () => {
    player = await signedInPlayer(stack, context.db, { withBankDetails: false });
  });

  /** A dealt practice game with `values` played at a human's pace, the deal backdated to fit them. */
  async function played(values: (attempt: DealtAttempt) => number[]): Promise<{ attemptId: string; moves: Move[] }> {
    const attempt = await dealt(stack.api, player.token, 'peg-solitaire');
    const moves = paced(values(attempt), PACE);
    await backdate(context.db, attempt.attemptId, playingTimeOf(moves));
    return { attemptId: attempt.attemptId, moves };
  }

  /** Submits and expects a 422 with the refusal, kept with its moves, the player's money unchanged. */
  async function expectRefused(submission: { attemptId: string; moves: Move[] }, refusal: string) {
    const before = await paymentsOf(context.db, player.id);
    const response = await submitGame(stack.api, player.token, submission);
    expect([response.statusCode, response.json().error_code]).toEqual([422, 'IMPOSSIBLE_RESULT']);
    expect(await attemptRow(context.db, submission.attemptId)).toMatchObject({ status: 'refused', refusal, coinsEarned: 0 });
    expect((await attemptRow(context.db, submission.attemptId))?.moves).toHaveLength(submission.moves.length);
    expect(await paymentsOf(context.db, player.id)).toEqual(before);
  }

  it('a win played by its winning player is paid once through the ledger; the same moves again pay nothing, other moves are 409', async () => {
    const win = await readyWin(stack.api, context.db, player.token, 'peg-solitaire');
    expect(win.moves).toHaveLength(13);

    const first = await submitGame(stack.api, player.token, { attemptId: win.attemptId, moves: win.moves });
    expect(first.statusCode).toBe(200);
    const result = first.json().content as AttemptResult;
    expect(result).toMatchObject({ gameId: 'peg-solitaire', won: true, moveCount: 13, coinsEarned: coinsPerWin, balance: coinsPerWin });
    const paid = { coins: coinsPerWin, ledgerSum: coinsPerWin, ledgerRows: 1, gameCredits: 1, earned: coinsPerWin };
    expect(await paymentsOf(context.db, player.id)).toEqual(paid);

    const again = await submitGame(stack.api, player.token, { attemptId: win.attemptId, moves: win.moves });
    expect([again.statusCode, (again.json().content as AttemptResult).coinsEarned]).toEqual([200, coinsPerWin]);
    const other = await submitGame(stack.api, player.token, { attemptId: win.attemptId, moves: win.moves.slice(0, 12) });
    expect(other.statusCode).toBe(409);
    expect(await paymentsOf(context.db, player.id)).toEqual(paid);
  });

  it('the same win submitted at once on several API instances is paid exactly once', async () => {
    const win = await readyWin(stack.api, context.db, player.token, 'peg-solitaire');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => submitGame(replicas.pick(index), player.token, win)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(await paymentsOf(context.db, player.id)).toEqual({ coins: 50, ledgerSum: 50, ledgerRows: 1, gameCredits: 1, earned: 50 });
  });

  it('the last peg in the hole empty at the start scores 1,000 more than time alone can', async () => {
    const attempt = await dealt(stack.api, player.token, 'peg-solitaire');
    const deal = dealOf(attempt);
    const home = solvePegSolitaire(startingPegs(deal), deal.empty);
    const moves = paced(home ?? solution(attempt), PACE);
    await backdate(context.db, attempt.attemptId, playingTimeOf(moves));
    const result = (await submitGame(stack.api, player.token, { attemptId: attempt.attemptId, moves })).json().content as AttemptResult;
    expect(result.won).toBe(true);
    expect(result.score > 1000).toBe(home !== null);
  });

  it('a game with pegs left and no jump open is a verified loss: recorded, paying nothing', async () => {
    const attempt = await dealt(stack.api, player.token, 'peg-solitaire');
    const values = firstJumpsToTheEnd(dealOf(attempt));
    const moves = paced(values, PACE);
    await backdate(context.db, attempt.attemptId, playingTimeOf(moves));
    const response = await submitGame(stack.api, player.token, { attemptId: attempt.attemptId, moves });
    expect(response.statusCode).toBe(200);
    expect(response.json().content as AttemptResult).toMatchObject({
      won: false,
      coinsEarned: 0,
      moveCount: values.length,
      score: 5 * values.length,
    });
    expect(await attemptRow(context.db, attempt.attemptId)).toMatchObject({ status: 'verified', coinsEarned: 0 });
    expect((await paymentsOf(context.db, player.id)).coins).toBe(0);
  });

  describe('forged results are refused, kept with their moves, and pay nothing', () => {
    it('an unfinished game claimed with jumps still open (none at all, or stopping one short)', async () => {
      await expectRefused(await played(() => []), 'unsolved');
      await expectRefused(await played((attempt) => solution(attempt).slice(0, 12)), 'unsolved');
    });

    it('a jump from an empty hole, over an empty hole, into a peg, or off the lines', async () => {
      await expectRefused(await played((attempt) => [jumpValue(dealOf(attempt).empty, 0), ...solution(attempt)]), 'impossible-move');
      await expectRefused(await played((attempt) => [solution(attempt)[0]!, ...solution(attempt)]), 'impossible-move');
      await expectRefused(await played((attempt) => [jumpValue(0, 1), ...solution(attempt).slice(1)]), 'impossible-move');
    });

    it('values out of range: a hole past 14, a negative value, a huge one', async () => {
      for (const forged of [1_415, 1_500, -300, 999_999]) {
        await expectRefused(await played((attempt) => [...solution(attempt).slice(0, 12), forged]), 'impossible-move');
      }
    });

    it('a jump after the last peg is left, and a win for another starting hole', async () => {
      await expectRefused(await played((attempt) => [...solution(attempt), solution(attempt)[0]!]), 'impossible-move');
      await expectRefused(
        await played((attempt) => solvePegSolitaire(startingPegs({ kind: 'peg-solitaire', empty: (dealOf(attempt).empty + 1) % 15 }))!),
        'impossible-move',
      );
    });

    it('a win sent sooner than the server saw it played, or with jumps closer than a human makes them', async () => {
      const attempt = await dealt(stack.api, player.token, 'peg-solitaire');
      await expectRefused({ attemptId: attempt.attemptId, moves: paced(solution(attempt), PACE) }, 'too-fast');
      const hurried = await played((dealtAttempt) => solution(dealtAttempt));
      await expectRefused(
        {
          ...hurried,
          moves: paced(
            hurried.moves.map((move) => move.value),
            { firstMs: 1_500, stepMs: 150 },
          ),
        },
        'too-fast',
      );
    });
  });

  it("each player's daily deal is the day's puzzle turned or mirrored: its holes' group is the same for all", async () => {
    const deals: PegSolitaireDeal[] = [];
    for (let index = 0; index < 4; index += 1) {
      const someone = await signedInPlayer(stack, context.db, { withBankDetails: false });
      deals.push(dealOf(await dealt(stack.api, someone.token, 'peg-solitaire', 'daily')));
    }
    expect(new Set(deals.map(pegDifficulty)).size).toBe(1);
  });
});
