/**
 * Today's challenge is one attempt per player and game (ADR 032): asked for again while
 * it is open it is the same attempt with the time it has left, never a fresh look at the board; once
 * judged or out of time it is over for the day (409), and the games list says so. Practice stays open.
 */
import { gameEndpoints, type GamesOverview } from 'contract/game-endpoints';
import { gameMessages, games, type SlidingTilesDeal } from 'contract/games';
import { describeEachDatabase } from './support/database';
import {
  answerQuickSums,
  backdate,
  dealt,
  illegalTile,
  paced,
  HUMAN_PACE,
  playingTimeOf,
  startGame,
  submitGame,
  winningMoves,
} from './support/games';
import { bearer, stackFor } from './support/test-apps';
import { signedInPlayer, type SignedInPlayer } from './support/withdrawals';

describeEachDatabase("games: today's challenge, once a day", (context) => {
  const stack = stackFor(context);

  const newPlayer = () => signedInPlayer(stack, context.db, { withBankDetails: false });

  async function dailyPlayed(player: SignedInPlayer, gameId: string) {
    const response = await stack.api.inject({ url: gameEndpoints.listGames.path, headers: bearer(player.token) });
    return (response.json().content as GamesOverview).games.find((game) => game.id === gameId)!.dailyPlayed;
  }

  async function expectPlayed(player: SignedInPlayer, gameId: 'sliding-tiles' | 'quick-sums') {
    const again = await startGame(stack.api, player.token, gameId, 'daily');
    expect([again.statusCode, again.json().error_code, again.json().message]).toEqual([
      409,
      'DAILY_CHALLENGE_PLAYED',
      gameMessages.dailyPlayed,
    ]);
    expect(await dailyPlayed(player, gameId)).toBe(true);
    // Practice is always there.
    expect((await startGame(stack.api, player.token, gameId, 'practice')).statusCode).toBe(200);
  }

  it('asked for again while open, it is the same attempt and board with the time it has left', async () => {
    const player = await newPlayer();
    const first = await dealt(stack.api, player.token, 'sliding-tiles', 'daily');
    expect(first.remainingMs).toBe(games['sliding-tiles'].timeLimitMs);
    await backdate(context.db, first.attemptId, 125_000);

    const again = await dealt(stack.api, player.token, 'sliding-tiles', 'daily');

    expect(again).toMatchObject({ attemptId: first.attemptId, deal: first.deal, challengeDate: first.challengeDate });
    expect(again.remainingMs).toBeLessThanOrEqual(games['sliding-tiles'].timeLimitMs - 125_000);
    expect(again.remainingMs).toBeGreaterThan(games['sliding-tiles'].timeLimitMs - 135_000);
    expect(await dailyPlayed(player, 'sliding-tiles')).toBe(false);
    // Played from the second tab's deal, it is judged like any other.
    const moves = winningMoves(again);
    expect((await submitGame(stack.api, player.token, { attemptId: again.attemptId, moves })).statusCode).toBe(200);
    await expectPlayed(player, 'sliding-tiles');
  });

  it('once refused, it is over: no second deal to try the board again', async () => {
    const player = await newPlayer();
    const attempt = await dealt(stack.api, player.token, 'sliding-tiles', 'daily');
    const tiles = (attempt.deal as SlidingTilesDeal).tiles;
    const moves = paced([illegalTile(tiles)], HUMAN_PACE['sliding-tiles']);
    await backdate(context.db, attempt.attemptId, playingTimeOf(moves));
    expect((await submitGame(stack.api, player.token, { attemptId: attempt.attemptId, moves })).statusCode).toBe(422);
    await expectPlayed(player, 'sliding-tiles');
    // The other game's challenge is its own.
    expect(await dailyPlayed(player, 'quick-sums')).toBe(false);
    expect((await startGame(stack.api, player.token, 'quick-sums', 'daily')).statusCode).toBe(200);
  });

  it('once its time has run out unsubmitted, it is over too', async () => {
    const player = await newPlayer();
    const attempt = await dealt(stack.api, player.token, 'quick-sums', 'daily');
    const moves = await answerQuickSums(stack.api, context.db, player.token, attempt);
    await backdate(context.db, attempt.attemptId, games['quick-sums'].timeLimitMs - moves.at(-1)!.at);
    expect(await dailyPlayed(player, 'quick-sums')).toBe(true);
    // Within the grace, the answers it was played with still count.
    expect((await submitGame(stack.api, player.token, { attemptId: attempt.attemptId, moves })).statusCode).toBe(200);
    await expectPlayed(player, 'quick-sums');
  });

  it('two players get boards of their own, each their own attempt', async () => {
    const [first, second] = [await newPlayer(), await newPlayer()];
    const [a, b] = [
      await dealt(stack.api, first.token, 'sliding-tiles', 'daily'),
      await dealt(stack.api, second.token, 'sliding-tiles', 'daily'),
    ];
    expect(b.deal).not.toEqual(a.deal);
    expect(b.attemptId).not.toBe(a.attemptId);
    expect((await submitGame(stack.api, second.token, { attemptId: a.attemptId, moves: winningMoves(a) })).statusCode).toBe(404);
  });
});
