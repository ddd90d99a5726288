import { games } from './catalogue';
import { dealerFor, type Dealer } from './random';
import { pacedLikeAHuman, type Move, type ReplayClock, type ReplayResult } from './replay';
import type { GameRules } from './rules';

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

const digitsOf = (value: number) => String(Math.abs(value)).length;

/** The numbers an operand of `operator` with `digits` digits is drawn from (dealSum's ranges, split by length). */
function operandRange(operator: Operator, digits: number): [number, number] {
  if (operator === '×') return digits === 1 ? [2, 9] : [10, 12];
  return digits === 1 ? [2, 9] : [10, 99];
}

/** Redraws of one sum looking for an answer as long as the model's; after them the last draw stands. */
const SHAPE_REDRAWS = 200;

/**
 * A deal as hard as `model`'s (ADR 041): the same number of sums, each with the same
 * operator, operands of the same number of digits and an answer of the same number of digits, but
 * its own numbers from `seed`. A daily challenge deals every player such a copy of the day's sums.
 */
export function dealQuickSumsLike(model: QuickSumsDeal, seed: number): QuickSumsDeal {
  const dealer = dealerFor(seed);
  const sums = model.sums.map((shape): Sum => {
    let sum: Sum = shape;
    for (let draw = 0; draw < SHAPE_REDRAWS; draw += 1) {
      const left = dealer.between(...operandRange(shape.operator, digitsOf(shape.left)));
      const right = dealer.between(...operandRange(shape.operator, digitsOf(shape.right)));
      // A difference is never negative: the larger number comes first (the model's left is never the shorter).
      sum =
        shape.operator === '−'
          ? { left: Math.max(left, right), operator: '−', right: Math.min(left, right) }
          : { left, operator: shape.operator, right };
      if (digitsOf(answerOf(sum)) === digitsOf(answerOf(shape)) && digitsOf(sum.left) === digitsOf(shape.left)) break;
    }
    return sum;
  });
  return { kind: 'quick-sums', sums };
}

/** What the browser is shown of a deal with `answered` sums answered: those and the next one, never a sum ahead. */
export function revealedQuickSums(deal: QuickSumsDeal, answered: number): QuickSumsDeal {
  return { kind: 'quick-sums', sums: deal.sums.slice(0, Math.min(answered + 1, deal.sums.length)) };
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

export const quickSumsRules: GameRules<QuickSumsDeal> = {
  deal: dealQuickSums,
  dealLike: dealQuickSumsLike,
  replay: replayQuickSums,
  perfect: (_deal, result) => result.won && result.correct === QUICK_SUMS_COUNT,
  paced: {
    reveal: (deal, moves) => revealedQuickSums(deal, moves.length),
    finished: (deal, moves) => moves.length >= deal.sums.length,
  },
};
