/**
 * The daily cap of game coins (ADR 032): wins beyond DAILY_GAME_COIN_CAP in one Sri Lankan day
 * are verified and earn nothing, with their own message; the cap turns over at midnight in Colombo,
 * counted by when each win was submitted.
 */
import { gameEndpoints } from 'contract/game-endpoints';
import { challengeDateOf, DAILY_GAME_COIN_CAP, gameMessages } from 'contract/games';
import { databaseNow } from '../src/domain/games/attempts';
import { describeEachDatabase } from './support/database';
import { answerQuickSums, dealt, paymentsOf, readyWin, submitGame } from './support/games';
import { bearer, stackFor } from './support/test-apps';
import { signedInPlayer, type SignedInPlayer } from './support/withdrawals';

const WINS_TO_CAP = DAILY_GAME_COIN_CAP / 50;

describeEachDatabase('games: daily coin cap', (context) => {
  const stack = stackFor(context);

  async function win(player: SignedInPlayer) {
    const { attemptId, moves } = await readyWin(stack.api, context.db, player.token, 'quick-sums');
    const response = await submitGame(stack.api, player.token, { attemptId, moves });
    expect(response.statusCode).toBe(200);
    return { ...response.json(), attemptId };
  }

  async function playerAtTheCap(): Promise<SignedInPlayer> {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    for (let index = 0; index < WINS_TO_CAP; index += 1) expect((await win(player)).content.coinsEarned).toBe(50);
    return player;
  }

  /** Moves the player's paid wins to `at` (their deal 10 s before), as if they had been submitted then. */
  async function movePaidWinsTo(player: SignedInPlayer, at: Date) {
    await context.db.query(
      `UPDATE game_attempts SET submitted_at = $2, dealt_at = $2::timestamptz - interval '10 seconds', expires_at = $2::timestamptz + interval '55 seconds'
        WHERE player_id = $1 AND coins_earned > 0`,
      [player.id, at],
    );
  }

  /** Midnight in Colombo (UTC+05:30, no daylight saving) that began today there. */
  async function colomboMidnight(): Promise<Date> {
    return new Date(`${challengeDateOf(await databaseNow(context.db))}T00:00:00+05:30`);
  }

  it(`a win beyond ${DAILY_GAME_COIN_CAP} coins in a day is verified, earns nothing and says why`, async () => {
    const player = await playerAtTheCap();
    const before = await paymentsOf(context.db, player.id);

    const capped = await win(player);

    expect(capped.content).toMatchObject({
      won: true,
      coinsEarned: 0,
      coinsEarnedToday: DAILY_GAME_COIN_CAP,
      dailyCoinCap: DAILY_GAME_COIN_CAP,
      balance: DAILY_GAME_COIN_CAP,
    });
    expect(capped.message).toBe(gameMessages.capReached);
    expect(await paymentsOf(context.db, player.id)).toEqual(before);
    const { rows } = await context.db.query('SELECT status, won, coins_earned, ledger_entry_id FROM game_attempts WHERE id = $1', [
      capped.attemptId,
    ]);
    expect(rows).toEqual([{ status: 'verified', won: true, coins_earned: 0, ledger_entry_id: null }]);

    const list = await stack.api.inject({ url: gameEndpoints.listGames.path, headers: bearer(player.token) });
    expect(list.json().content).toMatchObject({ coinsEarnedToday: DAILY_GAME_COIN_CAP, dailyCoinCap: DAILY_GAME_COIN_CAP });
  });

  it('a game not won at the cap says so, not that the cap was reached', async () => {
    const player = await playerAtTheCap();
    const attempt = await dealt(stack.api, player.token, 'quick-sums');
    const moves = await answerQuickSums(stack.api, context.db, player.token, attempt, { right: 3 });
    const response = await submitGame(stack.api, player.token, { attemptId: attempt.attemptId, moves });
    expect([response.statusCode, response.json().message, response.json().content.coinsEarned]).toEqual([200, gameMessages.notWon, 0]);
  });

  it('the cap turns over at midnight in Colombo: wins submitted the moment before it count for yesterday', async () => {
    const player = await playerAtTheCap();
    await movePaidWinsTo(player, new Date((await colomboMidnight()).getTime() - 1));

    const next = await win(player);

    expect(next.content).toMatchObject({ coinsEarned: 50, coinsEarnedToday: 50 });
    expect(next.message).toBe(gameMessages.won(50));
    expect(await paymentsOf(context.db, player.id)).toMatchObject({ coins: DAILY_GAME_COIN_CAP + 50, ledgerSum: DAILY_GAME_COIN_CAP + 50 });
  });

  it('wins submitted at Colombo midnight itself count for today', async () => {
    const player = await playerAtTheCap();
    await movePaidWinsTo(player, await colomboMidnight());
    expect((await win(player)).content).toMatchObject({ coinsEarned: 0, coinsEarnedToday: DAILY_GAME_COIN_CAP });
  });
});
