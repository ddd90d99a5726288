/**
 * A daily limit set while deals race (ADR 061), over several API instances with their own pools on
 * PostgreSQL, one transaction at a time on PGlite: the deal and the change lock the player's row, so
 * no game is ever dealt once the limit is recorded as in force.
 */
import { playLimitChanges } from '../src/domain/play-limits/changes';
import { describeEachDatabase } from './support/database';
import { startGame } from './support/games';
import { playedFor, playLimits } from './support/play-limits';
import { apiReplicasFor, stackFor } from './support/test-apps';
import { signedInPlayer } from './support/withdrawals';

const REPLICAS = 4;
const DEALS = 12;

describeEachDatabase('play limits: races', (context) => {
  const stack = stackFor(context);
  const replicas = apiReplicasFor(context, stack, REPLICAS);

  it(`a 30-minute limit set amid ${DEALS} deals of a player who played 40 minutes: no deal after the limit's record`, async () => {
    const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
    await playedFor(context.db, player.id, 40);
    const deal = (index: number) => startGame(replicas.pick(index), player.token, index % 2 ? 'quick-sums' : 'sliding-tiles');

    const limit = playLimits(replicas.pick(DEALS), 'updatePlayLimits', player.token, { uuid: player.id, dailyLimitMinutes: 30 });
    const answers = await Promise.all([
      ...Array.from({ length: DEALS / 2 }, (_, index) => deal(index)),
      limit,
      ...Array.from({ length: DEALS / 2 }, (_, index) => deal(DEALS / 2 + index)),
    ]);

    expect(answers[DEALS / 2]!.statusCode).toBe(200);
    const deals = answers.filter((_, index) => index !== DEALS / 2);
    for (const answer of deals) expect([200, 403]).toContain(answer.statusCode);
    for (const refused of deals.filter((answer) => answer.statusCode === 403)) expect(refused.json().error_code).toBe('PLAY_LIMIT_REACHED');

    const [recorded] = await playLimitChanges(context.db, player.id);
    const { rows } = await context.db.query<{ id: string; dealtAt: Date }>(
      `SELECT id, dealt_at AS "dealtAt" FROM game_attempts WHERE player_id = $1 AND seed <> 1`,
      [player.id],
    );
    // A 200 after the limit can only be the game in progress dealt again (it may finish), never a new one.
    const dealtIds = new Set(
      deals.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().content.attemptId as string),
    );
    expect([...dealtIds].sort()).toEqual(rows.map((row) => row.id).sort());
    for (const { dealtAt } of rows) expect(dealtAt.getTime()).toBeLessThan(recorded!.at.getTime());
    // Once the limit is in force, a new game is refused (one of the two is the game in progress).
    const after = [await startGame(stack.api, player.token, 'quick-sums'), await startGame(stack.api, player.token, 'sliding-tiles')];
    expect(after.map((answer) => answer.statusCode)).toContain(403);
  });
});
