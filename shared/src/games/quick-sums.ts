import { games } from './catalogue';
import { dealerFor, type Dealer } from './random';
import { pacedLikeAHuman, type Move, type ReplayClock, type ReplayResult } from './replay';

export const QUICK_SUMS_COUNT = 20;
/** Right answers that make a round a win. */
export const QUICK_SUMS_TO_WIN = 15;

export type Operator = '+' | '−' | '×';

export interface Sum {
  left: number;
  operator: Operator;
  right: number;
}

export interface QuickSumsDeal {
  kind: 'quick-sums';
  sums: readonly Sum[];
}

function dealSum(dealer: Dealer): Sum {
  const operator = (['+', '−', '×'] as const)[dealer.between(0, 2)]!;
  if (operator === '×') return { left: dealer.between(2, 12), operator, right: dealer.between(2, 12) };
  const left = dealer.between(10, 99);
  const right = dealer.between(2, 99);
  // A difference is never negative: the larger number comes first.
  return operator === '−' ? { left: Math.max(left, right), operator, right: Math.min(left, right) } : { left, operator, right };
}

export function dealQuickSums(seed: number): QuickSumsDeal {
  const dealer = dealerFor(seed);
  return { kind: 'quick-sums', sums: Array.from({ length: QUICK_SUMS_COUNT }, () => dealSum(dealer)) };
}

export function answerOf(sum: Sum): number {
  if (sum.operator === '+') return sum.left + sum.right;
  if (sum.operator === '−') return sum.left - sum.right;
  return sum.left * sum.right;
}

/** 50 per right answer, and 5 per whole second left when all 20 are answered right. */
export function quickSumsScore(correct: number, elapsedMs: number): number {
  const secondsLeft = Math.max(0, Math.floor((games['quick-sums'].timeLimitMs - elapsedMs) / 1000));
  return correct * 50 + (correct === QUICK_SUMS_COUNT ? secondsLeft * 5 : 0);
}

/**
 * Checks the answers in order, one per sum: more answers than sums, or one after the 60 seconds, is impossible, and the pace
 * must be a human's. Any number of right answers is a verified result; 15 or more is a win.
 */
export function replayQuickSums(deal: QuickSumsDeal, moves: readonly Move[], clock: ReplayClock): ReplayResult {
  const { timeLimitMs } = games['quick-sums'];
  if (moves.length > deal.sums.length || moves.some((move) => !Number.isSafeInteger(move.value) || move.at > timeLimitMs)) {
    return { outcome: 'refused', refusal: 'impossible-move' };
  }
  if (!pacedLikeAHuman(moves, games['quick-sums'], clock)) return { outcome: 'refused', refusal: 'too-fast' };
  const correct = moves.filter((move, index) => move.value === answerOf(deal.sums[index]!)).length;
  return {
    outcome: 'verified',
    won: correct >= QUICK_SUMS_TO_WIN,
    score: quickSumsScore(correct, clock.elapsedMs),
    moveCount: moves.length,
    correct,
  };
}
