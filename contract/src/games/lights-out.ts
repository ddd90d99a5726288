import { games } from './catalogue';
import { dealerFor } from './random';
import { pacedLikeAHuman, type Move, type ReplayClock, type ReplayResult, type VerifiedResult } from './replay';
import type { GameRules } from './rules';

/** The board's side: 5 × 5 lights, numbered 0 to 24 row by row. */
export const LIGHTS_OUT_SIZE = 5;
export const LIGHTS_OUT_CELLS = LIGHTS_OUT_SIZE * LIGHTS_OUT_SIZE;

/** Each light row by row: true is on. */
export type Lights = readonly boolean[];

export interface LightsOutDeal {
  kind: 'lights-out';
  size: typeof LIGHTS_OUT_SIZE;
  lights: Lights;
}

/** A deal is made by pressing this many distinct lights of a dark board: always solvable. */
const DEAL_PRESSES = { least: 8, most: 14 } as const;
/** A board solved in fewer presses than this would be no challenge: dealt again. */
export const LIGHTS_OUT_MIN_FEWEST = 6;

/** What pressing each light toggles, as a 25-bit mask: itself and its up, down, left and right neighbours. */
const PRESS_MASKS: readonly number[] = Array.from({ length: LIGHTS_OUT_CELLS }, (_, cell) => {
  const row = Math.floor(cell / LIGHTS_OUT_SIZE);
  const column = cell % LIGHTS_OUT_SIZE;
  let mask = 1 << cell;
  if (row > 0) mask |= 1 << (cell - LIGHTS_OUT_SIZE);
  if (row < LIGHTS_OUT_SIZE - 1) mask |= 1 << (cell + LIGHTS_OUT_SIZE);
  if (column > 0) mask |= 1 << (cell - 1);
  if (column < LIGHTS_OUT_SIZE - 1) mask |= 1 << (cell + 1);
  return mask;
});

const maskOf = (lights: Lights) => lights.reduce((mask, on, cell) => (on ? mask | (1 << cell) : mask), 0);
const lightsOf = (mask: number): Lights => Array.from({ length: LIGHTS_OUT_CELLS }, (_, cell) => ((mask >>> cell) & 1) === 1);

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

export const isAllOff = (lights: Lights) => lights.every((on) => !on);

export const isLightIndex = (value: number) => Number.isInteger(value) && value >= 0 && value < LIGHTS_OUT_CELLS;

/** The lights after pressing `cell`; null when `cell` is not a light of the board. */
export function pressLight(lights: Lights, cell: number): Lights | null {
  if (!isLightIndex(cell)) return null;
  return lightsOf(maskOf(lights) ^ PRESS_MASKS[cell]!);
}

/**
 * Every set of presses that turns `lights` off, as masks. Pressing twice undoes a press and the
 * order does not matter, so a solution is a set: the solutions of a linear system over GF(2),
 * found by Gauss–Jordan elimination. The 5 × 5 press matrix has rank 23, so a solvable board has
 * exactly 4 solutions (its null space has 2 dimensions); an unsolvable one has none.
 */
function solutionsOf(lights: Lights): number[] {
  const target = maskOf(lights);
  // Row i: which presses toggle light i (the matrix is symmetric), and whether light i must toggle.
  const rows = PRESS_MASKS.map((mask, cell) => ({ mask, toggles: (target >>> cell) & 1 }));
  const pivots: number[] = [];
  for (let column = 0; column < LIGHTS_OUT_CELLS; column += 1) {
    const rank = pivots.length;
    const found = rows.findIndex((row, index) => index >= rank && ((row.mask >>> column) & 1) === 1);
    if (found < 0) continue;
    [rows[rank], rows[found]] = [rows[found]!, rows[rank]!];
    const pivot = rows[rank]!;
    rows.forEach((row, index) => {
      if (index !== rank && ((row.mask >>> column) & 1) === 1) {
        row.mask ^= pivot.mask;
        row.toggles ^= pivot.toggles;
      }
    });
    pivots.push(column);
  }
  if (rows.slice(pivots.length).some((row) => row.toggles === 1)) return [];
  const free = Array.from({ length: LIGHTS_OUT_CELLS }, (_, column) => column).filter((column) => !pivots.includes(column));
  // Each choice of the free presses fixes the pivot presses: row k's pivot is pressed when its equation asks.
  const solutions: number[] = [];
  for (let choice = 0; choice < 1 << free.length; choice += 1) {
    let solution = 0;
    free.forEach((column, bit) => {
      if ((choice >>> bit) & 1) solution |= 1 << column;
    });
    pivots.forEach((column, rank) => {
      const row = rows[rank]!;
      if ((row.toggles ^ (bitCount(row.mask & solution & ~(1 << column)) & 1)) === 1) solution |= 1 << column;
    });
    solutions.push(solution);
  }
  return solutions;
}

/** The lights to press, in order of their number, that turn every light off in the fewest presses; null when none do. */
export function fewestPresses(lights: Lights): number[] | null {
  const best = solutionsOf(lights).reduce<number | null>(
    (least, solution) => (least === null || bitCount(solution) < bitCount(least) ? solution : least),
    null,
  );
  if (best === null) return null;
  return Array.from({ length: LIGHTS_OUT_CELLS }, (_, cell) => cell).filter((cell) => ((best >>> cell) & 1) === 1);
}

/** The fewest presses that solve `lights` (-1 for a board that cannot be solved, which is never dealt). */
export function fewestPressCount(lights: Lights): number {
  return fewestPresses(lights)?.length ?? -1;
}

/** Distinct lights of a dark board pressed at random: a board that can always be solved, at least LIGHTS_OUT_MIN_FEWEST presses from dark. */
export function dealLightsOut(seed: number): LightsOutDeal {
  const dealer = dealerFor(seed);
  for (;;) {
    const count = dealer.between(DEAL_PRESSES.least, DEAL_PRESSES.most);
    const cells = Array.from({ length: LIGHTS_OUT_CELLS }, (_, cell) => cell);
    let mask = 0;
    for (let index = 0; index < count; index += 1) {
      const pick = dealer.between(index, LIGHTS_OUT_CELLS - 1);
      [cells[index], cells[pick]] = [cells[pick]!, cells[index]!];
      mask ^= PRESS_MASKS[cells[index]!]!;
    }
    const lights = lightsOf(mask);
    if (mask !== 0 && fewestPressCount(lights) >= LIGHTS_OUT_MIN_FEWEST) return { kind: 'lights-out', size: LIGHTS_OUT_SIZE, lights };
  }
}

/** 1,000 less 10 per press beyond the fewest and 1 per second on the server's clock, never below 100. */
export function lightsOutScore(presses: number, fewest: number, elapsedMs: number): number {
  return Math.max(100, 1000 - 10 * Math.max(0, presses - fewest) - Math.floor(elapsedMs / 1000));
}

/**
 * Presses the lights in order: each must be a light of the board (0 to 24) pressed while some are
 * still on, the last must turn the last light off, and the pace must be a human's.
 */
export function replayLightsOut(deal: LightsOutDeal, moves: readonly Move[], clock: ReplayClock): ReplayResult {
  let lights = deal.lights;
  for (const move of moves) {
    // The game ends when the board goes dark: a press after that is not part of it.
    const next = isAllOff(lights) ? null : pressLight(lights, move.value);
    if (!next) return { outcome: 'refused', refusal: 'impossible-move' };
    lights = next;
  }
  if (!isAllOff(lights)) return { outcome: 'refused', refusal: 'unsolved' };
  if (!pacedLikeAHuman(moves, games['lights-out'], clock)) return { outcome: 'refused', refusal: 'too-fast' };
  const score = lightsOutScore(moves.length, fewestPressCount(deal.lights), clock.elapsedMs);
  return { outcome: 'verified', won: true, score, moveCount: moves.length };
}

/** Perfect information and no pace of the server's own: the whole board is dealt and the moves come in one submission. */
export const lightsOutRules = {
  deal: dealLightsOut,
  difficulty: (deal: LightsOutDeal) => fewestPressCount(deal.lights),
  replay: replayLightsOut,
  perfect: (deal: LightsOutDeal, result: VerifiedResult) => result.won && result.moveCount === fewestPressCount(deal.lights),
} satisfies GameRules<LightsOutDeal>;
