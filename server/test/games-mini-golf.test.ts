/**
 * Mini Golf through the games API (ADR 068): a course holed within par + 1 is paid once, a
 * round out of strokes is verified and pays nothing, and every forged round is refused, kept with
 * its moves, and changes no balance, ledger or credit. A daily course has the day's par.
 */
import { randomBytes } from 'node:crypto';
import type { AttemptResult, DealtAttempt } from 'contract/game-endpoints';
import { dealGame, fewestStrokes, gameMessages, games, miniGolfScore, playStrokes, type MiniGolfDeal, type Move } from 'contract/games';
import { DEV_PERSONAL_DATA_KEY } from '../src/config';
import { dailySeed, dailySeedKey, playerDailySeeds } from '../src/domain/games/seeds';
import { describeEachDatabase } from './support/database';
import { attemptRow, backdate, dealt, HUMAN_PACE, paced, paymentsOf, playingTimeOf, readyWin, submitGame } from './support/games';
import { stackFor } from './support/test-apps';
import { signedInPlayer, type SignedInPlayer } from './support/withdrawals';

const PACE = HUMAN_PACE['mini-golf'];
const courseOf = (attempt: DealtAttempt) => attempt.deal as MiniGolfDeal;
const best = (attempt: DealtAttempt) => fewestStrokes(courseOf(attempt), courseOf(attempt).tee)!;

/** Strokes that never hole the ball: each the first that leaves it out of the hole from where it lies. */
function missing(deal: MiniGolfDeal, count: number): number[] {
  const values: number[] = [];
  while (values.length < count) {
    for (let value = 1; ; value += 1) {
      const played = playStrokes(
        deal,
        [...values, value].map((each) => ({ value: each })),
      );
      if (played && !played.holed) {
        values.push(value);
        break;
      }
    }
  }
  return values;
}

describeEachDatabase('games: Mini Golf', (context) => {
  let player: SignedInPlayer;
  const stack = stackFor(context);
  beforeAll(async () => {
    player = await signedInPlayer(stack, context.db, { withBankDetails: false });
  });

  /** Deals a course, times `values` at a human pace (or the moves given) and backdates the deal to fit them. */
  async function played(values: (attempt: DealtAttempt) => number[] | Move[]) {
    const attempt = await dealt(stack.api, player.token, 'mini-golf');
    const given = values(attempt);
    const moves = typeof given[0] === 'number' || given.length === 0 ? paced(given as number[], PACE) : (given as Move[]);
    await backdate(context.db, attempt.attemptId, playingTimeOf(moves));
    return { attempt, moves, payload: { attemptId: attempt.attemptId, moves } };
  }

  /** Submits and expects a 422 with the refusal's message, the round kept with its moves and nothing paid. */
  async function expectRefused(payload: { attemptId: string; moves: Move[] }, refusal: keyof typeof gameMessages.refusals) {
    const before = await paymentsOf(context.db, player.id);
    const response = await submitGame(stack.api, player.token, payload);
    expect([response.statusCode, response.json().error_code, response.json().message]).toEqual([
      422,
      'IMPOSSIBLE_RESULT',
      gameMessages.refusals[refusal],
    ]);
    expect(await paymentsOf(context.db, player.id)).toEqual(before);
    expect(await attemptRow(context.db, payload.attemptId)).toEqual({ status: 'refused', refusal, coinsEarned: 0, moves: payload.moves });
  }

  it('a course holed in par is a win paid once through the ledger; sent again it is the same answer and pays nothing', async () => {
    const { attempt, attemptId, moves } = await readyWin(stack.api, context.db, player.token, 'mini-golf');
    expect(moves).toHaveLength(courseOf(attempt).par);
    const before = await paymentsOf(context.db, player.id);
    const response = await submitGame(stack.api, player.token, { attemptId, moves });
    expect(response.statusCode).toBe(200);
    const result = response.json().content as AttemptResult;
    expect(result).toMatchObject({ gameId: 'mini-golf', won: true, moveCount: moves.length, coinsEarned: 50 });
    expect(result.score).toBe(miniGolfScore(moves.length, courseOf(attempt).par, result.durationMs));
    const paid = await paymentsOf(context.db, player.id);
    expect(paid).toMatchObject({ coins: before.coins + 50, ledgerRows: before.ledgerRows + 1, gameCredits: before.gameCredits + 1 });
    const { rows } = await context.db.query<{ reason: string }>(
      'SELECT l.reason FROM game_attempts a JOIN coin_ledger l ON l.id = a.ledger_entry_id WHERE a.id = $1',
      [attemptId],
    );
    expect(rows).toEqual([{ reason: `Mini Golf win (attempt ${attemptId})` }]);

    const again = await submitGame(stack.api, player.token, { attemptId, moves });
    expect([again.statusCode, again.json().content]).toEqual([200, result]);
    expect(await paymentsOf(context.db, player.id)).toEqual(paid);
  });

  it('the same win sent twice at once is paid once', async () => {
    const { attemptId, moves } = await readyWin(stack.api, context.db, player.token, 'mini-golf');
    const before = await paymentsOf(context.db, player.id);
    const answers = await Promise.all([1, 2, 3].map(() => submitGame(stack.api, player.token, { attemptId, moves })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await paymentsOf(context.db, player.id)).toMatchObject({ coins: before.coins + 50, ledgerRows: before.ledgerRows + 1 });
  });

  it('a round out of strokes (par + 1, none holed) is verified, not won, and pays nothing', async () => {
    const { attempt, payload } = await played((dealtAttempt) => missing(courseOf(dealtAttempt), courseOf(dealtAttempt).par + 1));
    const before = await paymentsOf(context.db, player.id);
    const response = await submitGame(stack.api, player.token, payload);
    expect([response.statusCode, response.json().message]).toEqual([200, gameMessages.notWon]);
    expect(response.json().content).toMatchObject({ won: false, score: 0, coinsEarned: 0, moveCount: courseOf(attempt).par + 1 });
    expect(await paymentsOf(context.db, player.id)).toEqual(before);
  });

  describe('forged rounds are refused and pay nothing', () => {
    it('a round claimed before the ball is holed, with strokes left, is unsolved', async () => {
      await expectRefused((await played((attempt) => best(attempt).slice(0, -1))).payload, 'unsolved');
      await expectRefused((await played(() => [])).payload, 'unsolved');
    });

    it.each([0, 7, 9, 77, 80, 1_000, -15])(
      'a stroke of value %i (no direction and power of 1 to 6) is an impossible move',
      async (forged) => {
        await expectRefused((await played((attempt) => [forged, ...best(attempt).slice(1)])).payload, 'impossible-move');
      },
    );

    it('a stroke after the ball is holed, or past par + 1, is an impossible move', async () => {
      await expectRefused((await played((attempt) => [...best(attempt), best(attempt)[0]!])).payload, 'impossible-move');
      const tooMany = (attempt: DealtAttempt) => missing(courseOf(attempt), courseOf(attempt).par + 2);
      await expectRefused((await played(tooMany)).payload, 'impossible-move');
      const lateWin = (attempt: DealtAttempt) => {
        const deal = courseOf(attempt);
        const wasted = missing(deal, deal.par + 1);
        return [
          ...wasted,
          ...fewestStrokes(
            deal,
            playStrokes(
              deal,
              wasted.map((value) => ({ value })),
            )!.ball,
          )!,
        ];
      };
      await expectRefused((await played(lateWin)).payload, 'impossible-move');
    });

    it('a non-integer stroke is not a move at all (400) and pays nothing', async () => {
      const { payload } = await played((attempt) => [best(attempt)[0]! + 0.5, ...best(attempt).slice(1)]);
      const before = await paymentsOf(context.db, player.id);
      expect((await submitGame(stack.api, player.token, payload)).statusCode).toBe(400);
      expect(await paymentsOf(context.db, player.id)).toEqual(before);
    });

    it('strokes faster than a human putts are too fast: the first too soon, the average too short, the server clock too quick', async () => {
      const { minFirstMoveMs, minMoveMs, minAverageMoveMs } = games['mini-golf'];
      const timed = (firstMs: number, stepMs: number) => (attempt: DealtAttempt) => paced(best(attempt), { firstMs, stepMs });
      await expectRefused((await played(timed(minFirstMoveMs - 1, minAverageMoveMs + 50))).payload, 'too-fast');
      await expectRefused((await played(timed(minFirstMoveMs, minMoveMs))).payload, 'too-fast');
      const attempt = await dealt(stack.api, player.token, 'mini-golf');
      const moves = paced(best(attempt), PACE);
      await backdate(context.db, attempt.attemptId, moves.at(-1)!.at - 1_500);
      await expectRefused({ attemptId: attempt.attemptId, moves }, 'too-fast');
    });
  });

  it("each player's daily course has the day's par, and is their own", async () => {
    const key = dailySeedKey(Buffer.from(DEV_PERSONAL_DATA_KEY, 'base64'));
    const [first, second] = [player, await signedInPlayer(stack, context.db, { withBankDetails: false })];
    const [a, b] = [await dealt(stack.api, first.token, 'mini-golf', 'daily'), await dealt(stack.api, second.token, 'mini-golf', 'daily')];
    const day = dealGame('mini-golf', dailySeed(key, 'mini-golf', a.challengeDate!)) as MiniGolfDeal;
    expect([courseOf(a).par, courseOf(b).par]).toEqual([day.par, day.par]);
    expect(courseOf(a)).not.toEqual(courseOf(b));
    // Whatever the day's par, other keys' days find each player a course of it.
    const otherKey = dailySeedKey(randomBytes(32));
    for (const date of ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01']) {
      const dayPar = (dealGame('mini-golf', dailySeed(otherKey, 'mini-golf', date)) as MiniGolfDeal).par;
      const { seed } = playerDailySeeds(otherKey, 'mini-golf', date, first.id);
      expect((dealGame('mini-golf', seed) as MiniGolfDeal).par).toBe(dayPar);
    }
  });
});
