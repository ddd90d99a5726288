/**
 * Play time today (ADR 061) by Colombo's calendar, whatever the hour the suite runs: a game begun
 * before midnight counts from midnight, and the tests' recorded play always falls within today.
 */
import { challengeDateOf } from 'contract/games';
import { playedTodayMs } from '../src/domain/play-limits/settings';
import { describeEachDatabase } from './support/database';
import { playedFor } from './support/play-limits';
import { stackFor } from './support/test-apps';
import { signedInPlayer } from './support/withdrawals';

describeEachDatabase('play time today', (context) => {
  const stack = stackFor(context);

  async function attempt(playerId: string, dealtAt: Date, endedAt: Date) {
    await context.db.query(
      `INSERT INTO game_attempts (player_id, game_id, mode, challenge_date, seed, dealt_at, expires_at, submitted_at, status)
       VALUES ($1, 'quick-sums', 'practice', $2, 1, $3, $4, $4, 'abandoned')`,
      [playerId, challengeDateOf(dealtAt), dealtAt, endedAt],
    );
  }

  it("counts a game begun before Colombo's midnight from midnight, and none that ended before it", async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    const midnight = new Date('2026-11-30T00:00:00+05:30');
    const minute = 60_000;
    await attempt(player.id, new Date(midnight.getTime() - 30 * minute), new Date(midnight.getTime() - 20 * minute));
    await attempt(player.id, new Date(midnight.getTime() - 10 * minute), new Date(midnight.getTime() + 3 * minute));
    await attempt(player.id, new Date(midnight.getTime() + 4 * minute), new Date(midnight.getTime() + 6 * minute));
    expect(await playedTodayMs(context.db, player.id, new Date(midnight.getTime() + 7 * minute))).toBe(5 * minute);
    // The evening before, the same games are that day's play.
    expect(await playedTodayMs(context.db, player.id, new Date(midnight.getTime() - minute))).toBe(19 * minute);
  });

  it('play recorded for a test is all today at any hour', async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    await playedFor(context.db, player.id, 31);
    const { rows } = await context.db.query<{ now: Date }>('SELECT clock_timestamp() AS now');
    const played = await playedTodayMs(context.db, player.id, rows[0]!.now);
    expect(played).toBeGreaterThanOrEqual(31 * 60_000);
    expect(played).toBeLessThan(31 * 60_000 + 60_000);
  });
});
