/**
 * Game submissions fired at once (ADR 032), spread over several API instances with their own
 * connection pools on PostgreSQL (replicas behind a load balancer), one transaction at a time on
 * PGlite: one attempt is paid exactly once, one player's wins never pass the daily cap together,
 * today's challenge is one attempt however many deals race, and every balance equals its ledger.
 */
import type { AttemptResult, DealtAttempt } from 'contract/game-endpoints';
import { DAILY_GAME_COIN_CAP, gameMessages, games } from 'contract/games';
import { describeEachDatabase } from './support/database';
import { paymentsOf, readyWin as playedToWin, startGame, submitGame } from './support/games';
import { MONEY_INVARIANTS_HOLD, moneyInvariants } from './support/invariants';
import { apiReplicasFor, stackFor } from './support/test-apps';
import { signedInPlayer, type SignedInPlayer } from './support/withdrawals';

const REPLICAS = 4;
const RACERS = 20;

describeEachDatabase('games: races', (context) => {
  const stack = stackFor(context);
  const replicas = apiReplicasFor(context, stack, REPLICAS);

  /** A winning quick-sums attempt of the player, ready to submit. */
  async function readyWin(player: SignedInPlayer) {
    const { attemptId, moves } = await playedToWin(stack.api, context.db, player.token, 'quick-sums');
    return { attemptId, moves };
  }

  it(`${RACERS} submissions of one winning attempt at once (retries of a lost answer): all get its one result, paid once`, async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    const win = await readyWin(player);

    const answers = await Promise.all(Array.from({ length: RACERS }, (_, index) => submitGame(replicas.pick(index), player.token, win)));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(RACERS).fill(200));
    const results = answers.map((answer) => answer.json().content as AttemptResult);
    expect(new Set(results.map((result) => JSON.stringify({ ...result, balance: 0, balanceVersion: 0 }))).size).toBe(1);
    expect(results.map((result) => [result.coinsEarned, result.balance])).toEqual(
      Array(RACERS).fill([games['quick-sums'].coinsPerWin, 50]),
    );
    expect(await paymentsOf(context.db, player.id)).toEqual({ coins: 50, ledgerSum: 50, ledgerRows: 1, gameCredits: 1, earned: 50 });
    expect(await moneyInvariants(context.db)).toEqual(MONEY_INVARIANTS_HOLD);
  });

  it(`${RACERS} different submissions of one attempt at once (two tabs, a replayed request): one is judged, the others 409`, async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    // Sliding Tiles: its moves are the browser's (Quick Sums is judged on the answers the server recorded).
    const win = await playedToWin(stack.api, context.db, player.token, 'sliding-tiles');
    const variants = Array.from({ length: RACERS }, (_, index) => ({
      attemptId: win.attemptId,
      moves: win.moves.map((move) => ({ ...move, at: move.at + index })),
    }));

    const answers = await Promise.all(variants.map((variant, index) => submitGame(replicas.pick(index), player.token, variant)));

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
      expect([answer.statusCode, answer.json().error_code, answer.json().message]).toEqual([
        409,
        'ATTEMPT_SUBMITTED',
        gameMessages.alreadySubmitted,
      ]);
    }
    expect(await paymentsOf(context.db, player.id)).toEqual({ coins: 50, ledgerSum: 50, ledgerRows: 1, gameCredits: 1, earned: 50 });
    expect(await moneyInvariants(context.db)).toEqual(MONEY_INVARIANTS_HOLD);
  });

  it(`${RACERS} deals of today's challenge at once by one player: one attempt, dealt to all of them`, async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });

    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, index) => startGame(replicas.pick(index), player.token, 'sliding-tiles', 'daily')),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(RACERS).fill(200));
    expect(new Set(answers.map((answer) => (answer.json().content as DealtAttempt).attemptId)).size).toBe(1);
    const { rows } = await context.db.query('SELECT id FROM game_attempts WHERE player_id = $1', [player.id]);
    expect(rows).toHaveLength(1);
  });

  it('wins of one player judged at once across replicas never pay more than the daily cap together', async () => {
    // One open attempt per player (ADR 041): the wins are played one after the other, each submitted by every replica at once.
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    const earned: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const win = await readyWin(player);
      const answers = await Promise.all(
        Array.from({ length: REPLICAS }, (_, racer) => submitGame(replicas.pick(racer), player.token, win)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(REPLICAS).fill(200));
      earned.push(answers[0]!.json().content.coinsEarned as number);
    }
    expect(earned).toEqual([50, 50, 50, 50, 50, 50, 0, 0]);
    expect(await paymentsOf(context.db, player.id)).toEqual({
      coins: DAILY_GAME_COIN_CAP,
      ledgerSum: DAILY_GAME_COIN_CAP,
      ledgerRows: DAILY_GAME_COIN_CAP / 50,
      gameCredits: DAILY_GAME_COIN_CAP / 50,
      earned: DAILY_GAME_COIN_CAP,
    });
    expect(await moneyInvariants(context.db)).toEqual(MONEY_INVARIANTS_HOLD);
  });

  it('two players submitting at once are both paid', async () => {
    const players = [
      await signedInPlayer(stack, context.db, { withBankDetails: false }),
      await signedInPlayer(stack, context.db, { withBankDetails: false }),
    ];
    const wins = [await readyWin(players[0]!), await readyWin(players[1]!)];

    const answers = await Promise.all(players.map((player, index) => submitGame(replicas.pick(index), player.token, wins[index]!)));

    expect(answers.map((answer) => [answer.statusCode, answer.json().content.coinsEarned])).toEqual([
      [200, 50],
      [200, 50],
    ]);
    for (const player of players)
      expect(await paymentsOf(context.db, player.id)).toMatchObject({ coins: 50, ledgerSum: 50, gameCredits: 1 });
    expect(await moneyInvariants(context.db)).toEqual(MONEY_INVARIANTS_HOLD);
  });

  it('a second credit of one attempt is impossible in the database itself (the unique key), not only by the status check', async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    const win = await readyWin(player);
    expect((await submitGame(stack.api, player.token, win)).statusCode).toBe(200);
    const insertAgain = context.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO coin_ledger (player_id, amount, kind, reason) VALUES ($1, 50, 'credit', 'again') RETURNING id`,
        [player.id],
      );
      await tx.query(
        `INSERT INTO coin_credits (source, idempotency_key, fingerprint, player_id, amount, ledger_entry_id, balance_after)
         VALUES ('games', $1, 'x', $2, 50, $3, 100)`,
        [`attempt:${win.attemptId}`, player.id, rows[0]!.id],
      );
    });
    await expect(insertAgain).rejects.toThrow(/duplicate key|unique/i);
  });
});
