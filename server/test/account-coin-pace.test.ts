/**
 * The account area's pace (issue 37): what games can still pay today (the one daily cap every game
 * and mode shares, by Sri Lanka's day, ADR 032), the last 7 days' wins and credits (never refunds),
 * the next withdrawal tier and the whole days to it at that pace. On fixed data at a fixed moment
 * (coinPace takes the clock), then through the API on the database's clock.
 */
import { accountEndpoints, type CoinPace } from 'contract/account-endpoints';
import { DAILY_GAME_COIN_CAP } from 'contract/games';
import { creditCoins } from '../src/domain/coins';
import { coinPace, nextTierAbove } from '../src/domain/coin-history';
import { databaseNow } from '../src/domain/games/attempts';
import { describeEachDatabase } from './support/database';
import { readyWin, submitGame } from './support/games';
import { cancel } from './support/payouts';
import { bearer, stackFor } from './support/test-apps';
import { signedInPlayer, withdraw, type SignedInPlayer } from './support/withdrawals';

const PACE = accountEndpoints.getCoinPace.path;

/** Noon in Colombo (UTC+05:30) on 10 March 2026; that day began there at 2026-03-09T18:30:00Z. */
const NOW = new Date('2026-03-10T06:30:00.000Z');

describeEachDatabase('the coin pace', (context) => {
  const stack = stackFor(context);

  async function win(player: SignedInPlayer, gameId: 'sliding-tiles' | 'quick-sums', mode: 'daily' | 'practice') {
    const { attemptId, moves } = await readyWin(stack.api, context.db, player.token, gameId, mode);
    const response = await submitGame(stack.api, player.token, { attemptId, moves });
    expect([response.statusCode, response.json().content.coinsEarned]).toEqual([200, 50]);
    return attemptId;
  }

  /** Moves a paid win, its deal and its ledger row to `at`, as if it had been submitted then. */
  async function winAt(attemptId: string, at: string) {
    await context.db.query(
      `UPDATE game_attempts SET submitted_at = $2, dealt_at = $2::timestamptz - interval '10 seconds', expires_at = $2::timestamptz + interval '1 minute'
        WHERE id = $1`,
      [attemptId, at],
    );
    await context.db.query('UPDATE coin_ledger SET created_at = $2 WHERE id = (SELECT ledger_entry_id FROM game_attempts WHERE id = $1)', [
      attemptId,
      at,
    ]);
  }

  async function credit(player: SignedInPlayer, amount: number, at: string) {
    const { ledgerEntryId } = await context.db.transaction((tx) => creditCoins(tx, player.id, amount, 'Manual credit'));
    await context.db.query('UPDATE coin_ledger SET created_at = $2 WHERE id = $1', [ledgerEntryId, at]);
  }

  async function pace(player: SignedInPlayer, uuid = player.id) {
    return stack.api.inject({ url: `${PACE}?uuid=${encodeURIComponent(uuid)}`, headers: bearer(player.token) });
  }

  it('counts today by Colombo, the last 7 days without refunds, and the days to the next tier rounded up', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 1000 });
    await context.db.query("UPDATE coin_ledger SET created_at = '2026-03-08T00:00:00Z' WHERE player_id = $1", [player.id]);
    await winAt(await win(player, 'quick-sums', 'practice'), '2026-03-10T05:00:00.000Z'); // today
    await winAt(await win(player, 'sliding-tiles', 'daily'), '2026-03-09T18:29:59.999Z'); // yesterday in Colombo, by a millisecond
    await winAt(await win(player, 'quick-sums', 'practice'), '2026-03-09T18:30:00.000Z'); // today's first moment in Colombo
    await credit(player, 5000, '2026-03-03T06:29:59.999Z'); // just over 7 days ago: not counted
    await credit(player, 30, '2026-03-03T06:30:00.001Z'); // just within
    const request = await withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000 });
    const { code } = request.json().content as { code: string };
    expect((await cancel(stack.api, player, code)).statusCode).toBe(200);
    await context.db.query(
      `UPDATE coin_ledger SET created_at = '2026-03-09T10:00:00Z'
        WHERE id IN (SELECT ledger_entry_id FROM withdrawal_requests WHERE code = $1 UNION SELECT refund_ledger_entry_id FROM withdrawal_requests WHERE code = $1)`,
      [code],
    );

    const balance = 1000 + 3 * 50 + 5000 + 30 - 5000 + 5000;
    const earned = 1000 + 3 * 50 + 30;
    expect(await coinPace(context.db, player.id, NOW)).toEqual<CoinPace>({
      balance,
      canStillEarnToday: DAILY_GAME_COIN_CAP - 100,
      earnedLast7Days: earned,
      nextTier: 500_000,
      // (500,000 − 6,180) / (1,180 / 7) = 2,929.4…
      daysToNextTier: 2930,
    });
    // A day later every win is yesterday's or older, and the window has moved past the 30 coins.
    expect(await coinPace(context.db, player.id, new Date('2026-03-11T06:30:00.000Z'))).toMatchObject({
      canStillEarnToday: DAILY_GAME_COIN_CAP,
      earnedLast7Days: earned - 30,
    });
    expect(await coinPace(context.db, player.id, new Date('2026-03-20T00:00:00.000Z'))).toMatchObject({
      earnedLast7Days: 0,
      daysToNextTier: null,
    });
  });

  it('never offers less than nothing today, and has no next tier from the largest on', async () => {
    const capped = await signedInPlayer(stack, context.db, { withBankDetails: false });
    const first = await win(capped, 'sliding-tiles', 'practice');
    await winAt(first, '2026-03-10T01:00:00.000Z');
    await winAt(await win(capped, 'quick-sums', 'practice'), '2026-03-10T02:00:00.000Z');
    // More than the judge would ever pay in a day (350): the cap's remainder stays 0, not negative.
    await context.db.query('UPDATE game_attempts SET coins_earned = $2 WHERE id = $1', [first, DAILY_GAME_COIN_CAP]);
    expect(await coinPace(context.db, capped.id, NOW)).toMatchObject({ canStillEarnToday: 0 });

    const rich = await signedInPlayer(stack, context.db, { coins: 1_000_000, withBankDetails: false });
    expect(await coinPace(context.db, rich.id, await databaseNow(context.db))).toEqual<CoinPace>({
      balance: 1_000_000,
      canStillEarnToday: DAILY_GAME_COIN_CAP,
      earnedLast7Days: 1_000_000,
      nextTier: null,
      daysToNextTier: null,
    });
    expect([0, 4999, 5000, 499_999, 500_000, 999_999, 1_000_000, 5_000_000].map(nextTierAbove)).toEqual([
      5000,
      5000,
      500_000,
      500_000,
      1_000_000,
      1_000_000,
      null,
      null,
    ]);
  });

  it("answers the signed-in player's pace on the database's clock, and refuses another player's uuid", async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    const other = await signedInPlayer(stack, context.db, { coins: 4000, withBankDetails: false });
    const fresh = await pace(player);
    expect([fresh.statusCode, fresh.json().content]).toEqual([
      200,
      { balance: 0, canStillEarnToday: DAILY_GAME_COIN_CAP, earnedLast7Days: 0, nextTier: 5000, daysToNextTier: null },
    ]);

    await win(player, 'quick-sums', 'practice');
    expect((await pace(player)).json().content).toEqual({
      balance: 50,
      canStillEarnToday: DAILY_GAME_COIN_CAP - 50,
      earnedLast7Days: 50,
      nextTier: 5000,
      daysToNextTier: 693, // 4,950 / (50 / 7)
    });

    for (const uuid of [other.id, 'garbage']) {
      const response = await pace(player, uuid);
      expect([response.statusCode, response.json().error_code]).toEqual([403, 'FORBIDDEN']);
    }
    expect((await stack.api.inject({ url: `${PACE}?uuid=${player.id}` })).statusCode).toBe(401);
  });
});
