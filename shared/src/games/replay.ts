import { MAX_MOVES, type GameInfo } from './catalogue';

/** One move as the browser records it: what was played and when, in ms since the deal was shown. */
export interface Move {
  /** Sliding Tiles: the number of the tile slid into the gap. Quick Sums: the answer to the next sum. */
  value: number;
  /** Milliseconds since the board appeared, by the browser's clock. */
  at: number;
}

/** Why a result is impossible: it earns nothing (shared/games/messages.ts words each one). */
export type Refusal = 'impossible-move' | 'unsolved' | 'too-fast';

export interface VerifiedResult {
  outcome: 'verified';
  won: boolean;
  score: number;
  moveCount: number;
  /** Quick Sums: how many answers were right. */
  correct?: number;
}

export type ReplayResult = VerifiedResult | { outcome: 'refused'; refusal: Refusal };

/** What replaying needs besides the deal and the moves: the server's own measure of the attempt. */
export interface ReplayClock {
  /** From the deal to the submission, by the server's clock. */
  elapsedMs: number;
}

/** How far ahead of the server's clock a browser's move times may run (clocks and rounding). */
const CLOCK_TOLERANCE_MS = 1_000;

/**
 * The pace checks every game shares. By the server's clock: the whole attempt took at least
 * `minMoveMs` per move. By the moves' own times: they never go back, never come closer together
 * than a human can play, and none is later than the submission.
 */
export function pacedLikeAHuman(moves: readonly Move[], info: Pick<GameInfo, 'minMoveMs'>, clock: ReplayClock): boolean {
  if (moves.length > MAX_MOVES) return false;
  if (clock.elapsedMs < moves.length * info.minMoveMs) return false;
  let previous = 0;
  for (const move of moves) {
    if (move.at - previous < info.minMoveMs) return false;
    previous = move.at;
  }
  return previous <= clock.elapsedMs + CLOCK_TOLERANCE_MS;
}
