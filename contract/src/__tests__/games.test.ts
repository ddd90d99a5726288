/**
 * The games' rules (contract/games): deals are the same for the same seed and always playable, and
 * the replay accepts exactly the results a human could have played.
 */
import {
  answerOf,
  challengeDateOf,
  dealGame,
  dealQuickSums,
  dealQuickSumsLike,
  dealSlidingTiles,
  games,
  isSolvable,
  isSolved,
  manhattanDistance,
  QUICK_SUMS_COUNT,
  replayGame,
  revealedQuickSums,
  slideTile,
  tileForArrow,
  isPaced,
  pacedFinished,
  viewOf,
  type GameDeal,
  type GameId,
  type Move,
  type QuickSumsDeal,
  type SlidingTilesDeal,
} from '../games';
import { solveSlidingTiles } from '../testing/solve-sliding-tiles';
import { winningPlayers } from '../testing/winning-players';

/** The moves the tests' winning player makes on `deal`, shown what the server would show it after each. */
function winningValues(id: GameId, deal: GameDeal): number[] {
  const player = winningPlayers[id]();
  const values: number[] = [];
  for (;;) {
    const sofar = paced(values, 1_000);
    const value = isPaced(id) && pacedFinished(deal, sofar) ? null : player.next(viewOf(deal, sofar));
    if (value === null) return values;
    values.push(value);
  }
}

const SEEDS = Array.from({ length: 300 }, (_, index) => index * 7919 - 1_000_000);

/** Moves spaced `gap` ms apart, the first after `first` (by default after the longer of the games' least first moves). */
const paced = (values: readonly number[], gap: number, first = 1_600): Move[] =>
  values.map((value, index) => ({ value, at: first + index * gap }));

describe.each(Object.values(games))('the pace of $title (replayGame)', ({ id, minFirstMoveMs, minMoveMs, minAverageMoveMs }) => {
  // A win at exactly the least pace: the first move as soon as allowed, the rest on the least average.
  const deal = dealGame(id, 7);
  const values = winningValues(id, deal);
  const atLeastPace = paced(values, minAverageMoveMs, minFirstMoveMs);
  const leastMs = atLeastPace.at(-1)!.at;
  const outcome = (moves: Move[], elapsedMs = leastMs) => replayGame(deal, moves, { elapsedMs }).outcome;

  it('takes moves at exactly the least pace, by their own times and by the server clock', () => {
    expect(outcome(atLeastPace)).toBe('verified');
  });

  it('refuses a first move 1 ms sooner than the least', () => {
    expect(outcome(paced(values, minAverageMoveMs, minFirstMoveMs - 1), leastMs + 1_000)).toBe('refused');
  });

  it('refuses moves 1 ms under the least average, though each pair is slower than a double tap', () => {
    const hurried = atLeastPace.map((move, index) => (index === atLeastPace.length - 1 ? { ...move, at: move.at - 1 } : move));
    expect(hurried.at(-1)!.at - hurried.at(-2)!.at).toBeGreaterThanOrEqual(minMoveMs);
    expect(outcome(hurried, leastMs + 1_000)).toBe('refused');
  });

  it("refuses moves whose own times are right when the server's clock saw the game take 1 ms less than they need", () => {
    expect(outcome(atLeastPace, leastMs - 1)).toBe('refused');
  });

  it('refuses two moves closer than a double tap, even on a slow average', () => {
    const doubleTap = paced(values, minAverageMoveMs * 2, minFirstMoveMs).map((move, index) =>
      index === 1 ? { ...move, at: minFirstMoveMs + minMoveMs - 1 } : move,
    );
    expect(outcome(doubleTap, 600_000)).toBe('refused');
  });
});

describe('Sliding Tiles', () => {
  const deal = dealSlidingTiles(42);
  const solution = solveSlidingTiles(deal.tiles)!;
  const slow = (moves: Move[]) => ({ elapsedMs: (moves.at(-1)?.at ?? 0) + 500 });

  it('deals the same board for the same seed, and another for another seed', () => {
    expect(dealSlidingTiles(42)).toEqual(deal);
    const boards = new Set(SEEDS.map((seed) => dealSlidingTiles(seed).tiles.join('')));
    expect(boards.size).toBeGreaterThan(SEEDS.length * 0.95);
  });

  it.each(SEEDS.slice(0, 100))('seed %i deals a shuffled, solvable board of 1 to 8 and the gap, at least 12 from solved', (seed) => {
    const { tiles } = dealSlidingTiles(seed);
    expect([...tiles].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(isSolvable(tiles)).toBe(true);
    expect(isSolved(tiles)).toBe(false);
    expect(manhattanDistance(tiles)).toBeGreaterThanOrEqual(12);
  });

  it('slides only a tile beside the gap', () => {
    const tiles = [1, 2, 3, 4, 0, 5, 6, 7, 8];
    expect(slideTile(tiles, 2)).toEqual([1, 0, 3, 4, 2, 5, 6, 7, 8]);
    expect(slideTile(tiles, 5)).toEqual([1, 2, 3, 4, 5, 0, 6, 7, 8]);
    expect(slideTile(tiles, 1)).toBeNull();
    expect(slideTile(tiles, 0)).toBeNull();
    expect(slideTile(tiles, 9)).toBeNull();
    expect(slideTile(tiles, 2.5)).toBeNull();
  });

  it('maps each arrow to the tile that slides that way, and none at the edge', () => {
    const centre = [1, 2, 3, 4, 0, 5, 6, 7, 8];
    expect([tileForArrow(centre, 'up'), tileForArrow(centre, 'down'), tileForArrow(centre, 'left'), tileForArrow(centre, 'right')]).toEqual(
      [7, 2, 5, 4],
    );
    const corner = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    expect([tileForArrow(corner, 'down'), tileForArrow(corner, 'right')]).toEqual([null, null]);
  });

  it('verifies a solution played at a human pace, scoring fewer moves and less time higher', () => {
    const moves = paced(solution, 400);
    const result = replayGame(deal, moves, slow(moves));
    expect(result).toEqual({
      outcome: 'verified',
      won: true,
      moveCount: solution.length,
      score: 1000 - 5 * solution.length - Math.floor(slow(moves).elapsedMs / 1000),
    });
    const slower = replayGame(deal, paced(solution, 2_000), { elapsedMs: 2_000 * solution.length + 500 });
    expect(slower.outcome === 'verified' && result.outcome === 'verified' && slower.score < result.score).toBe(true);
  });

  it('refuses a board left unsolved, an impossible move, and moves faster than a human', () => {
    const unsolved = paced(solution.slice(0, -1), 400);
    expect(replayGame(deal, unsolved, slow(unsolved))).toEqual({ outcome: 'refused', refusal: 'unsolved' });
    const illegal = paced([...solution.slice(0, 3), 99, ...solution.slice(3)], 400);
    expect(replayGame(deal, illegal, slow(illegal))).toEqual({ outcome: 'refused', refusal: 'impossible-move' });
    // Every move 10 ms apart by the browser's clock…
    const hurried = paced(solution, 10);
    expect(replayGame(deal, hurried, { elapsedMs: 60_000 })).toEqual({ outcome: 'refused', refusal: 'too-fast' });
    // …or paced on paper but submitted sooner than they could have been played…
    const forged = paced(solution, 400);
    expect(replayGame(deal, forged, { elapsedMs: solution.length * 50 })).toEqual({ outcome: 'refused', refusal: 'too-fast' });
    // …or with times that go back.
    const backwards = paced(solution, 400).map((move, index) => (index === 3 ? { ...move, at: 10 } : move));
    expect(replayGame(deal, backwards, { elapsedMs: 60_000 })).toEqual({ outcome: 'refused', refusal: 'too-fast' });
  });

  it('solves a dealt board by the solver the tests play with, in the fewest moves', () => {
    expect(solveSlidingTiles([1, 2, 3, 4, 5, 6, 7, 0, 8])).toEqual([8]);
    expect(solveSlidingTiles([1, 2, 3, 4, 0, 6, 7, 5, 8])).toEqual([5, 8]);
    for (const seed of SEEDS.slice(0, 20)) {
      const { tiles } = dealSlidingTiles(seed);
      const path = solveSlidingTiles(tiles)!;
      expect(isSolved(path.reduce((board, tile) => slideTile(board, tile)!, tiles))).toBe(true);
    }
  });
});

describe('Quick Sums', () => {
  const deal = dealQuickSums(7);
  const answers = deal.sums.map(answerOf);

  it('deals 20 sums, the same for the same seed, none with a negative answer', () => {
    expect(dealQuickSums(7)).toEqual(deal);
    expect(dealQuickSums(8)).not.toEqual(deal);
    for (const seed of SEEDS) {
      const { sums } = dealQuickSums(seed);
      expect(sums).toHaveLength(QUICK_SUMS_COUNT);
      expect(sums.every((sum) => answerOf(sum) >= 0)).toBe(true);
    }
  });

  it('computes each answer', () => {
    expect(answerOf({ left: 12, operator: '×', right: 7 })).toBe(84);
    expect(answerOf({ left: 40, operator: '−', right: 13 })).toBe(27);
    expect(answerOf({ left: 40, operator: '+', right: 13 })).toBe(53);
  });

  it('wins with 15 right, not with 14, and adds 5 a second left only when all 20 are right', () => {
    const all = paced(answers, 1_000);
    expect(replayGame(deal, all, { elapsedMs: 21_000 })).toEqual({
      outcome: 'verified',
      won: true,
      score: 20 * 50 + 39 * 5,
      moveCount: 20,
      correct: 20,
    });
    const fifteen = paced(
      answers.map((answer, index) => (index < 15 ? answer : answer + 1)),
      1_000,
    );
    expect(replayGame(deal, fifteen, { elapsedMs: 21_000 })).toMatchObject({ won: true, score: 750, correct: 15 });
    const fourteen = paced(
      answers.map((answer, index) => (index < 14 ? answer : answer + 1)),
      1_000,
    );
    expect(replayGame(deal, fourteen, { elapsedMs: 21_000 })).toMatchObject({ outcome: 'verified', won: false, correct: 14 });
    expect(replayGame(deal, [], { elapsedMs: 61_000 })).toMatchObject({ outcome: 'verified', won: false, score: 0, correct: 0 });
  });

  it('refuses more answers than sums, an answer after the minute, and answers faster than a human', () => {
    const extra = paced([...answers, 1], 1_000);
    expect(replayGame(deal, extra, { elapsedMs: 30_000 })).toEqual({ outcome: 'refused', refusal: 'impossible-move' });
    const late = paced(answers, 3_100);
    expect(replayGame(deal, late, { elapsedMs: 63_000 })).toEqual({ outcome: 'refused', refusal: 'impossible-move' });
    expect(replayGame(deal, paced(answers, 100), { elapsedMs: 30_000 })).toEqual({ outcome: 'refused', refusal: 'too-fast' });
    expect(replayGame(deal, paced(answers, 1_000), { elapsedMs: 3_000 })).toEqual({ outcome: 'refused', refusal: 'too-fast' });
  });
});

describe("Quick Sums as hard as the day's (ADR 041)", () => {
  const digits = (value: number) => String(value).length;
  const shapeOf = (deal: QuickSumsDeal) =>
    deal.sums.map((sum) => `${digits(sum.left)}${sum.operator}${digits(sum.right)}=${digits(answerOf(sum))}`);

  it("deals each player the day's operators and sizes of every number and answer, with numbers of their own", () => {
    for (const daySeed of SEEDS.slice(0, 30)) {
      const day = dealQuickSums(daySeed);
      const players = SEEDS.slice(30, 40).map((seed) => dealQuickSumsLike(day, seed));
      for (const deal of players) {
        expect(shapeOf(deal)).toEqual(shapeOf(day));
        expect(deal.sums.every((sum) => answerOf(sum) >= 0)).toBe(true);
      }
      expect(new Set([day, ...players].map((deal) => JSON.stringify(deal))).size).toBe(players.length + 1);
      expect(dealGame('quick-sums', SEEDS[31]!, daySeed)).toEqual(players[1]);
    }
  });

  it('reveals the sums answered and the next one, never a sum ahead', () => {
    const deal = dealQuickSums(7);
    expect(revealedQuickSums(deal, 0).sums).toEqual([deal.sums[0]]);
    expect(revealedQuickSums(deal, 5).sums).toEqual(deal.sums.slice(0, 6));
    expect(revealedQuickSums(deal, QUICK_SUMS_COUNT).sums).toEqual(deal.sums);
  });
});

describe('the catalogue', () => {
  it('deals each game by its id', () => {
    expect((dealGame('sliding-tiles', 1) as SlidingTilesDeal).kind).toBe('sliding-tiles');
    expect((dealGame('quick-sums', 1) as QuickSumsDeal).kind).toBe('quick-sums');
    expect(dealGame('unscramble', 1).kind).toBe('unscramble');
    expect(new Set(Object.values(games).map((game) => game.category)).size).toBe(Object.keys(games).length);
  });

  it('turns the day over at midnight in Colombo (UTC+05:30)', () => {
    expect(challengeDateOf(new Date('2026-11-22T18:29:59.999Z'))).toBe('2026-11-22');
    expect(challengeDateOf(new Date('2026-11-22T18:30:00.000Z'))).toBe('2026-11-23');
  });
});
