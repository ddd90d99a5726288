import { games } from './catalogue';
import { dealerFor } from './random';
import { pacedLikeAHuman, type Move, type ReplayClock, type ReplayResult } from './replay';
import type { GameRules } from './rules';

/**
 * Matchsticks (Nim, ADR 064): rows of sticks; the player and the computer take turns taking any
 * number from one row, the player first; whoever takes the last stick wins. Everything is on the
 * table and the computer's replies follow from the deal and the moves, so the browser plays by
 * these rules and the server replays them.
 */
export const MATCHSTICKS_ROWS = { min: 3, max: 5 } as const;
export const MATCHSTICKS_PER_ROW = { min: 1, max: 7 } as const;
/** A move's value: its row (1 is the top) times this, plus how many sticks it takes (`row * 100 + count`). */
export const MATCHSTICKS_ROW_FACTOR = 100;
/** Fewer sticks than this would be over in a move or two: dealt again. */
const MIN_STICKS = 10;

/** Sticks left in each row, top row first. */
export type Rows = readonly number[];

export interface MatchsticksDeal {
  kind: 'matchsticks';
  rows: Rows;
}

export interface Take {
  /** 1 is the top row. */
  row: number;
  count: number;
}

/** The rows' nim-sum: the player to move can force a win exactly when it is not 0. */
export function nimSum(rows: Rows): number {
  return rows.reduce((sum, sticks) => sum ^ sticks, 0);
}

export const sticksLeft = (rows: Rows) => rows.reduce((sum, sticks) => sum + sticks, 0);

export function encodeTake({ row, count }: Take): number {
  return row * MATCHSTICKS_ROW_FACTOR + count;
}

/** The take a move's value stands for; null when it is not one (any row or count, checked by `takeSticks`). */
export function decodeTake(value: number): Take | null {
  if (!Number.isSafeInteger(value) || value <= 0) return null;
  return { row: Math.floor(value / MATCHSTICKS_ROW_FACTOR), count: value % MATCHSTICKS_ROW_FACTOR };
}

/** The rows after `take`; null unless the row exists and holds at least `count` ≥ 1 sticks. */
export function takeSticks(rows: Rows, { row, count }: Take): Rows | null {
  if (!Number.isInteger(row) || !Number.isInteger(count) || row < 1 || row > rows.length) return null;
  if (count < 1 || count > rows[row - 1]!) return null;
  return rows.map((sticks, index) => (index === row - 1 ? sticks - count : sticks));
}

/** Every take that leaves a nim-sum of 0 (the opponent then loses against perfect play), top row first. */
export function winningTakes(rows: Rows): Take[] {
  const sum = nimSum(rows);
  if (sum === 0) return [];
  return rows.flatMap((sticks, index) => ((sticks ^ sum) < sticks ? [{ row: index + 1, count: sticks - (sticks ^ sum) }] : []));
}

/** 3 to 5 rows of 1 to 7 sticks, at least 10 in all, from which the player, moving first, can force a win. */
export function dealMatchsticks(seed: number): MatchsticksDeal {
  const dealer = dealerFor(seed);
  for (;;) {
    const count = dealer.between(MATCHSTICKS_ROWS.min, MATCHSTICKS_ROWS.max);
    const rows = Array.from({ length: count }, () => dealer.between(MATCHSTICKS_PER_ROW.min, MATCHSTICKS_PER_ROW.max));
    if (nimSum(rows) !== 0 && sticksLeft(rows) >= MIN_STICKS) return { kind: 'matchsticks', rows };
  }
}

/** A number of the position, to seed the computer's choice: the same rows and turn always choose alike. */
function positionSeed(rows: Rows, turn: number): number {
  return rows.reduce((hash, sticks) => Math.imul(hash ^ sticks, 16_777_619), 2_166_136_261 ^ turn) | 0;
}

/**
 * The computer's reply after the player's `turn`-th move (from 1), on rows with sticks left: a
 * winning take whenever it has one, else a stalling take of 1 or 2 sticks from a row of its
 * choice. Its choices come from the position alone, never hidden randomness: the server replays them.
 */
export function computerTake(rows: Rows, turn: number): Take {
  const dealer = dealerFor(positionSeed(rows, turn));
  const winning = winningTakes(rows);
  if (winning.length > 0) return winning[dealer.between(0, winning.length - 1)]!;
  const filled = rows.flatMap((sticks, index) => (sticks > 0 ? [index + 1] : []));
  const row = filled[dealer.between(0, filled.length - 1)]!;
  return { row, count: dealer.between(1, Math.min(2, rows[row - 1]!)) };
}

export interface MatchsticksPlay {
  rows: Rows;
  /** The computer's replies, one after each player's move that left sticks. */
  replies: Take[];
  /** Who took the last stick; null while sticks are left. */
  winner: 'player' | 'computer' | null;
}

/** The game after the player's moves, each followed by the computer's reply; null if a move is impossible (or after the end). */
export function playMatchsticks(deal: MatchsticksDeal, values: readonly number[]): MatchsticksPlay | null {
  const play: MatchsticksPlay = { rows: deal.rows, replies: [], winner: null };
  for (const [index, value] of values.entries()) {
    const take = decodeTake(value);
    const afterPlayer = play.winner === null && take ? takeSticks(play.rows, take) : null;
    if (!afterPlayer) return null;
    play.rows = afterPlayer;
    if (sticksLeft(afterPlayer) === 0) {
      play.winner = 'player';
      continue;
    }
    const reply = computerTake(afterPlayer, index + 1);
    play.replies.push(reply);
    play.rows = takeSticks(afterPlayer, reply)!;
    if (sticksLeft(play.rows) === 0) play.winner = 'computer';
  }
  return play;
}

/** 1,000 less 5 per second on the server's clock, never below 100; a lost game scores 0. */
export function matchsticksScore(elapsedMs: number): number {
  return Math.max(100, 1000 - 5 * Math.floor(elapsedMs / 1000));
}

/**
 * Replays the player's moves and the computer's replies: every move must be possible, the game
 * must be over with the last one (either side having taken the last stick) and played at a human's
 * pace. A win needs perfect play from the first move, so every win is a perfect run.
 */
export function replayMatchsticks(deal: MatchsticksDeal, moves: readonly Move[], clock: ReplayClock): ReplayResult {
  const play = playMatchsticks(
    deal,
    moves.map((move) => move.value),
  );
  if (!play) return { outcome: 'refused', refusal: 'impossible-move' };
  if (play.winner === null) return { outcome: 'refused', refusal: 'unsolved' };
  if (!pacedLikeAHuman(moves, games.matchsticks, clock)) return { outcome: 'refused', refusal: 'too-fast' };
  const won = play.winner === 'player';
  return { outcome: 'verified', won, score: won ? matchsticksScore(clock.elapsedMs) : 0, moveCount: moves.length };
}

export const matchsticksRules: GameRules<MatchsticksDeal> = {
  deal: dealMatchsticks,
  // Each player's daily rows are their own, with as many rows and sticks as the day's.
  difficulty: (deal) => deal.rows.length * 100 + sticksLeft(deal.rows),
  replay: replayMatchsticks,
  perfect: (_deal, result) => result.won,
};
