/**
 * Fair play in the skill games (ADR 041). A script dealt 12 Quick Sums games at
 * once, computed every sum from the deals and sent answers with believable times: the daily cap
 * in 13 seconds. Now one attempt is open per player (twelve deals at once get the same one), each
 * sum is revealed only after the previous answer and every answer is timed by the server's clock,
 * and every refusal and every suspiciously perfect run is listed for the operators. Deals race
 * across several API instances with their own pools on PostgreSQL.
 */
import type { AnsweredMove, AttemptResult, DealtAttempt } from 'contract/game-endpoints';
import { operatorEndpoints, type SuspiciousPlayPage } from 'contract/operator-endpoints';
import { answerOf, gameMessages, games, QUICK_SUMS_COUNT, type Move, type QuickSumsDeal } from 'contract/games';
import { dealOf, type DealtRow } from '../src/domain/games/attempts';
import { describeEachDatabase } from './support/database';
import {
  answerQuickSums,
  answerSum,
  attemptRow,
  nextSumOf,
  backdate,
  dealt,
  paymentsOf,
  readyWin,
  startGame,
  submitGame,
} from './support/games';
import { signedInOperator } from './support/payouts';
import { apiReplicasFor, bearer, stackFor } from './support/test-apps';
import { signedInPlayer, type SignedInPlayer } from './support/withdrawals';

const REPLICAS = 4;
const SCRIPTED_DEALS = 12;

describeEachDatabase('games: fair play', (context) => {
  const stack = stackFor(context);
  const replicas = apiReplicasFor(context, stack, REPLICAS);

  const newPlayer = () => signedInPlayer(stack, context.db, { withBankDetails: false });

  async function suspiciousPlay(query = ''): Promise<SuspiciousPlayPage> {
    const operator = await signedInOperator(stack, context.db);
    const response = await stack.api.inject({
      url: `${operatorEndpoints.listSuspiciousPlay.path}${query}`,
      headers: bearer(operator.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().content as SuspiciousPlayPage;
  }

  async function openAttempts(playerId: string) {
    const { rows } = await context.db.query('SELECT id FROM game_attempts WHERE player_id = $1 AND status = $2', [playerId, 'open']);
    return rows.length;
  }

  describe('the scripted attack', () => {
    /**
     * What the script did: deal many games at once, work out each one's answers from what it was
     * shown (every sum, where the deal shows them; otherwise each sum as soon as it is revealed),
     * wait the 13 seconds believable times need, and submit them all with those times.
     */
    async function script(
      player: SignedInPlayer,
      pace: { firstMs: number; stepMs: number },
    ): Promise<{ attempts: string[]; coins: number }> {
      const deals = await Promise.all(
        Array.from({ length: SCRIPTED_DEALS }, (_, index) => startGame(replicas.pick(index), player.token, 'quick-sums')),
      );
      const attempts = [
        ...new Set(deals.filter((deal) => deal.statusCode === 200).map((deal) => (deal.json().content as DealtAttempt).attemptId)),
      ];
      const believable = (values: number[]): Move[] => values.map((value, index) => ({ value, at: 1_100 + index * 620 }));
      const submissions = await Promise.all(
        attempts.map(async (attemptId) => {
          const deal = deals.find((candidate) => candidate.json().content?.attemptId === attemptId)!.json().content as DealtAttempt;
          const shown = (deal.deal as QuickSumsDeal).sums;
          const values: number[] = [];
          if (shown.length === QUICK_SUMS_COUNT) values.push(...shown.map(answerOf));
          else {
            let sum = shown[0] ?? null;
            for (let index = 0; sum && index < QUICK_SUMS_COUNT; index += 1) {
              // The script's own pace by the server's clock (the deal backdated, as if it had waited).
              await backdate(context.db, attemptId, index === 0 ? pace.firstMs : pace.stepMs);
              const reply = await answerSum(replicas.pick(index), player.token, { attemptId, index, value: answerOf(sum) });
              if (reply.statusCode !== 200) break;
              values.push(answerOf(sum));
              sum = nextSumOf(reply.json().content as AnsweredMove);
            }
          }
          return { attemptId, moves: believable(values) };
        }),
      );
      await Promise.all(attempts.map((attemptId) => backdate(context.db, attemptId, 13_000)));
      const results = await Promise.all(submissions.map((submission, index) => submitGame(replicas.pick(index), player.token, submission)));
      const coins = results.reduce(
        (sum, result) => sum + (result.statusCode === 200 ? (result.json().content as AttemptResult).coinsEarned : 0),
        0,
      );
      return { attempts, coins };
    }

    it(`${SCRIPTED_DEALS} Quick Sums deals at once and answers computed at machine speed earn nothing, and the player is listed`, async () => {
      const player = await newPlayer();

      const { attempts, coins } = await script(player, { firstMs: 5, stepMs: 5 });

      expect(attempts).toHaveLength(1);
      expect(coins).toBe(0);
      expect(await paymentsOf(context.db, player.id)).toMatchObject({ coins: 0, ledgerRows: 0, earned: 0 });
      expect(await attemptRow(context.db, attempts[0]!)).toMatchObject({ status: 'refused', refusal: 'too-fast' });
      const listed = (await suspiciousPlay()).items.find((item) => item.playerId === player.id);
      expect(listed).toMatchObject({ gameId: 'quick-sums', tooFast: 1, repeatedDeals: 1, total: 2 });
    });

    it("a script that waits a human pace between answers earns one attempt's coins at a time, never the day's cap at once", async () => {
      const player = await newPlayer();

      const { attempts, coins } = await script(player, { firstMs: 1_100, stepMs: 700 });

      expect(attempts).toHaveLength(1);
      expect(coins).toBe(games['quick-sums'].coinsPerWin);
      // A perfect run at that pace is paid and listed for the operators.
      expect((await suspiciousPlay('?gameId=quick-sums')).items.find((item) => item.playerId === player.id)).toMatchObject({
        perfectPace: 1,
      });
    });
  });

  describe('one open attempt per player', () => {
    it(`${SCRIPTED_DEALS} practice deals at once across replicas give one open attempt, dealt to all of them`, async () => {
      const player = await newPlayer();

      const answers = await Promise.all(
        Array.from({ length: SCRIPTED_DEALS }, (_, index) => startGame(replicas.pick(index), player.token, 'sliding-tiles')),
      );

      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(SCRIPTED_DEALS).fill(200));
      expect(new Set(answers.map((answer) => (answer.json().content as DealtAttempt).attemptId)).size).toBe(1);
      expect(await openAttempts(player.id)).toBe(1);
      const { rows } = await context.db.query<{ dealCount: number }>(
        'SELECT deal_count AS "dealCount" FROM game_attempts WHERE player_id = $1',
        [player.id],
      );
      expect(rows).toEqual([{ dealCount: SCRIPTED_DEALS }]);
    });

    it('deals of both games and modes at once still leave one open attempt', async () => {
      const player = await newPlayer();
      const kinds = [
        ['quick-sums', 'practice'],
        ['sliding-tiles', 'practice'],
        ['quick-sums', 'daily'],
        ['sliding-tiles', 'daily'],
      ] as const;

      const answers = await Promise.all(
        Array.from({ length: SCRIPTED_DEALS }, (_, index) =>
          startGame(replicas.pick(index), player.token, kinds[index % 4]![0], kinds[index % 4]![1]),
        ),
      );

      expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
      expect(await openAttempts(player.id)).toBe(1);
    });

    it('a deal of another game closes the open one unpaid: its answers and its submission are refused with why', async () => {
      const player = await newPlayer();
      const first = await dealt(stack.api, player.token, 'quick-sums');
      await answerQuickSums(stack.api, context.db, player.token, first, { count: 3 });

      const other = await dealt(stack.api, player.token, 'sliding-tiles');

      expect(other.attemptId).not.toBe(first.attemptId);
      expect(await attemptRow(context.db, first.attemptId)).toMatchObject({ status: 'abandoned', coinsEarned: 0 });
      const answer = await answerSum(stack.api, player.token, { attemptId: first.attemptId, index: 3, value: 1 });
      expect([answer.statusCode, answer.json().error_code, answer.json().message]).toEqual([
        409,
        'ATTEMPT_EXPIRED',
        gameMessages.abandoned,
      ]);
      const submission = await submitGame(stack.api, player.token, { attemptId: first.attemptId, moves: [] });
      expect([submission.statusCode, submission.json().message]).toEqual([409, gameMessages.abandoned]);
      expect(await paymentsOf(context.db, player.id)).toMatchObject({ coins: 0, ledgerRows: 0 });
    });

    it('an open practice game out of play time is replaced by a fresh deal', async () => {
      const player = await newPlayer();
      const first = await dealt(stack.api, player.token, 'quick-sums');
      await backdate(context.db, first.attemptId, games['quick-sums'].timeLimitMs);

      const next = await dealt(stack.api, player.token, 'quick-sums');

      expect(next.attemptId).not.toBe(first.attemptId);
      expect(next.remainingMs).toBe(games['quick-sums'].timeLimitMs);
      expect(await openAttempts(player.id)).toBe(1);
    });
  });

  describe('Quick Sums paced by the server', () => {
    async function wholeDeal(attemptId: string): Promise<QuickSumsDeal> {
      const { rows } = await context.db.query<Pick<DealtRow, 'gameId' | 'seed' | 'shapeSeed'>>(
        'SELECT game_id AS "gameId", seed, shape_seed AS "shapeSeed" FROM game_attempts WHERE id = $1',
        [attemptId],
      );
      return dealOf(rows[0]!) as QuickSumsDeal;
    }

    it('the deal shows the first sum only; each answer reveals the next, and a resend of one gets the same reply', async () => {
      const player = await newPlayer();
      const attempt = await dealt(stack.api, player.token, 'quick-sums');
      const whole = await wholeDeal(attempt.attemptId);
      expect(attempt.deal).toEqual({ kind: 'quick-sums', sums: [whole.sums[0]] });
      expect(attempt.answered).toBe(0);

      await backdate(context.db, attempt.attemptId, 1_500);
      const reply = await answerSum(stack.api, player.token, { attemptId: attempt.attemptId, index: 0, value: 7 });
      expect(reply.json().content).toMatchObject({ attemptId: attempt.attemptId, answered: 1, deal: { sums: whole.sums.slice(0, 2) } });
      const resent = await answerSum(stack.api, player.token, { attemptId: attempt.attemptId, index: 0, value: 7 });
      expect(resent.json().content).toMatchObject({ answered: 1, deal: { sums: whole.sums.slice(0, 2) } });

      for (const payload of [
        { index: 0, value: 8 },
        { index: 2, value: 1 },
      ]) {
        const refused = await answerSum(stack.api, player.token, { attemptId: attempt.attemptId, ...payload });
        expect([refused.statusCode, refused.json().message]).toEqual([409, gameMessages.answerOutOfOrder]);
      }
      const { rows } = await context.db.query<{ answers: Move[] }>('SELECT answers FROM game_attempts WHERE id = $1', [attempt.attemptId]);
      expect(rows[0]!.answers).toEqual([{ value: 7, at: expect.any(Number) }]);
      expect(rows[0]!.answers[0]!.at).toBeGreaterThanOrEqual(1_500);
    });

    it('an answer sooner than a human reads the first sum refuses the attempt there and then', async () => {
      const player = await newPlayer();
      const attempt = await dealt(stack.api, player.token, 'quick-sums');
      const before = await paymentsOf(context.db, player.id);

      const reply = await answerSum(stack.api, player.token, {
        attemptId: attempt.attemptId,
        index: 0,
        value: answerOf((attempt.deal as QuickSumsDeal).sums[0]!),
      });

      expect([reply.statusCode, reply.json().error_code, reply.json().message]).toEqual([
        422,
        'IMPOSSIBLE_RESULT',
        gameMessages.refusals['too-fast'],
      ]);
      expect(await attemptRow(context.db, attempt.attemptId)).toMatchObject({ status: 'refused', refusal: 'too-fast' });
      expect(await paymentsOf(context.db, player.id)).toEqual(before);
    });

    it(`answers ${games['quick-sums'].minMoveMs} ms apart by the server's clock are refused at the judgement (under ${games['quick-sums'].minAverageMoveMs} ms on average), whatever times the browser claims`, async () => {
      const player = await newPlayer();
      const attempt = await dealt(stack.api, player.token, 'quick-sums');
      await answerQuickSums(stack.api, context.db, player.token, attempt, {
        pace: { firstMs: 1_100, stepMs: games['quick-sums'].minMoveMs + 5 },
      });
      await backdate(context.db, attempt.attemptId, 15_000);
      const claimed = Array.from({ length: QUICK_SUMS_COUNT }, (_, index) => ({ value: 1, at: 1_100 + index * 700 }));

      const judged = await submitGame(stack.api, player.token, { attemptId: attempt.attemptId, moves: claimed });

      expect([judged.statusCode, judged.json().message]).toEqual([422, gameMessages.refusals['too-fast']]);
      expect(await paymentsOf(context.db, player.id)).toMatchObject({ coins: 0 });
    });

    it('an answer a sum ahead of the one revealed is refused: nobody answers a sum not yet shown', async () => {
      const player = await newPlayer();
      const attempt = await dealt(stack.api, player.token, 'quick-sums');
      await backdate(context.db, attempt.attemptId, 2_000);
      const ahead = await answerSum(stack.api, player.token, { attemptId: attempt.attemptId, index: 1, value: 1 });
      expect([ahead.statusCode, ahead.json().message]).toEqual([409, gameMessages.answerOutOfOrder]);
    });

    it('answers are limited per player: the 401st within 10 minutes is a 429', async () => {
      const player = await newPlayer();
      const attempt = await dealt(stack.api, player.token, 'quick-sums');
      // Answers to a sum not yet revealed: refused (409), but counted like any other.
      for (let sent = 0; sent < 400; sent += 1) {
        expect((await answerSum(stack.api, player.token, { attemptId: attempt.attemptId, index: 5, value: sent })).statusCode).toBe(409);
      }
      const refused = await answerSum(stack.api, player.token, { attemptId: attempt.attemptId, index: 5, value: 1 });
      expect([refused.statusCode, refused.json().error_code]).toEqual([429, 'RATE_LIMITED']);
    });

    it('Sliding Tiles takes no answers one by one; bad answers are 400s that change nothing', async () => {
      const player = await newPlayer();
      const tiles = await dealt(stack.api, player.token, 'sliding-tiles');
      const answer = await answerSum(stack.api, player.token, { attemptId: tiles.attemptId, index: 0, value: 1 });
      expect([answer.statusCode, answer.json().message]).toEqual([409, gameMessages.notAnswerable]);
      for (const payload of [
        {},
        { attemptId: tiles.attemptId, index: -1, value: 1 },
        { attemptId: tiles.attemptId, index: 0, value: 1.5 },
        { attemptId: 'x', index: 0, value: 1 },
      ]) {
        const response = await answerSum(stack.api, player.token, payload);
        expect([response.statusCode, response.json().error_code]).toEqual([400, 'VALIDATION_FAILED']);
      }
      expect(await attemptRow(context.db, tiles.attemptId)).toMatchObject({ status: 'open' });
    });
  });

  describe("operators' suspicious play list", () => {
    it('counts each kind per player and game, the latest first, with the e-mail masked', async () => {
      const player = await newPlayer();
      const tiles = await dealt(stack.api, player.token, 'sliding-tiles');
      await backdate(context.db, tiles.attemptId, 30_000);
      expect((await submitGame(stack.api, player.token, { attemptId: tiles.attemptId, moves: [] })).statusCode).toBe(422);
      const win = await readyWin(stack.api, context.db, player.token, 'sliding-tiles');
      expect((await submitGame(stack.api, player.token, win)).statusCode).toBe(200);

      const page = await suspiciousPlay('?gameId=sliding-tiles&pageSize=100');

      const listed = page.items.find((item) => item.playerId === player.id)!;
      expect(listed).toMatchObject({ gameId: 'sliding-tiles', impossible: 1, tooFast: 0, perfectPace: 1, repeatedDeals: 0, total: 2 });
      expect(listed.playerEmail).toBe(`*****${player.email.slice(player.email.indexOf('@') - 2)}`);
      expect(page.items[0]!.playerId).toBe(player.id);
      expect(page.items.every((item) => item.gameId === 'sliding-tiles')).toBe(true);
    });

    it('is for operators only, and a bad query is a 400', async () => {
      const player = await newPlayer();
      const url = operatorEndpoints.listSuspiciousPlay.path;
      expect((await stack.api.inject({ url })).statusCode).toBe(401);
      expect((await stack.api.inject({ url, headers: bearer(player.token) })).statusCode).toBe(403);
      const operator = await signedInOperator(stack, context.db);
      for (const query of ['?gameId=chess', '?page=0', '?pageSize=1000']) {
        const response = await stack.api.inject({ url: `${url}${query}`, headers: bearer(operator.token) });
        expect([response.statusCode, response.json().error_code]).toEqual([400, 'VALIDATION_FAILED']);
      }
    });
  });
});
