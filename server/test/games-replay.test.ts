/**
 * The server judges a game by replaying its moves (ADR 032): a real win is paid once, an
 * impossible result of every kind is refused with its own message and changes no balance, no
 * ledger and no credit. The player is always the token's; another's attempt is an unknown one.
 */
import { gameEndpoints, type AttemptResult } from 'contract/game-endpoints';
import {
  gameMessages,
  games,
  QUICK_SUMS_COUNT,
  QUICK_SUMS_TO_WIN,
  type GameId,
  type QuickSumsDeal,
  type SlidingTilesDeal,
} from 'contract/games';
import { describeEachDatabase } from './support/database';
import {
  answerQuickSums,
  answerSum,
  attemptRow,
  backdate,
  dealt,
  HUMAN_PACE,
  illegalTile,
  paced,
  paymentsOf,
  playingTimeOf,
  readyWin,
  solveSlidingTiles,
  startGame,
  submitGame,
  winningMoves,
} from './support/games';
import { signedInOperator } from './support/payouts';
import { bearer, stackFor } from './support/test-apps';
import { signedInPlayer, type SignedInPlayer } from './support/withdrawals';

describeEachDatabase('games: replay verification', (context) => {
  let player: SignedInPlayer;

  const stack = stackFor(context);
  beforeAll(async () => {
    player = await signedInPlayer(stack, context.db, { withBankDetails: false });
  });

  /** Each way a submission is refused: status, error_code and message. */
  const REFUSALS = {
    'already-submitted': [409, 'ATTEMPT_SUBMITTED', gameMessages.alreadySubmitted],
    expired: [409, 'ATTEMPT_EXPIRED', gameMessages.expired],
    'not-found': [404, 'NOT_FOUND', gameMessages.attemptNotFound],
    invalid: [400, 'VALIDATION_FAILED', expect.any(String)],
    ...Object.fromEntries(
      Object.entries(gameMessages.refusals).map(([refusal, message]) => [refusal, [422, 'IMPOSSIBLE_RESULT', message]]),
    ),
  } as Record<'already-submitted' | 'expired' | 'not-found' | 'invalid' | keyof typeof gameMessages.refusals, [number, string, unknown]>;

  /** Submits as the player and expects the refusal, having changed nothing of the player's money. */
  async function expectRefused(payload: object, refusal: keyof typeof REFUSALS) {
    const before = await paymentsOf(context.db, player.id);
    const response = await submitGame(stack.api, player.token, payload);
    expect([response.statusCode, response.json().error_code, response.json().message]).toEqual(REFUSALS[refusal]);
    expect(await paymentsOf(context.db, player.id)).toEqual(before);
  }

  describe('valid results', () => {
    it('a solved Sliding Tiles board at a human pace is a win, paid once through the ledger naming its attempt', async () => {
      const attempt = await dealt(stack.api, player.token, 'sliding-tiles');
      const moves = winningMoves(attempt);
      await backdate(context.db, attempt.attemptId, playingTimeOf(moves));
      const before = await paymentsOf(context.db, player.id);

      const response = await submitGame(stack.api, player.token, { attemptId: attempt.attemptId, moves });

      expect(response.statusCode).toBe(200);
      const result = response.json().content as AttemptResult;
      expect(result).toMatchObject({
        attemptId: attempt.attemptId,
        gameId: 'sliding-tiles',
        won: true,
        moveCount: moves.length,
        correct: null,
      });
      expect(result.coinsEarned).toBe(50);
      expect(result.durationMs).toBeGreaterThanOrEqual(playingTimeOf(moves));
      expect(result.score).toBe(Math.max(100, 1000 - 5 * moves.length - Math.floor(result.durationMs / 1000)));
      expect(response.json().message).toBe(gameMessages.won(50));
      const after = await paymentsOf(context.db, player.id);
      expect(after).toEqual({
        coins: before.coins + 50,
        ledgerSum: before.ledgerSum + 50,
        ledgerRows: before.ledgerRows + 1,
        gameCredits: before.gameCredits + 1,
        earned: before.earned + 50,
      });
      expect(result.balance).toBe(after.coins);
      const { rows } = await context.db.query<{ reason: string; key: string }>(
        `SELECT l.reason, c.idempotency_key AS key FROM game_attempts a
           JOIN coin_ledger l ON l.id = a.ledger_entry_id JOIN coin_credits c ON c.ledger_entry_id = l.id WHERE a.id = $1`,
        [attempt.attemptId],
      );
      expect(rows).toEqual([{ reason: `Sliding Tiles win (attempt ${attempt.attemptId})`, key: `attempt:${attempt.attemptId}` }]);
    });

    it('all Quick Sums right is a win with the time bonus; fewer than 15 right is verified, not won, and pays nothing', async () => {
      const win = await dealt(stack.api, player.token, 'quick-sums');
      const moves = await answerQuickSums(stack.api, context.db, player.token, win);
      const won = await submitGame(stack.api, player.token, { attemptId: win.attemptId, moves });
      expect(won.statusCode).toBe(200);
      expect(won.json().content).toMatchObject({ won: true, correct: 20, moveCount: 20, coinsEarned: 50 });
      expect(won.json().content.score).toBeGreaterThan(20 * 50);

      const loss = await dealt(stack.api, player.token, 'quick-sums');
      const answers = await answerQuickSums(stack.api, context.db, player.token, loss, { right: QUICK_SUMS_TO_WIN - 1 });
      const before = await paymentsOf(context.db, player.id);
      const lost = await submitGame(stack.api, player.token, { attemptId: loss.attemptId, moves: answers });
      expect(lost.statusCode).toBe(200);
      expect(lost.json().content).toMatchObject({
        won: false,
        correct: QUICK_SUMS_TO_WIN - 1,
        coinsEarned: 0,
        score: (QUICK_SUMS_TO_WIN - 1) * 50,
      });
      expect(lost.json().message).toBe(gameMessages.notWon);
      expect(await paymentsOf(context.db, player.id)).toEqual(before);
      expect(await attemptRow(context.db, loss.attemptId)).toMatchObject({ status: 'verified', coinsEarned: 0 });
    });

    it('a deal answers the board or the sums and its times, never the seed', async () => {
      const attempt = await dealt(stack.api, player.token, 'sliding-tiles');
      expect(Object.keys(attempt).sort()).toEqual([
        'answered',
        'attemptId',
        'challengeDate',
        'deal',
        'dealtAt',
        'expiresAt',
        'gameId',
        'mode',
        'remainingMs',
        'timeLimitMs',
      ]);
      expect(Date.parse(attempt.expiresAt) - Date.parse(attempt.dealtAt)).toBe(games['sliding-tiles'].timeLimitMs + 5_000);
      expect(attempt.remainingMs).toBe(games['sliding-tiles'].timeLimitMs);
      expect(JSON.stringify(attempt)).not.toMatch(/seed/i);
    });
  });

  describe('impossible results earn nothing and stand', () => {
    it('an unsolved board is refused, recorded with its moves; sent again the refusal stands, and a corrected resubmission is 409', async () => {
      const attempt = await dealt(stack.api, player.token, 'sliding-tiles');
      const solution = solveSlidingTiles((attempt.deal as SlidingTilesDeal).tiles);
      const moves = paced(solution.slice(0, -1), HUMAN_PACE['sliding-tiles']);
      await backdate(context.db, attempt.attemptId, playingTimeOf(moves) + 1_000);
      await expectRefused({ attemptId: attempt.attemptId, moves }, 'unsolved');
      expect(await attemptRow(context.db, attempt.attemptId)).toEqual({ status: 'refused', refusal: 'unsolved', coinsEarned: 0, moves });
      await expectRefused({ attemptId: attempt.attemptId, moves }, 'unsolved');

      const corrected = paced(solution, HUMAN_PACE['sliding-tiles']);
      await expectRefused({ attemptId: attempt.attemptId, moves: corrected }, 'already-submitted');
    });

    it('an illegal slide is refused as an impossible move', async () => {
      const attempt = await dealt(stack.api, player.token, 'sliding-tiles');
      const tiles = (attempt.deal as SlidingTilesDeal).tiles;
      const moves = paced([illegalTile(tiles), ...solveSlidingTiles(tiles)], HUMAN_PACE['sliding-tiles']);
      await backdate(context.db, attempt.attemptId, playingTimeOf(moves));
      await expectRefused({ attemptId: attempt.attemptId, moves }, 'impossible-move');
      expect(await attemptRow(context.db, attempt.attemptId)).toMatchObject({ status: 'refused', refusal: 'impossible-move' });
    });

    it('a Quick Sums answer beyond the 20th is out of order, and one after the time limit is not counted: the rest are judged', async () => {
      const late = await dealt(stack.api, player.token, 'quick-sums');
      const answered = await answerQuickSums(stack.api, context.db, player.token, late, { count: QUICK_SUMS_COUNT - 1 });
      const beyond = await answerSum(stack.api, player.token, { attemptId: late.attemptId, index: QUICK_SUMS_COUNT, value: 1 });
      expect([beyond.statusCode, beyond.json().message]).toEqual([409, gameMessages.answerOutOfOrder]);
      await backdate(context.db, late.attemptId, games['quick-sums'].timeLimitMs - answered.at(-1)!.at + 500);
      const tooLate = await answerSum(stack.api, player.token, { attemptId: late.attemptId, index: QUICK_SUMS_COUNT - 1, value: 1 });
      expect([tooLate.statusCode, tooLate.json().error_code, tooLate.json().message]).toEqual([
        409,
        'ATTEMPT_EXPIRED',
        gameMessages.answerTooLate,
      ]);
      const judged = await submitGame(stack.api, player.token, { attemptId: late.attemptId, moves: [] });
      expect(judged.json().content).toMatchObject({ won: true, correct: QUICK_SUMS_COUNT - 1, moveCount: QUICK_SUMS_COUNT - 1 });
    });

    it('a solution submitted at once, faster than the server saw it played, is too fast', async () => {
      const attempt = await dealt(stack.api, player.token, 'sliding-tiles');
      const moves = winningMoves(attempt);
      await expectRefused({ attemptId: attempt.attemptId, moves }, 'too-fast');
      expect(await attemptRow(context.db, attempt.attemptId)).toMatchObject({ status: 'refused', refusal: 'too-fast' });
    });

    it('moves whose own times are closer together than a human can play are too fast, whatever the server clock says', async () => {
      const tiles = await dealt(stack.api, player.token, 'sliding-tiles');
      const quick = paced(solveSlidingTiles((tiles.deal as SlidingTilesDeal).tiles), {
        firstMs: 1_600,
        stepMs: games['sliding-tiles'].minMoveMs - 1,
      });
      await backdate(context.db, tiles.attemptId, 60_000);
      await expectRefused({ attemptId: tiles.attemptId, moves: quick }, 'too-fast');
    });

    // Sliding Tiles' moves carry the browser's times; Quick Sums' pace is the server's own (games-fair-play.test.ts).
    for (const [gameId, { minFirstMoveMs, minMoveMs, minAverageMoveMs }] of Object.entries(games).filter(
      ([id]) => id === 'sliding-tiles',
    )) {
      it(`${gameId}: a first move sooner than ${minFirstMoveMs} ms after the deal is too fast (nobody has read the board yet)`, async () => {
        const attempt = await dealt(stack.api, player.token, gameId as GameId);
        const moves = winningMoves(attempt).map((move, index) => ({
          ...move,
          at: move.at - (index === 0 ? HUMAN_PACE[gameId as GameId].firstMs - minFirstMoveMs + 1 : 0),
        }));
        expect(moves[0]!.at).toBe(minFirstMoveMs - 1);
        await backdate(context.db, attempt.attemptId, playingTimeOf(moves));
        await expectRefused({ attemptId: attempt.attemptId, moves }, 'too-fast');
      });

      it(`${gameId}: moves each a double tap apart (${minMoveMs} ms) but under ${minAverageMoveMs} ms on average are too fast`, async () => {
        const attempt = await dealt(stack.api, player.token, gameId as GameId);
        const moves = paced(
          winningMoves(attempt).map((move) => move.value),
          { firstMs: minFirstMoveMs, stepMs: minMoveMs },
        );
        await backdate(context.db, attempt.attemptId, 60_000);
        await expectRefused({ attemptId: attempt.attemptId, moves }, 'too-fast');
      });

      it(`${gameId}: moves at the least pace are a win, and refused when the server saw the game take less time than they need`, async () => {
        const atLeastPace = async (playedMs: (leastMs: number) => number) => {
          const attempt = await dealt(stack.api, player.token, gameId as GameId);
          const moves = paced(
            winningMoves(attempt).map((move) => move.value),
            { firstMs: minFirstMoveMs, stepMs: minAverageMoveMs },
          );
          const leastMs = moves.at(-1)!.at;
          await backdate(context.db, attempt.attemptId, playedMs(leastMs));
          return { attemptId: attempt.attemptId, moves };
        };
        // The moves' own times are within a second of the server's clock, yet the whole game was shorter than they need.
        await expectRefused(await atLeastPace((leastMs) => leastMs - 800), 'too-fast');
        expect((await submitGame(stack.api, player.token, await atLeastPace((leastMs) => leastMs + 200))).statusCode).toBe(200);
      });
    }

    it('a win sent again (its answer lost) gets the same result and is paid once; other moves for it are 409', async () => {
      const { attemptId, moves } = await readyWin(stack.api, context.db, player.token, 'sliding-tiles');
      const attempt = { attemptId };
      const first = await submitGame(stack.api, player.token, { attemptId: attempt.attemptId, moves });
      expect(first.statusCode).toBe(200);
      const paid = await paymentsOf(context.db, player.id);

      const again = await submitGame(stack.api, player.token, { attemptId: attempt.attemptId, moves });
      expect([again.statusCode, again.json().message]).toEqual([200, first.json().message]);
      expect(again.json().content).toEqual(first.json().content);
      expect(await paymentsOf(context.db, player.id)).toEqual(paid);

      const otherMoves = moves.map((move) => ({ ...move, at: move.at + 1 }));
      await expectRefused({ attemptId: attempt.attemptId, moves: otherMoves }, 'already-submitted');
    });

    it("a win sent again after other wins reached the day's cap says what its judgement said, only the balance today's", async () => {
      const capped = await signedInPlayer(stack, context.db, { withBankDetails: false });
      const nextWin = async () => {
        const { attemptId, moves } = await readyWin(stack.api, context.db, capped.token, 'quick-sums');
        return { attemptId, moves };
      };
      const win = await nextWin();
      const first = await submitGame(stack.api, capped.token, win);
      expect(first.json().content).toMatchObject({ coinsEarned: 50, coinsEarnedToday: 50 });
      for (let wins = 1; wins < 6; wins += 1) expect((await submitGame(stack.api, capped.token, await nextWin())).statusCode).toBe(200);
      const paid = await paymentsOf(context.db, capped.id);
      expect(paid.coins).toBe(300);

      const again = await submitGame(stack.api, capped.token, win);

      expect([again.statusCode, again.json().message]).toEqual([200, first.json().message]);
      const { balance, balanceVersion, ...judgement } = again.json().content as AttemptResult;
      const { balance: firstBalance, balanceVersion: firstVersion, ...firstJudgement } = first.json().content as AttemptResult;
      expect(judgement).toEqual(firstJudgement);
      expect([firstBalance, balance]).toEqual([50, 300]);
      expect(balanceVersion).toBeGreaterThan(firstVersion);
      expect(await paymentsOf(context.db, capped.id)).toEqual(paid);
    });

    it("another player's attempt is answered as an unknown one, and stays open for its owner", async () => {
      const owner = await signedInPlayer(stack, context.db, { withBankDetails: false });
      const attempt = await dealt(stack.api, owner.token, 'quick-sums');
      const moves = await answerQuickSums(stack.api, context.db, owner.token, attempt, { count: QUICK_SUMS_COUNT - 1 });
      const ownerBefore = await paymentsOf(context.db, owner.id);
      await expectRefused({ attemptId: attempt.attemptId, moves }, 'not-found');
      await expectRefused({ attemptId: '00000000-0000-4000-8000-000000000000', moves }, 'not-found');
      const answeredByAnother = await answerSum(stack.api, player.token, {
        attemptId: attempt.attemptId,
        index: QUICK_SUMS_COUNT - 1,
        value: 1,
      });
      expect([answeredByAnother.statusCode, answeredByAnother.json().message]).toEqual([404, gameMessages.attemptNotFound]);
      expect(await paymentsOf(context.db, owner.id)).toEqual(ownerBefore);
      expect(await attemptRow(context.db, attempt.attemptId)).toMatchObject({ status: 'open' });
      // Dealt again (a reload), the owner's attempt has its answers and carries on from the last sum.
      const again = await dealt(stack.api, owner.token, 'quick-sums');
      expect([again.attemptId, again.answered, (again.deal as QuickSumsDeal).sums.length]).toEqual([
        attempt.attemptId,
        QUICK_SUMS_COUNT - 1,
        QUICK_SUMS_COUNT,
      ]);
      await answerQuickSums(stack.api, context.db, owner.token, again);
      expect((await submitGame(stack.api, owner.token, { attemptId: attempt.attemptId, moves })).statusCode).toBe(200);
    });

    it('a stale attempt (past its time limit and grace) is expired for good', async () => {
      const attempt = await dealt(stack.api, player.token, 'quick-sums');
      const moves = paced([1, 2], HUMAN_PACE['quick-sums']);
      await backdate(context.db, attempt.attemptId, games['quick-sums'].timeLimitMs + 5_000 + 1_000);
      await expectRefused({ attemptId: attempt.attemptId, moves }, 'expired');
      expect(await attemptRow(context.db, attempt.attemptId)).toMatchObject({ status: 'expired', moves: null });
      await expectRefused({ attemptId: attempt.attemptId, moves }, 'expired');
    });
  });

  describe('requests', () => {
    it.each([
      { name: 'no attemptId', body: () => ({ moves: [] }) },
      { name: 'an attemptId that is not a uuid', body: () => ({ attemptId: 'not-an-attempt', moves: [] }) },
      { name: 'moves that are not a list', body: (attemptId: string) => ({ attemptId, moves: 'solved' }) },
      { name: 'a move without its time', body: (attemptId: string) => ({ attemptId, moves: [{ value: 1 }] }) },
      { name: 'a fractional move', body: (attemptId: string) => ({ attemptId, moves: [{ value: 1.5, at: 100 }] }) },
      {
        name: 'more than 1,000 moves',
        body: (attemptId: string) => ({ attemptId, moves: paced(Array<number>(1_001).fill(1), { firstMs: 100, stepMs: 100 }) }),
      },
    ])('a submission with $name is a 400 that changes nothing', async ({ body }) => {
      const attempt = await dealt(stack.api, player.token, 'quick-sums');
      await expectRefused(body(attempt.attemptId), 'invalid');
      expect(await attemptRow(context.db, attempt.attemptId)).toMatchObject({ status: 'open' });
    });

    it('the longest submission the schema allows fits the route (1,000 moves at their widest reach the replay, not a 413)', async () => {
      const attempt = await dealt(stack.api, player.token, 'sliding-tiles');
      const moves = Array.from({ length: 1_000 }, () => ({ value: -1_000_000, at: 86_400_000 }));
      expect(JSON.stringify({ attemptId: attempt.attemptId, moves }).length).toBeGreaterThan(32 * 1024);
      await expectRefused({ attemptId: attempt.attemptId, moves }, 'impossible-move');
    });

    it('an unknown game or mode cannot be dealt', async () => {
      for (const payload of [{ gameId: 'chess', mode: 'practice' }, { gameId: 'quick-sums', mode: 'ranked' }, {}]) {
        const response = await stack.api.inject({
          method: 'POST',
          url: gameEndpoints.startAttempt.path,
          headers: bearer(player.token),
          payload,
        });
        expect([response.statusCode, response.json().error_code]).toEqual([400, 'VALIDATION_FAILED']);
      }
    });

    it('every games endpoint needs a player: no token is 401, a staff token 403', async () => {
      const operator = await signedInOperator(stack, context.db);
      const calls = [
        { method: 'GET' as const, url: gameEndpoints.listGames.path },
        { method: 'POST' as const, url: gameEndpoints.startAttempt.path, payload: { gameId: 'quick-sums', mode: 'practice' } },
        {
          method: 'POST' as const,
          url: gameEndpoints.submitAttempt.path,
          payload: { attemptId: '00000000-0000-4000-8000-000000000000', moves: [] },
        },
        { method: 'GET' as const, url: `${gameEndpoints.getLeaderboard.path}?gameId=quick-sums` },
      ];
      for (const call of calls) {
        expect((await stack.api.inject(call)).statusCode).toBe(401);
        expect((await stack.api.inject({ ...call, headers: bearer(operator.token) })).statusCode).toBe(403);
      }
      const { rows } = await context.db.query('SELECT 1 FROM game_attempts WHERE player_id = $1', [operator.id]);
      expect(rows).toEqual([]);
    });

    it('starts are limited per player: the 121st deal within 10 minutes is a 429', async () => {
      const busy = await signedInPlayer(stack, context.db, { withBankDetails: false });
      for (let start = 0; start < 120; start += 1) expect((await startGame(stack.api, busy.token, 'quick-sums')).statusCode).toBe(200);
      const refused = await startGame(stack.api, busy.token, 'quick-sums');
      expect([refused.statusCode, refused.json().error_code]).toEqual([429, 'RATE_LIMITED']);
      expect(refused.headers['retry-after']).toBeDefined();
    });
  });
});
