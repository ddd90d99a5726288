import type { GameId } from './catalogue';
import type { Move, ReplayClock, ReplayResult, VerifiedResult } from './replay';

/**
 * One game's rules, written once (ADR 062): the server deals and judges with them, the games
 * remote plays by them. A game joins by its rules file, its entry in the catalogue and the registry
 * (index.ts), and its board in the games remote.
 */
export interface GameRules<Deal extends { kind: GameId }, View extends { kind: GameId } = Deal> {
  /** The deal of a 32-bit seed: the same seed always deals the same game. */
  deal(seed: number): Deal;
  /**
   * The daily challenge: a deal of `seed` as hard as the day's `model` (each player gets their own,
   * ADR 041). Without it, the server deals each player the first of their seeds whose `difficulty`
   * equals the day's; without either, any deal is as hard as another.
   */
  dealLike?(model: Deal, seed: number): Deal;
  /** A number equal for deals equally hard (Sliding Tiles' is the server's: its solver's table is large). */
  difficulty?(deal: Deal): number;
  /**
   * Plays the moves on the deal: a possible game is a verified result (won or not), an impossible
   * one, or one faster than a human plays, is refused.
   */
  replay(deal: Deal, moves: readonly Move[], clock: ReplayClock): ReplayResult;
  /** A win no better play could beat: listed for review when it also comes at a suspicious pace. */
  perfect?(deal: Deal, result: VerifiedResult): boolean;
  /**
   * A game the server paces (ADR 041) or whose deal holds what the player may not yet know (a
   * card face down): the browser is shown `reveal(deal, [])`, posts each move on its own and gets
   * `reveal(deal, moves)` back; the moves judged are those the server recorded, timed by its clock.
   */
  paced?: {
    reveal(deal: Deal, moves: readonly Move[]): View;
    /** No move is taken after this. */
    finished(deal: Deal, moves: readonly Move[]): boolean;
  };
}
