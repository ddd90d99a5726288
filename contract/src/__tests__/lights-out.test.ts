/**
 * Lights Out's rules (ADR 066): deals the same for the same seed, always solvable and never too
 * easy; the fewest presses found over GF(2); the replay takes exactly a solved board at a human pace.
 */
import {
  dealGame,
  dealLightsOut,
  fewestPressCount,
  fewestPresses,
  games,
  gameRules,
  isAllOff,
  LIGHTS_OUT_CELLS,
  LIGHTS_OUT_MIN_FEWEST,
  lightsOutScore,
  pressLight,
  replayLightsOut,
  type Lights,
  type LightsOutDeal,
  type Move,
} from '../games';
import { winningPlayers } from '../testing/winning-players';

const SEEDS = Array.from({ length: 300 }, (_, index) => index * 7919 - 1_000_000);
const { minFirstMoveMs, minAverageMoveMs } = games['lights-out'];

/** Moves at a comfortable human pace. */
const paced = (values: readonly number[]): Move[] =>
  values.map((value, index) => ({ value, at: minFirstMoveMs + 100 + index * (minAverageMoveMs + 50) }));
const clockFor = (moves: readonly Move[]) => ({ elapsedMs: (moves.at(-1)?.at ?? 0) + 1_000 });
const replay = (deal: LightsOutDeal, values: readonly number[]) => {
  const moves = paced(values);
  return replayLightsOut(deal, moves, clockFor(moves));
};

const pressAll = (lights: Lights, cells: readonly number[]) => cells.reduce<Lights>((board, cell) => pressLight(board, cell)!, lights);

/** Every subset of presses by brute force over the first row (light chasing): the true fewest, to check the algebra against. */
function fewestByChasing(lights: Lights): number {
  let fewest = Infinity;
  for (let firstRow = 0; firstRow < 32; firstRow += 1) {
    const presses = [0, 1, 2, 3, 4].filter((column) => (firstRow >>> column) & 1);
    let board = pressAll(lights, presses);
    let count = presses.length;
    // Each light left on is turned off by pressing the one below it: the rows below follow from the first.
    for (let cell = 0; cell < LIGHTS_OUT_CELLS - 5; cell += 1) {
      if (board[cell]) {
        board = pressLight(board, cell + 5)!;
        count += 1;
      }
    }
    if (isAllOff(board)) fewest = Math.min(fewest, count);
  }
  return fewest === Infinity ? -1 : fewest;
}

describe('Lights Out deals', () => {
  it.each(SEEDS.slice(0, 60))('seed %i deals a 5 × 5 board the same each time, solvable, at least 6 presses from dark', (seed) => {
    const deal = dealLightsOut(seed);
    expect(deal).toEqual(dealLightsOut(seed));
    expect(deal.lights).toHaveLength(LIGHTS_OUT_CELLS);
    expect(isAllOff(deal.lights)).toBe(false);
    expect(fewestPressCount(deal.lights)).toBeGreaterThanOrEqual(LIGHTS_OUT_MIN_FEWEST);
    expect(isAllOff(pressAll(deal.lights, fewestPresses(deal.lights)!))).toBe(true);
  });

  it('deals different boards for different seeds', () => {
    expect(new Set(SEEDS.map((seed) => JSON.stringify(dealLightsOut(seed).lights))).size).toBeGreaterThan(SEEDS.length - 3);
  });

  it('finds the true fewest presses: the same as trying every first row', () => {
    for (const seed of SEEDS) {
      const { lights } = dealLightsOut(seed);
      expect(fewestPressCount(lights)).toBe(fewestByChasing(lights));
    }
  });

  it('knows a board no presses solve (one corner lit)', () => {
    const corner = Array.from({ length: LIGHTS_OUT_CELLS }, (_, cell) => cell === 0);
    expect(fewestPresses(corner)).toBeNull();
    expect(fewestByChasing(corner)).toBe(-1);
  });

  it("gives the fewest presses as the difficulty, so a daily deal matches the day's", () => {
    const deal = dealLightsOut(SEEDS[0]!);
    expect(gameRules['lights-out'].difficulty(deal)).toBe(fewestPressCount(deal.lights));
    expect(dealGame('lights-out', SEEDS[0]!)).toEqual(deal);
  });
});

describe('pressing a light', () => {
  const dark = Array.from({ length: LIGHTS_OUT_CELLS }, () => false);
  const lit = (board: Lights) => board.flatMap((on, cell) => (on ? [cell] : []));

  it('toggles it and its neighbours up, down, left and right, and the board keeps its edges', () => {
    expect(lit(pressLight(dark, 12)!)).toEqual([7, 11, 12, 13, 17]);
    expect(lit(pressLight(dark, 0)!)).toEqual([0, 1, 5]);
    expect(lit(pressLight(dark, 4)!)).toEqual([3, 4, 9]);
    expect(lit(pressLight(dark, 24)!)).toEqual([19, 23, 24]);
    expect(pressLight(pressLight(dark, 7)!, 7)).toEqual(dark);
  });

  it.each([-1, 25, 2.5, Number.NaN])('refuses %p, which is no light of the board', (cell) => {
    expect(pressLight(dark, cell)).toBeNull();
  });
});

describe('Lights Out replay', () => {
  const deal = dealLightsOut(SEEDS[5]!);
  const fewest = fewestPresses(deal.lights)!;

  it('verifies the fewest presses as a perfect win, scored 1,000 less a point a second', () => {
    const moves = paced(fewest);
    const result = replayLightsOut(deal, moves, clockFor(moves));
    expect(result).toEqual({
      outcome: 'verified',
      won: true,
      moveCount: fewest.length,
      score: lightsOutScore(fewest.length, fewest.length, clockFor(moves).elapsedMs),
    });
    expect(result.outcome === 'verified' && gameRules['lights-out'].perfect(deal, result)).toBe(true);
  });

  it('verifies a longer solution, 10 points less per extra press, not perfect', () => {
    const longer = [fewest[0]!, fewest[0]!, ...fewest];
    const result = replay(deal, longer);
    expect(result.outcome === 'verified' && result.moveCount).toBe(fewest.length + 2);
    expect(result.outcome === 'verified' && gameRules['lights-out'].perfect(deal, result)).toBe(false);
    expect(lightsOutScore(fewest.length + 2, fewest.length, 30_000)).toBe(1000 - 20 - 30);
    expect(lightsOutScore(200, 6, 299_000)).toBe(100);
  });

  it('refuses lights left on, no presses at all, and a single press short', () => {
    expect(replay(deal, [])).toEqual({ outcome: 'refused', refusal: 'unsolved' });
    expect(replay(deal, fewest.slice(0, -1))).toEqual({ outcome: 'refused', refusal: 'unsolved' });
  });

  it.each([[-1], [25], [1.5], [Number.MAX_SAFE_INTEGER]])('refuses a press of %p as impossible', (forged) => {
    expect(replay(deal, [forged, ...fewest])).toEqual({ outcome: 'refused', refusal: 'impossible-move' });
  });

  it('refuses presses after the board went dark, even ones that turn it dark again', () => {
    expect(replay(deal, [...fewest, 12, 12])).toEqual({ outcome: 'refused', refusal: 'impossible-move' });
  });

  it('refuses a solution faster than a human', () => {
    const quick = fewest.map((value, index) => ({ value, at: 200 + index * 50 }));
    expect(replayLightsOut(deal, quick, { elapsedMs: 10_000 })).toEqual({ outcome: 'refused', refusal: 'too-fast' });
    const moves = paced(fewest);
    expect(replayLightsOut(deal, moves, { elapsedMs: 500 })).toEqual({ outcome: 'refused', refusal: 'too-fast' });
  });

  it('is won by the winning player for every seed', () => {
    for (const seed of SEEDS) {
      const board = dealLightsOut(seed);
      const player = winningPlayers['lights-out']();
      const values: number[] = [];
      for (let value = player.next(board); value !== null; value = player.next(board)) values.push(value);
      const result = replay(board, values);
      expect(result.outcome === 'verified' && result.won && gameRules['lights-out'].perfect(board, result)).toBe(true);
    }
  });
});
