/**
 * The skill games (ADR 032): the catalogue, each game's deal and replay, and their
 * messages. The server deals and replays with exactly the rules the games remote plays by.
 */
import type { GameId } from './catalogue';
import { dealQuickSums, dealQuickSumsLike, replayQuickSums, type QuickSumsDeal } from './quick-sums';
import type { Move, ReplayClock, ReplayResult } from './replay';
import { dealSlidingTiles, replaySlidingTiles, type SlidingTilesDeal } from './sliding-tiles';

export * from './catalogue';
export * from './messages';
export * from './quick-sums';
export * from './replay';
export * from './sliding-tiles';

/** What the server deals and the browser plays: the board or the sums, never the seed. */
export type GameDeal = SlidingTilesDeal | QuickSumsDeal;

/**
 * The deal of `seed`. A daily Quick Sums deal also has the day's `shapeSeed`: its sums are as hard
 * as the day's (dealQuickSumsLike), each player's numbers their own.
 */
export function dealGame(gameId: GameId, seed: number, shapeSeed: number | null = null): GameDeal {
  if (gameId === 'sliding-tiles') return dealSlidingTiles(seed);
  return shapeSeed === null ? dealQuickSums(seed) : dealQuickSumsLike(dealQuickSums(shapeSeed), seed);
}

/** Replays `moves` on `deal` with the deal's own game's rules. */
export function replayGame(deal: GameDeal, moves: readonly Move[], clock: ReplayClock): ReplayResult {
  return deal.kind === 'sliding-tiles' ? replaySlidingTiles(deal, moves, clock) : replayQuickSums(deal, moves, clock);
}
