/**
 * The skill games (ADR 032, ADR 062): the catalogue, each game's rules, and their messages.
 * The server deals and replays with exactly the rules the games remote plays by.
 */
import type { GameId } from './catalogue';
import { pairsRules } from './pairs';
import { miniGolfRules } from './mini-golf';
import { lightsOutRules } from './lights-out';
import { quickSumsRules } from './quick-sums';
import { pegSolitaireRules } from './peg-solitaire';
import type { Move, ReplayClock, ReplayResult } from './replay';
import { matchsticksRules } from './matchsticks';
import type { GameRules } from './rules';
import { slidingTilesRules } from './sliding-tiles';
import { unscrambleRules } from './unscramble';

export * from './catalogue';
export * from './lights-out';
export * from './matchsticks';
export * from './messages';
export * from './peg-solitaire';
export * from './pairs';
export * from './mini-golf';
export * from './quick-sums';
export { WIDE_SEED_FROM, WIDE_SEED_TO } from './random';
export * from './replay';
export * from './rules';
export * from './sliding-tiles';
export * from './unscramble';

/** Every game's rules, by its id: one line per game. */
export const gameRules = {
  'sliding-tiles': slidingTilesRules,
  'quick-sums': quickSumsRules,
  'peg-solitaire': pegSolitaireRules,
  matchsticks: matchsticksRules,
  unscramble: unscrambleRules,
  pairs: pairsRules,
  'mini-golf': miniGolfRules,
  'lights-out': lightsOutRules,
} satisfies { [Id in GameId]: GameRules<{ kind: Id }, { kind: Id }> };

type RulesOf<Id extends GameId> = (typeof gameRules)[Id];
type DealOf<Id extends GameId> = ReturnType<RulesOf<Id>['deal']>;
type ViewOf<Id extends GameId> = RulesOf<Id> extends { paced: { reveal(...args: never[]): infer View } } ? View : DealOf<Id>;

/** What the server deals: the whole game, for the server only when the game is paced. */
export type GameDeal = { [Id in GameId]: DealOf<Id> }[GameId];
/** What the browser is shown of a deal: all of it, or a paced game's part revealed so far. */
export type GameView = { [Id in GameId]: ViewOf<Id> }[GameId];

/** One game's rules, typed loosely enough to be called with a deal of its own kind. */
function rulesOf(gameId: GameId): GameRules<GameDeal, GameView> {
  return gameRules[gameId] as unknown as GameRules<GameDeal, GameView>;
}

/** Whether a game is played one server-timed move at a time (Quick Sums, hidden-information games). */
export function isPaced(gameId: GameId): boolean {
  return rulesOf(gameId).paced !== undefined;
}

/**
 * The deal of `seed`. A daily deal of a game that deals alike also has the day's `shapeSeed`:
 * it is as hard as the day's (GameRules.dealLike), each player's numbers their own.
 */
export function dealGame(gameId: GameId, seed: number, shapeSeed: number | null = null): GameDeal {
  const rules = rulesOf(gameId);
  return shapeSeed !== null && rules.dealLike ? rules.dealLike(rules.deal(shapeSeed), seed) : rules.deal(seed);
}

/** Replays `moves` on `deal` with the deal's own game's rules. */
export function replayGame(deal: GameDeal, moves: readonly Move[], clock: ReplayClock): ReplayResult {
  return rulesOf(deal.kind).replay(deal, moves, clock);
}

/** What the browser may see of `deal` after the `moves` the server recorded. */
export function viewOf(deal: GameDeal, moves: readonly Move[]): GameView {
  // A game that is not paced shows its whole deal: its view is its deal (ViewOf).
  return rulesOf(deal.kind).paced?.reveal(deal, moves) ?? (deal as GameView);
}

/** Whether a paced game takes no more moves. */
export function pacedFinished(deal: GameDeal, moves: readonly Move[]): boolean {
  return rulesOf(deal.kind).paced?.finished(deal, moves) ?? true;
}
