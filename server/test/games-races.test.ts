/**
 * Game submissions fired at once (issue 21), spread over several API instances with their own
 * connection pools on PostgreSQL (replicas behind a load balancer), one transaction at a time on
 * PGlite: one attempt is paid exactly once, one player's wins never pass the daily cap together,
 * and every balance equals its ledger.
 */
import type { FastifyInstance } from 'fastify';
import { DAILY_GAME_COIN_CAP, gameMessages, games } from 'shared/games';
import { buildApiApp } from '../src/app';
import { describeEachDatabase } from './support/database';
import { backdate, dealt, paymentsOf, playingTimeOf, submitGame, winningMoves } from './support/games';
import { MONEY_INVARIANTS_HOLD, moneyInvariants } from './support/invariants';
import { noMailExpected, startStack, type TestStack } from './support/test-apps';
import { signedInPlayer, type SignedInPlayer } from './support/withdrawals';

const REPLICAS = 4;
const RACERS = 20;

describeEachDatabase('games: races', (context) => {
  let stack: TestStack;
  let replicas: FastifyInstance[];

  beforeAll(async () => {
    stack = await startStack(context.db);
    replicas = [stack.api];
    const { openAnotherHandle } = context.testDatabase;
    if (openAnotherHandle) {
      for (let index = 1; index < REPLICAS; index += 1) replicas.push(buildApiApp({ config: stack.config, db: openAnotherHandle(), mailer: noMailExpected }));
    }
    await Promise.all(replicas.map((replica) => replica.ready()));
  });
  afterAll(async () => {
    await Promise.all(replicas.slice(1).map((replica) => replica.close()));
    await stack.close();
  });

  const replica = (index: number) => replicas[index % replicas.length]!;

  /** A winning quick-sums attempt of the player, ready to submit. */
  async function readyWin(player: SignedInPlayer) {
    const attempt = await dealt(stack.api, player.token, 'quick-sums');
    const moves = winningMoves(attempt);
    await backdate(context.db, attempt.attemptId, playingTimeOf(moves));
    return { attemptId: attempt.attemptId, moves };
  }

  it(`${RACERS} submissions of one winning attempt at once: one is paid, the other ${RACERS - 1} are 409`, async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    const win = await readyWin(player);

    const answers = await Promise.all(Array.from({ length: RACERS }, (_, index) => submitGame(replica(index), player.token, win)));

    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.json().content.coinsEarned).toBe(games['quick-sums'].coinsPerWin);
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
      expect([answer.statusCode, answer.json().error_code, answer.json().message]).toEqual([409, 'ATTEMPT_SUBMITTED', gameMessages.alreadySubmitted]);
    }
    expect(await paymentsOf(context.db, player.id)).toEqual({ coins: 50, ledgerSum: 50, ledgerRows: 1, gameCredits: 1, earned: 50 });
    expect(await moneyInvariants(context.db)).toEqual(MONEY_INVARIANTS_HOLD);
  });

  it('ten wins of one player judged at once never pay more than the daily cap together', async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    const wins = [];
    for (let index = 0; index < 10; index += 1) wins.push(await readyWin(player));

    const answers = await Promise.all(wins.map((win, index) => submitGame(replica(index), player.token, win)));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const earned = answers.map((answer) => answer.json().content.coinsEarned as number);
    expect(earned.reduce((sum, coins) => sum + coins, 0)).toBe(DAILY_GAME_COIN_CAP);
    expect(earned.filter((coins) => coins === 50)).toHaveLength(DAILY_GAME_COIN_CAP / 50);
    const capped = answers.filter((answer) => answer.json().content.coinsEarned === 0);
    expect(capped.map((answer) => answer.json().message)).toEqual(Array(10 - DAILY_GAME_COIN_CAP / 50).fill(gameMessages.capReached));
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

    const answers = await Promise.all(players.map((player, index) => submitGame(replica(index), player.token, wins[index]!)));

    expect(answers.map((answer) => [answer.statusCode, answer.json().content.coinsEarned])).toEqual([
      [200, 50],
      [200, 50],
    ]);
    for (const player of players) expect(await paymentsOf(context.db, player.id)).toMatchObject({ coins: 50, ledgerSum: 50, gameCredits: 1 });
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
