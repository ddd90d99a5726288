/** Peg Solitaire's rules (ADR 063): the deal, the jumps, the replay's verdicts and the player the tests win with. */
import {
  applyJump,
  dealGame,
  dealPegSolitaire,
  dealPegSolitaireLike,
  games,
  JUMPS,
  jumpValue,
  legalJumps,
  PEG_HOLES,
  pegCount,
  pegDifficulty,
  pegGameOver,
  replayGame,
  startingPegs,
  type Move,
  type PegSolitaireDeal,
} from '../games';
import { solvePegSolitaire } from '../testing/solve-peg-solitaire';
import { winningPlayers } from '../testing/winning-players';

const SEEDS = Array.from({ length: 200 }, (_, index) => index * 7919 - 1_000_000);
const paced = (values: readonly number[], gap = 500, first = 2_000): Move[] =>
  values.map((value, index) => ({ value, at: first + index * gap }));
const slow = (moves: Move[]) => ({ elapsedMs: (moves.at(-1)?.at ?? 0) + 500 });
const deal = (empty: number): PegSolitaireDeal => ({ kind: 'peg-solitaire', empty });

/** Plays jumps chosen by `pick` until the game is over: a finished game, won or lost. */
function playOut(start: PegSolitaireDeal, pick: (open: ReturnType<typeof legalJumps>) => number): number[] {
  let pegs = startingPegs(start);
  const values: number[] = [];
  while (!pegGameOver(pegs)) {
    const open = legalJumps(pegs);
    const { from, to } = open[pick(open)]!;
    values.push(jumpValue(from, to));
    pegs = applyJump(pegs, values.at(-1)!)!;
  }
  return values;
}

describe('Peg Solitaire', () => {
  it('has 36 jumps on the 15 holes, each along a line over a neighbour', () => {
    expect(JUMPS).toHaveLength(36);
    expect(JUMPS.filter((jump) => jump.from === 0).map((jump) => jump.to)).toEqual([3, 5]);
    expect(JUMPS.filter((jump) => jump.from === 12).map((jump) => jump.to)).toEqual([10, 14, 3, 5]);
  });

  it('deals the same empty hole for the same seed, and every hole over many seeds', () => {
    expect(dealPegSolitaire(42)).toEqual(dealPegSolitaire(42));
    expect(new Set(SEEDS.map((seed) => dealPegSolitaire(seed).empty)).size).toBe(PEG_HOLES);
    expect(pegCount(startingPegs(dealPegSolitaire(42)))).toBe(14);
  });

  it.each(Array.from({ length: PEG_HOLES }, (_, hole) => hole))('can be won with hole %i empty at the start', (empty) => {
    const solution = solvePegSolitaire(startingPegs(deal(empty)))!;
    expect(solution).toHaveLength(13);
  });

  it("deals the day's puzzle turned or mirrored: the same group of holes, as hard, and not always the same hole", () => {
    const model = deal(1);
    const likes = SEEDS.slice(0, 50).map((seed) => dealPegSolitaireLike(model, seed));
    expect(new Set(likes.map((like) => like.empty))).toEqual(new Set([1, 2, 6, 9, 11, 13]));
    expect(likes.every((like) => pegDifficulty(like) === pegDifficulty(model))).toBe(true);
    expect(dealGame('peg-solitaire', 9, 5)).toEqual(dealPegSolitaireLike(dealPegSolitaire(5), 9));
    expect([0, 1, 3, 4].map((hole) => pegDifficulty(deal(hole)))).toEqual([0, 1, 3, 4]);
    expect([10, 14, 12, 5, 7, 8].map((hole) => pegDifficulty(deal(hole)))).toEqual([0, 0, 3, 3, 4, 4]);
  });

  it('jumps only a peg over a neighbouring peg into an empty hole two steps away', () => {
    const pegs = startingPegs(deal(0));
    expect(applyJump(pegs, jumpValue(3, 0))).toEqual(pegs.map((_, hole) => hole !== 3 && hole !== 1));
    expect(applyJump(pegs, jumpValue(5, 0))).not.toBeNull();
    // No peg to jump with, a landing hole taken, not in a line, out of range, not a whole number.
    for (const value of [jumpValue(0, 3), jumpValue(6, 1), jumpValue(4, 0), jumpValue(1, 0), 1500, 15, -300, 300.5, Number.NaN]) {
      expect(applyJump(pegs, value)).toBeNull();
    }
  });

  it('verifies a win with the last peg home at 1,000 more than any other win, the score falling with time', () => {
    const home = solvePegSolitaire(startingPegs(deal(0)), 0)!;
    const moves = paced(home);
    expect(replayGame(deal(0), moves, slow(moves))).toEqual({ outcome: 'verified', won: true, moveCount: 13, score: 2000 - 8 });
    const anyWin = solvePegSolitaire(startingPegs(deal(4)))!;
    expect(replayGame(deal(4), paced(anyWin, 2_000), { elapsedMs: 30_000 })).toEqual({
      outcome: 'verified',
      won: true,
      moveCount: 13,
      score: 970,
    });
    expect(replayGame(deal(4), paced(anyWin, 2_000), { elapsedMs: 3_600_000 })).toMatchObject({ score: 100 });
    expect(games['peg-solitaire'].category).toBe('board');
  });

  it('verifies a game with no jump left and pegs on the board as a loss scoring 5 a jump, below any win', () => {
    const lost = playOut(deal(0), () => 0);
    expect(lost.length).toBeLessThan(13);
    const moves = paced(lost);
    expect(replayGame(deal(0), moves, slow(moves))).toEqual({
      outcome: 'verified',
      won: false,
      moveCount: lost.length,
      score: 5 * lost.length,
    });
  });

  it('refuses an unfinished game, a jump not open, moves after the end, and a pace no human keeps', () => {
    const solution = solvePegSolitaire(startingPegs(deal(3)))!;
    const unfinished = paced(solution.slice(0, 5));
    expect(replayGame(deal(3), unfinished, slow(unfinished))).toEqual({ outcome: 'refused', refusal: 'unsolved' });
    expect(replayGame(deal(3), [], { elapsedMs: 60_000 })).toEqual({ outcome: 'refused', refusal: 'unsolved' });
    const illegal = paced([jumpValue(0, 3), ...solution]);
    expect(replayGame(deal(3), illegal, slow(illegal))).toEqual({ outcome: 'refused', refusal: 'impossible-move' });
    const afterTheEnd = paced([...solution, solution[0]!]);
    expect(replayGame(deal(3), afterTheEnd, slow(afterTheEnd))).toEqual({ outcome: 'refused', refusal: 'impossible-move' });
    const forged = paced([...solution.slice(0, 12), 1414]);
    expect(replayGame(deal(3), forged, slow(forged))).toEqual({ outcome: 'refused', refusal: 'impossible-move' });
    expect(replayGame(deal(3), paced(solution, 100), { elapsedMs: 60_000 })).toEqual({ outcome: 'refused', refusal: 'too-fast' });
    expect(replayGame(deal(3), paced(solution), { elapsedMs: 3_000 })).toEqual({ outcome: 'refused', refusal: 'too-fast' });
  });

  it.each(SEEDS.slice(0, 60))("the tests' winning player wins the deal of seed %i, ending home when the hole allows", (seed) => {
    const dealt = dealPegSolitaire(seed);
    const player = winningPlayers['peg-solitaire']();
    const values: number[] = [];
    for (let value = player.next(dealt); value !== null; value = player.next(dealt)) values.push(value);
    const result = replayGame(dealt, paced(values), slow(paced(values)));
    expect(result).toMatchObject({ outcome: 'verified', won: true, moveCount: 13 });
    const interior = [4, 7, 8].includes(dealt.empty);
    expect(result.outcome === 'verified' && result.score > 1000).toBe(!interior);
  });
});
