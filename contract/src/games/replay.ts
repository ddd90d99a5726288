import { MAX_MOVES, type GameInfo } from './catalogue';

/** One move as the browser records it: what was played and when, in ms since the deal was shown. */
export interface Move {
  /** Sliding Tiles: the number of the tile slid into the gap. Quick Sums: the answer to the next sum. */
  value: number;
  /** Milliseconds since the board appeared, by the browser's clock. */
  at: number;
}

/** Why a result is impossible: it earns nothing (contract/games/messages.ts words each one). */
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
 * The pace checks every game shares. By the moves' own times: the first comes no sooner than
 * `minFirstMoveMs`, they never go back nor come closer together than `minMoveMs`, the later ones
 * average at least `minAverageMoveMs`, and none runs more than a second ahead of the server's
 * clock. By the server's clock, which also counts the deal's way to the browser: the whole
 * attempt took at least the least time such moves need.
 */
export function pacedLikeAHuman(
  moves: readonly Move[],
  info: Pick<GameInfo, 'minMoveMs' | 'minFirstMoveMs' | 'minAverageMoveMs'>,
  clock: ReplayClock,
): boolean {
  if (moves.length > MAX_MOVES) return false;
  const [first, last] = [moves[0], moves.at(-1)];
  if (!first || !last) return true;
  const leastMs = (count: number) => info.minFirstMoveMs + (count - 1) * info.minAverageMoveMs;
  if (clock.elapsedMs < leastMs(moves.length)) return false;
  if (first.at < info.minFirstMoveMs || last.at - first.at < (moves.length - 1) * info.minAverageMoveMs) return false;
  for (let index = 1; index < moves.length; index += 1) {
    if (moves[index]!.at - moves[index - 1]!.at < info.minMoveMs) return false;
  }
  return last.at <= clock.elapsedMs + CLOCK_TOLERANCE_MS;
}
