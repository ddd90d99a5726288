/**
 * Lights Out through the API (ADR 066): the server replays the presses with the contract's rules,
 * pays a win once through the ledger, and refuses every forged result (a light that is not on the
 * board, lights left on, presses after the board went dark, a pace no human keeps) with its moves
 * kept and nothing paid. Each player's daily board needs as few presses as the day's.
 */
import { type AttemptResult, type DealtAttempt } from 'contract/game-endpoints';
import {
  challengeDateOf,
  dealGame,
  fewestPresses,
  fewestPressCount,
  gameMessages,
  games,
  type LightsOutDeal,
  type Move,
} from 'contract/games';
import { DEV_PERSONAL_DATA_KEY } from '../src/config';
import { databaseNow } from '../src/domain/games/attempts';
import { dailySeed, dailySeedKey } from '../src/domain/games/seeds';
import { describeEachDatabase } from './support/database';
import { attemptRow, backdate, dealt, HUMAN_PACE, paced, paymentsOf, playingTimeOf, readyWin, submitGame } from './support/games';
import { stackFor } from './support/test-apps';
import { signedInPlayer, type SignedInPlayer } from './support/withdrawals';

const { minFirstMoveMs, minMoveMs, minAverageMoveMs } = games['lights-out'];

describeEachDatabase('games: Lights Out', (context) => {
  let player: SignedInPlayer;

  const stack = stackFor(context);
  beforeAll(async () => {
    player = await signedInPlayer(stack, context.db, { withBankDetails: false });
  });

  const fewestOf = (attempt: DealtAttempt) => fewestPresses((attempt.deal as LightsOutDeal).lights)!;

  /** A dealt board and the presses `values` at `pace`, the deal backdated so the server's clock has seen them played. */
  async function played(values: (fewest: number[]) => number[], pace = HUMAN_PACE['lights-out'], backdateMs?: number) {
    const attempt = await dealt(stack.api, player.token, 'lights-out');
    const moves = paced(values(fewestOf(attempt)), pace);
    await backdate(context.db, attempt.attemptId, backdateMs ?? playingTimeOf(moves));
    return { attemptId: attempt.attemptId, moves };
  }

  /** Submits and expects the refusal (422 with its message), the moves kept with it, and nothing paid. */
  async function expectRefused(submission: { attemptId: string; moves: Move[] }, refusal: keyof typeof gameMessages.refusals) {
    const before = await paymentsOf(context.db, player.id);
    const response = await submitGame(stack.api, player.token, submission);
    expect([response.statusCode, response.json().error_code, response.json().message]).toEqual([
      422,
      'IMPOSSIBLE_RESULT',
      gameMessages.refusals[refusal],
    ]);
    expect(await paymentsOf(context.db, player.id)).toEqual(before);
    expect(await attemptRow(context.db, submission.attemptId)).toEqual({
      status: 'refused',
      refusal,
      coinsEarned: 0,
      moves: submission.moves,
    });
  }

  it('deals the whole 5 × 5 board, never the seed, with five minutes to play', async () => {
    const attempt = await dealt(stack.api, player.token, 'lights-out');
    expect(attempt.deal).toEqual({ kind: 'lights-out', size: 5, lights: expect.any(Array) });
    expect((attempt.deal as LightsOutDeal).lights).toHaveLength(25);
    expect(fewestPressCount((attempt.deal as LightsOutDeal).lights)).toBeGreaterThanOrEqual(6);
    expect(attempt.remainingMs).toBe(5 * 60_000);
    expect(JSON.stringify(attempt)).not.toMatch(/seed/i);
  });

  it('a board turned dark in the fewest presses is a win, paid once through the ledger; sent again it is paid nothing more', async () => {
    const { attemptId, moves } = await readyWin(stack.api, context.db, player.token, 'lights-out');
    const before = await paymentsOf(context.db, player.id);
    const response = await submitGame(stack.api, player.token, { attemptId, moves });
    expect(response.statusCode).toBe(200);
    const result = response.json().content as AttemptResult;
    expect(result).toMatchObject({ attemptId, gameId: 'lights-out', won: true, moveCount: moves.length, correct: null, coinsEarned: 50 });
    expect(result.score).toBe(Math.max(100, 1000 - Math.floor(result.durationMs / 1000)));
    expect(await paymentsOf(context.db, player.id)).toMatchObject({
      coins: before.coins + 50,
      ledgerRows: before.ledgerRows + 1,
      gameCredits: before.gameCredits + 1,
    });
    const paid = await paymentsOf(context.db, player.id);
    const again = await submitGame(stack.api, player.token, { attemptId, moves });
    expect([again.statusCode, again.json().content]).toEqual([200, result]);
    expect(await paymentsOf(context.db, player.id)).toEqual(paid);
  });

  it('the same win sent five times at once is paid once', async () => {
    const { attemptId, moves } = await readyWin(stack.api, context.db, player.token, 'lights-out');
    const before = await paymentsOf(context.db, player.id);
    const responses = await Promise.all(Array.from({ length: 5 }, () => submitGame(stack.api, player.token, { attemptId, moves })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await paymentsOf(context.db, player.id)).toMatchObject({ coins: before.coins + 50, ledgerRows: before.ledgerRows + 1 });
  });

  it('a longer solution is a win scoring 10 less per extra press', async () => {
    const { attemptId, moves } = await played((fewest) => [fewest[0]!, fewest[0]!, ...fewest]);
    const response = await submitGame(stack.api, player.token, { attemptId, moves });
    const result = response.json().content as AttemptResult;
    expect(result).toMatchObject({ won: true, moveCount: moves.length, coinsEarned: 50 });
    expect(result.score).toBe(1000 - 20 - Math.floor(result.durationMs / 1000));
  });

  describe('forged results are refused, kept with their moves, and pay nothing', () => {
    it('lights left on (the last press missing) is unsolved', async () => {
      await expectRefused(await played((fewest) => fewest.slice(0, -1)), 'unsolved');
    });

    it('no presses at all, claimed as a finished game, is unsolved', async () => {
      const attempt = await dealt(stack.api, player.token, 'lights-out');
      await backdate(context.db, attempt.attemptId, 30_000);
      await expectRefused({ attemptId: attempt.attemptId, moves: [] }, 'unsolved');
    });

    it.each([25, -1, 1_000_000, 99])('a press of light %p, which the board does not have, is an impossible move', async (forged) => {
      await expectRefused(await played((fewest) => [forged, ...fewest]), 'impossible-move');
    });

    it('presses after the board went dark are impossible moves, even ones that turn it dark again', async () => {
      await expectRefused(await played((fewest) => [...fewest, 12, 12]), 'impossible-move');
    });

    it('a press that is not a whole number is not a move at all (400), pays nothing and leaves the attempt open', async () => {
      const { attemptId, moves } = await played((fewest) => fewest);
      const before = await paymentsOf(context.db, player.id);
      const response = await submitGame(stack.api, player.token, {
        attemptId,
        moves: moves.map((move, index) => (index === 0 ? { ...move, value: 2.5 } : move)),
      });
      expect(response.statusCode).toBe(400);
      expect(await paymentsOf(context.db, player.id)).toEqual(before);
      // It changed nothing: the attempt is still open, and its true presses still win it.
      expect((await submitGame(stack.api, player.token, { attemptId, moves })).json().content).toMatchObject({ won: true });
    });

    it('the fewest presses submitted the moment the board was dealt are too fast', async () => {
      await expectRefused(await played((fewest) => fewest, HUMAN_PACE['lights-out'], 0), 'too-fast');
    });

    it(`a first press sooner than ${minFirstMoveMs} ms after the deal is too fast (nobody has read the board yet)`, async () => {
      await expectRefused(await played((fewest) => fewest, { firstMs: minFirstMoveMs - 1, stepMs: minAverageMoveMs + 50 }), 'too-fast');
    });

    it(`presses each ${minMoveMs} ms apart, under ${minAverageMoveMs} ms on average, are too fast`, async () => {
      await expectRefused(await played((fewest) => fewest, { firstMs: minFirstMoveMs, stepMs: minMoveMs }, 60_000), 'too-fast');
    });
  });

  it('a perfect run averaging under the listed pace is paid and listed for review', async () => {
    const { attemptId, moves } = await played((fewest) => fewest, { firstMs: minFirstMoveMs, stepMs: minAverageMoveMs }, 0);
    // Submitted just after the last press: well under the listed pace however many presses the board needs.
    await backdate(context.db, attemptId, moves.at(-1)!.at + 100);
    const response = await submitGame(stack.api, player.token, { attemptId, moves });
    expect(response.json().content).toMatchObject({ won: true, coinsEarned: 50 });
    const { rows } = await context.db.query<{ kind: string }>('SELECT kind FROM game_suspicions WHERE attempt_id = $1', [attemptId]);
    expect(rows).toEqual([{ kind: 'perfect-pace' }]);
  });

  it("each player's daily board is their own, needing as few presses as the day's", async () => {
    const key = dailySeedKey(Buffer.from(DEV_PERSONAL_DATA_KEY, 'base64'));
    const today = challengeDateOf(await databaseNow(context.db));
    const reference = dealGame('lights-out', dailySeed(key, 'lights-out', today)) as LightsOutDeal;
    const boards: LightsOutDeal[] = [];
    for (let index = 0; index < 3; index += 1) {
      const someone = await signedInPlayer(stack, context.db, { withBankDetails: false });
      boards.push((await dealt(stack.api, someone.token, 'lights-out', 'daily')).deal as LightsOutDeal);
    }
    expect(boards.map((board) => fewestPressCount(board.lights))).toEqual(Array(3).fill(fewestPressCount(reference.lights)));
    expect(new Set([reference, ...boards].map((board) => JSON.stringify(board.lights))).size).toBe(4);
  });
});
