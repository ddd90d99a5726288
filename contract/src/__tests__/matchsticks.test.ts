/**
 * Matchsticks (ADR 064): deals the player can win, the computer's replies fixed by the position,
 * and a replay that verifies a game played to its end, won or lost, and refuses any other.
 */
import {
  computerTake,
  decodeTake,
  dealGame,
  dealMatchsticks,
  encodeTake,
  gameRules,
  games,
  matchsticksScore,
  nimSum,
  playMatchsticks,
  replayGame,
  sticksLeft,
  takeSticks,
  winningTakes,
  type MatchsticksDeal,
  type Move,
} from '../games';
import { winningPlayers } from '../testing/winning-players';

const SEEDS = Array.from({ length: 300 }, (_, index) => index * 7919 - 1_000_000);

const paced = (values: readonly number[], gap = 1_000, first = 2_000): Move[] =>
  values.map((value, index) => ({ value, at: first + index * gap }));
const slow = (moves: Move[]) => ({ elapsedMs: (moves.at(-1)?.at ?? 0) + 500 });

/** The winning player's takes on `deal`, to the end. */
function winningValues(deal: MatchsticksDeal): number[] {
  const player = winningPlayers.matchsticks();
  const values: number[] = [];
  for (let value = player.next(deal); value !== null; value = player.next(deal)) values.push(value);
  return values;
}

/** Takes one stick from the first row with sticks each turn until the game is over: a careless player. */
function carelessValues(deal: MatchsticksDeal): number[] {
  const values: number[] = [];
  for (let play = playMatchsticks(deal, values)!; play.winner === null; play = playMatchsticks(deal, values)!) {
    values.push(encodeTake({ row: play.rows.findIndex((sticks) => sticks > 0) + 1, count: 1 }));
  }
  return values;
}

describe('Matchsticks', () => {
  const deal = dealMatchsticks(42);

  it('deals the same rows for the same seed, and others for other seeds', () => {
    expect(dealMatchsticks(42)).toEqual(deal);
    expect(dealGame('matchsticks', 42)).toEqual(deal);
    const deals = new Set(SEEDS.map((seed) => dealMatchsticks(seed).rows.join(',')));
    expect(deals.size).toBeGreaterThan(SEEDS.length * 0.9);
  });

  it.each(SEEDS.slice(0, 100))('seed %i deals 3 to 5 rows of 1 to 7 sticks, at least 10, that the first player can win', (seed) => {
    const { rows } = dealMatchsticks(seed);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(rows.every((sticks) => sticks >= 1 && sticks <= 7)).toBe(true);
    expect(sticksLeft(rows)).toBeGreaterThanOrEqual(10);
    expect(nimSum(rows)).not.toBe(0);
  });

  it('encodes a take as row × 100 + count, and decodes only whole positive numbers', () => {
    expect(encodeTake({ row: 3, count: 2 })).toBe(302);
    expect(decodeTake(302)).toEqual({ row: 3, count: 2 });
    expect([decodeTake(0), decodeTake(-101), decodeTake(101.5), decodeTake(Number.MAX_SAFE_INTEGER + 2)]).toEqual([null, null, null, null]);
  });

  it('takes sticks only from a row that has them, at least one', () => {
    const rows = [3, 0, 5];
    expect(takeSticks(rows, { row: 3, count: 5 })).toEqual([3, 0, 0]);
    expect(takeSticks(rows, { row: 1, count: 1 })).toEqual([2, 0, 5]);
    for (const take of [
      { row: 2, count: 1 },
      { row: 1, count: 4 },
      { row: 1, count: 0 },
      { row: 0, count: 1 },
      { row: 4, count: 1 },
      { row: 1, count: -1 },
      { row: 1.5, count: 1 },
    ]) {
      expect(takeSticks(rows, take)).toBeNull();
    }
  });

  it('finds every take leaving a nim-sum of 0, and none when there is none', () => {
    expect(winningTakes([3, 4, 5])).toEqual([{ row: 1, count: 2 }]);
    expect(winningTakes([1, 2, 3])).toEqual([]);
    for (const take of winningTakes([7, 5, 6, 1])) expect(nimSum(takeSticks([7, 5, 6, 1], take)!)).toBe(0);
  });

  it('has the computer win whenever it can, stall otherwise, the same way each time', () => {
    expect(computerTake([0, 0, 4], 3)).toEqual({ row: 3, count: 4 });
    expect(nimSum(takeSticks([3, 4, 6], computerTake([3, 4, 6], 1))!)).toBe(0);
    const stall = computerTake([1, 2, 3], 2);
    expect(stall.count).toBeLessThanOrEqual(2);
    expect(takeSticks([1, 2, 3], stall)).not.toBeNull();
    expect(computerTake([1, 2, 3], 2)).toEqual(stall);
  });

  it.each(SEEDS.slice(0, 100))('the winning player wins seed %i, and the replay verifies it as a perfect run', (seed) => {
    const rowsDeal = dealMatchsticks(seed);
    const moves = paced(winningValues(rowsDeal));
    const result = replayGame(rowsDeal, moves, slow(moves));
    expect(result).toEqual({ outcome: 'verified', won: true, moveCount: moves.length, score: matchsticksScore(slow(moves).elapsedMs) });
    expect(result.outcome === 'verified' && gameRules.matchsticks.perfect!(rowsDeal, result)).toBe(true);
  });

  it('verifies a careless game, played to the computer taking the last stick, as lost: it scores nothing', () => {
    const moves = paced(carelessValues(deal));
    expect(playMatchsticks(deal, carelessValues(deal))!.winner).toBe('computer');
    expect(replayGame(deal, moves, slow(moves))).toEqual({ outcome: 'verified', won: false, moveCount: moves.length, score: 0 });
  });

  it('scores 1,000 less 5 a second on the server clock, never below 100', () => {
    expect([matchsticksScore(0), matchsticksScore(20_999), matchsticksScore(60_000), matchsticksScore(600_000)]).toEqual([
      1000, 900, 700, 100,
    ]);
  });

  it('refuses a game not played to its end, a move after it, and an impossible take', () => {
    const values = winningValues(deal);
    const unfinished = paced(values.slice(0, -1));
    expect(replayGame(deal, unfinished, slow(unfinished))).toEqual({ outcome: 'refused', refusal: 'unsolved' });
    expect(replayGame(deal, [], { elapsedMs: 10_000 })).toEqual({ outcome: 'refused', refusal: 'unsolved' });
    const afterTheEnd = paced([...values, 101]);
    expect(replayGame(deal, afterTheEnd, slow(afterTheEnd))).toEqual({ outcome: 'refused', refusal: 'impossible-move' });
    const lost = carelessValues(deal);
    const afterLosing = paced([...lost, 101]);
    expect(replayGame(deal, afterLosing, slow(afterLosing))).toEqual({ outcome: 'refused', refusal: 'impossible-move' });
    const tooMany = deal.rows[0]! + 1;
    for (const value of [100 + tooMany, 100, 0, -101, (deal.rows.length + 1) * 100 + 1, 101.5, 1e20]) {
      const moves = paced([value]);
      expect(replayGame(deal, moves, slow(moves))).toEqual({ outcome: 'refused', refusal: 'impossible-move' });
    }
  });

  it('refuses a right game played faster than a human, by its own times or by the server clock', () => {
    const values = winningValues(deal);
    const hurried = paced(values, 100, 200);
    expect(replayGame(deal, hurried, { elapsedMs: 60_000 })).toEqual({ outcome: 'refused', refusal: 'too-fast' });
    const moves = paced(values);
    expect(replayGame(deal, moves, { elapsedMs: 1_000 })).toEqual({ outcome: 'refused', refusal: 'too-fast' });
  });

  it('gives deals with as many rows and sticks the same difficulty', () => {
    const difficulty = gameRules.matchsticks.difficulty!;
    expect(difficulty({ kind: 'matchsticks', rows: [3, 4, 5] })).toBe(difficulty({ kind: 'matchsticks', rows: [6, 5, 1] }));
    expect(difficulty({ kind: 'matchsticks', rows: [3, 4, 5] })).not.toBe(difficulty({ kind: 'matchsticks', rows: [3, 4, 5, 1] }));
    expect(games.matchsticks.category).toBe('strategy');
  });
});
