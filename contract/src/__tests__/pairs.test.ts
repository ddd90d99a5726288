/**
 * Pairs (ADR 065): the deal is the same for the same seed, the browser is shown only the faces it
 * has turned, and the replay takes exactly the games a player could have played.
 */
import {
  dealGame,
  dealPairs,
  games,
  pairsFinished,
  pairsScore,
  PAIRS_FLIP_LIMIT,
  rankOf,
  replayGame,
  revealPairs,
  suitOf,
  viewOf,
  type Move,
  type PairsDeal,
  type PairsView,
} from '../games';
import { winningPlayers } from '../testing/winning-players';

const SEEDS = Array.from({ length: 500 }, (_, index) => index * 7919 - 1_000_000);
const { minFirstMoveMs } = games.pairs;

/** Flips spaced 600 ms apart, the first after the least first move. */
const paced = (values: readonly number[]): Move[] => values.map((value, index) => ({ value, at: minFirstMoveMs + index * 600 }));
const slow = (moves: readonly Move[]) => ({ elapsedMs: (moves.at(-1)?.at ?? 0) + 500 });

/** The winning player's flips on `deal`, each chosen from what the view showed it. */
function winningFlips(deal: PairsDeal): number[] {
  const player = winningPlayers.pairs();
  const values: number[] = [];
  while (!pairsFinished(deal, paced(values))) {
    const value = player.next(revealPairs(deal, paced(values)));
    if (value === null) break;
    values.push(value);
  }
  return values;
}

/** The positions of each card, pair by pair. */
function pairsOf(deal: PairsDeal): [number, number][] {
  const byCard = new Map<number, number[]>();
  deal.cards.forEach((card, position) => byCard.set(card, [...(byCard.get(card) ?? []), position]));
  return [...byCard.values()] as [number, number][];
}

describe('Pairs', () => {
  const deal = dealPairs(42);
  const perfect = pairsOf(deal).flat();

  it('deals the same grid for the same seed, eight different cards twice each, and another grid for another seed', () => {
    expect(dealPairs(42)).toEqual(deal);
    expect(dealGame('pairs', 42)).toEqual(deal);
    for (const seed of SEEDS.slice(0, 100)) {
      const { cards } = dealPairs(seed);
      expect(cards).toHaveLength(16);
      expect(cards.every((card) => Number.isInteger(card) && card >= 0 && card < 52)).toBe(true);
      expect(pairsOf(dealPairs(seed)).every((pair) => pair.length === 2)).toBe(true);
      expect(new Set(cards).size).toBe(8);
    }
    expect(new Set(SEEDS.map((seed) => dealPairs(seed).cards.join())).size).toBe(SEEDS.length);
  });

  it('names each card by its rank and suit', () => {
    expect([rankOf(0), suitOf(0)]).toEqual([0, 'spades']);
    expect([rankOf(25), suitOf(25)]).toEqual([12, 'hearts']);
    expect([rankOf(51), suitOf(51)]).toEqual([12, 'clubs']);
  });

  it('shows the browser no face at the deal, then only the faces turned: matched ones stay, a mismatched two until the next flip', () => {
    const dealt = viewOf(deal, []) as PairsView;
    expect(dealt).toEqual({ kind: 'pairs', cards: Array(16).fill(null), matched: [], turned: [], flips: 0 });
    expect(JSON.stringify(dealt)).not.toMatch(/\d{2}|[1-9]/);
    const [a, b] = pairsOf(deal)[0]!;
    const [c] = pairsOf(deal)[1]!;
    const faces = (view: PairsView) => view.cards.flatMap((card, position) => (card === null ? [] : [position]));
    expect(faces(revealPairs(deal, paced([c])))).toEqual([c]);
    // A mismatched two: both shown until the next flip, then hidden again.
    const missed = revealPairs(deal, paced([c, a]));
    expect([faces(missed), missed.turned, missed.matched]).toEqual([[a, c].sort((x, y) => x - y), [c, a], []]);
    expect(missed.cards[a]).toBe(deal.cards[a]);
    expect(faces(revealPairs(deal, paced([c, a, b])))).toEqual([b]);
    // A pair found stays face up.
    const found = revealPairs(deal, paced([c, a, b, a, c]));
    expect(found.matched).toEqual([a, b].sort((x, y) => x - y));
    expect(faces(found)).toEqual([a, b, c].sort((x, y) => x - y));
    expect(found.flips).toBe(5);
  });

  it('verifies all pairs found at a human pace, scoring fewer flips and less time higher', () => {
    const moves = paced(perfect);
    expect(replayGame(deal, moves, slow(moves))).toEqual({
      outcome: 'verified',
      won: true,
      moveCount: 16,
      score: 1000 - Math.floor(slow(moves).elapsedMs / 1000),
    });
    expect(pairsScore(30, 60_000)).toBeLessThan(pairsScore(20, 60_000));
    expect(pairsScore(20, 90_000)).toBeLessThan(pairsScore(20, 60_000));
    expect(pairsScore(PAIRS_FLIP_LIMIT, 180_000)).toBe(1000 - 20 * 24 - 180);
    expect(pairsScore(16, 1_000_000)).toBe(100);
  });

  it('is over when every pair is found or the 40 flips are used; the flips used up first are a verified loss', () => {
    expect(pairsFinished(deal, paced(perfect))).toBe(true);
    expect(pairsFinished(deal, paced(perfect.slice(0, -1)))).toBe(false);
    const [a] = pairsOf(deal)[0]!;
    const [c] = pairsOf(deal)[1]!;
    const misses = paced(Array.from({ length: PAIRS_FLIP_LIMIT }, (_, index) => (index % 2 === 0 ? a : c)));
    expect(pairsFinished(deal, misses)).toBe(true);
    expect(pairsFinished(deal, misses.slice(0, -1))).toBe(false);
    expect(replayGame(deal, misses, slow(misses))).toEqual({ outcome: 'verified', won: false, score: 0, moveCount: PAIRS_FLIP_LIMIT });
  });

  it('refuses a game stopped before its end, an illegal flip, flips past the limit or the time, and flips faster than a human', () => {
    const unfinished = paced(perfect.slice(0, 10));
    expect(replayGame(deal, unfinished, slow(unfinished))).toEqual({ outcome: 'refused', refusal: 'unsolved' });
    expect(replayGame(deal, [], { elapsedMs: 60_000 })).toEqual({ outcome: 'refused', refusal: 'unsolved' });
    const [a, b] = pairsOf(deal)[0]!;
    const illegal = (values: number[]) => replayGame(deal, paced(values), slow(paced(values)));
    const refusedAsImpossible = { outcome: 'refused', refusal: 'impossible-move' };
    // The same card twice in one turn, a matched card, off the grid, not a whole number.
    expect(illegal([a, a, ...perfect])).toEqual(refusedAsImpossible);
    expect(illegal([a, b, a, ...perfect])).toEqual(refusedAsImpossible);
    expect(illegal([16, ...perfect])).toEqual(refusedAsImpossible);
    expect(illegal([-1, ...perfect])).toEqual(refusedAsImpossible);
    expect(illegal([0.5, ...perfect])).toEqual(refusedAsImpossible);
    // A flip past the limit, or after the three minutes.
    const [c] = pairsOf(deal)[1]!;
    const tooMany = [...Array.from({ length: PAIRS_FLIP_LIMIT }, (_, index) => (index % 2 === 0 ? a : c)), ...perfect];
    expect(illegal(tooMany)).toEqual(refusedAsImpossible);
    const late = perfect.map((value, index) => ({ value, at: 170_000 + index * 1_000 }));
    expect(replayGame(deal, late, { elapsedMs: 190_000 })).toEqual(refusedAsImpossible);
    // Faster than a human: flips 100 ms apart, or right ones sent sooner than they could be played.
    const hurried = perfect.map((value, index) => ({ value, at: minFirstMoveMs + index * 100 }));
    expect(replayGame(deal, hurried, { elapsedMs: 60_000 })).toEqual({ outcome: 'refused', refusal: 'too-fast' });
    expect(replayGame(deal, paced(perfect), { elapsedMs: 3_000 })).toEqual({ outcome: 'refused', refusal: 'too-fast' });
  });

  it.each(SEEDS)('the winning player, remembering what it was shown, wins seed %i within the flips', (seed) => {
    const dealt = dealPairs(seed);
    const flips = winningFlips(dealt);
    expect(flips.length).toBeLessThanOrEqual(30);
    expect(pairsFinished(dealt, paced(flips))).toBe(true);
    expect(replayGame(dealt, paced(flips), slow(paced(flips)))).toMatchObject({ outcome: 'verified', won: true });
  });
});
