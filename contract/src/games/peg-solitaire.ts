import { games } from './catalogue';
import { dealerFor } from './random';
import { pacedLikeAHuman, type Move, type ReplayClock, type ReplayResult, type VerifiedResult } from './replay';
import type { GameRules } from './rules';

/**
 * Peg Solitaire (ADR 063): a triangle of 15 holes in 5 rows, every hole but one holding a peg. A peg
 * jumps over a neighbour into the empty hole beyond it, and the jumped peg is taken off. One peg left
 * (after 13 jumps) wins. Holes are numbered row by row from the apex: row r holds r + 1 holes,
 * hole (r, c) is r(r + 1)/2 + c.
 */
export const PEG_ROWS = 5;
export const PEG_HOLES = (PEG_ROWS * (PEG_ROWS + 1)) / 2;
/** Every win takes exactly this many jumps: one peg off each time, from 14 to 1. */
export const PEG_JUMPS_TO_WIN = PEG_HOLES - 2;

/** Holes with a peg, by index. */
export type Pegs = readonly boolean[];

export interface PegSolitaireDeal {
  kind: 'peg-solitaire';
  /** The hole left empty at the start; a win whose last peg ends there is a perfect run. */
  empty: number;
}

export const holeOf = (row: number, column: number) => (row * (row + 1)) / 2 + column;
export const rowOf = (hole: number) => Math.floor((Math.sqrt(8 * hole + 1) - 1) / 2);
export const columnOf = (hole: number) => hole - holeOf(rowOf(hole), 0);
const onBoard = (row: number, column: number) => row >= 0 && row < PEG_ROWS && column >= 0 && column <= row;

/** The six directions along the triangle's lines, as (row, column) steps. */
const DIRECTIONS = [
  [0, -1],
  [0, 1],
  [-1, -1],
  [-1, 0],
  [1, 0],
  [1, 1],
] as const;

export interface Jump {
  from: number;
  over: number;
  to: number;
}

/** Every jump the board's shape allows, pegs aside: 36 of them. */
export const JUMPS: readonly Jump[] = Array.from({ length: PEG_HOLES }, (_, from) =>
  DIRECTIONS.flatMap(([dr, dc]) => {
    const [row, column] = [rowOf(from), columnOf(from)];
    if (!onBoard(row + 2 * dr, column + 2 * dc)) return [];
    return [{ from, over: holeOf(row + dr, column + dc), to: holeOf(row + 2 * dr, column + 2 * dc) }];
  }),
).flat();

/** A jump as one move's value: from × 100 + to. */
export const jumpValue = (from: number, to: number) => from * 100 + to;

export function startingPegs(deal: PegSolitaireDeal): Pegs {
  return Array.from({ length: PEG_HOLES }, (_, hole) => hole !== deal.empty);
}

export const pegCount = (pegs: Pegs) => pegs.filter(Boolean).length;

/** The jumps open now: a peg, a peg beside it, an empty hole beyond. */
export function legalJumps(pegs: Pegs): Jump[] {
  return JUMPS.filter(({ from, over, to }) => pegs[from] && pegs[over] && !pegs[to]);
}

/** The board after the move `value`; null when it is not a jump open now (or not a jump at all). */
export function applyJump(pegs: Pegs, value: number): Pegs | null {
  if (!Number.isSafeInteger(value) || value < 0) return null;
  const from = Math.floor(value / 100);
  const to = value % 100;
  const jump = legalJumps(pegs).find((candidate) => candidate.from === from && candidate.to === to);
  if (!jump) return null;
  const next = [...pegs];
  next[jump.from] = false;
  next[jump.over] = false;
  next[jump.to] = true;
  return next;
}

/** Over when one peg is left or no jump is open: the browser submits then, and only then. */
export const pegGameOver = (pegs: Pegs) => pegCount(pegs) === 1 || legalJumps(pegs).length === 0;

/** The triangle's six symmetries, each a map of hole to hole: (row − column, column, 4 − row) permuted. */
const SYMMETRIES: readonly (readonly number[])[] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
].map((order) =>
  Array.from({ length: PEG_HOLES }, (_, hole) => {
    const [row, column] = [rowOf(hole), columnOf(hole)];
    const corners = [row - column, column, PEG_ROWS - 1 - row];
    const [, b, d] = order.map((index) => corners[index]!);
    return holeOf(PEG_ROWS - 1 - d!, b!);
  }),
);

/**
 * Any empty hole can be played down to one peg on this board, so the deal draws any of the 15.
 * Holes mirror each other in four groups (corners, their neighbours on an edge, edge middles,
 * the inner three); a deal's difficulty is its group, named by its smallest hole.
 */
export function dealPegSolitaire(seed: number): PegSolitaireDeal {
  return { kind: 'peg-solitaire', empty: dealerFor(seed).between(0, PEG_HOLES - 1) };
}

/** The day's deal turned or mirrored by `seed`: the same puzzle seen from another side, each player their own. */
export function dealPegSolitaireLike(model: PegSolitaireDeal, seed: number): PegSolitaireDeal {
  const symmetry = SYMMETRIES[dealerFor(seed).between(0, SYMMETRIES.length - 1)]!;
  return { kind: 'peg-solitaire', empty: symmetry[model.empty]! };
}

export const pegDifficulty = (deal: PegSolitaireDeal) => Math.min(...SYMMETRIES.map((symmetry) => symmetry[deal.empty]!));

/**
 * Added to a win whose last peg stands in the hole that was empty at the start: more than time can
 * earn, so such a win always ranks above any other and is told apart by its score alone.
 */
export const PEG_HOME_BONUS = 1000;

/**
 * A win: 1,000 less 1 per second on the server's clock, never below 100, and 1,000 more when the last
 * peg ends where the game began. A loss: 5 per jump made, below any win.
 */
export function pegSolitaireScore(won: boolean, jumps: number, elapsedMs: number, endedHome: boolean): number {
  if (!won) return 5 * jumps;
  return Math.max(100, 1000 - Math.floor(elapsedMs / 1000)) + (endedHome ? PEG_HOME_BONUS : 0);
}

/**
 * Plays the jumps on the dealt board. Every one must be open when played; the game must be over at
 * the end (one peg left: a win; pegs left with no jump open: a loss); and the pace must be a human's.
 * Moves after the end are jumps no board allows: impossible.
 */
export function replayPegSolitaire(deal: PegSolitaireDeal, moves: readonly Move[], clock: ReplayClock): ReplayResult {
  let pegs = startingPegs(deal);
  for (const move of moves) {
    const next = applyJump(pegs, move.value);
    if (!next) return { outcome: 'refused', refusal: 'impossible-move' };
    pegs = next;
  }
  if (!pegGameOver(pegs)) return { outcome: 'refused', refusal: 'unsolved' };
  if (!pacedLikeAHuman(moves, games['peg-solitaire'], clock)) return { outcome: 'refused', refusal: 'too-fast' };
  const won = pegCount(pegs) === 1;
  const score = pegSolitaireScore(won, moves.length, clock.elapsedMs, won && pegs[deal.empty] === true);
  return { outcome: 'verified', won, score, moveCount: moves.length };
}

/** A win no play beats: its last peg in the hole empty at the start, the only way past 1,000 points. */
export const isPerfectPegSolitaire = (result: VerifiedResult) => result.won && result.score > 1000;

export const pegSolitaireRules: GameRules<PegSolitaireDeal> = {
  deal: dealPegSolitaire,
  dealLike: dealPegSolitaireLike,
  difficulty: pegDifficulty,
  replay: replayPegSolitaire,
  perfect: (_deal, result) => isPerfectPegSolitaire(result),
};
