/** Helpers of the games suites (issue 21): the Sliding Tiles solver, paced moves, the games API and what a player was paid. */
import type { FastifyInstance } from 'fastify';
import { gameEndpoints, type DealtAttempt } from 'shared/game-endpoints';
import {
  answerOf,
  GAP,
  movableTiles,
  type GameId,
  type GameMode,
  type Move,
  type QuickSumsDeal,
  type SlidingTilesDeal,
  type Tiles,
} from 'shared/games';
import { solveSlidingTiles as solveInFewestMoves } from 'shared/sliding-tiles-solver';
import type { Queryable } from '../../src/db/database';
import { bearer } from './test-apps';

/** The tiles to slide, in order, that solve the board in the fewest moves; a board that cannot be solved is a test's mistake. */
export function solveSlidingTiles(start: Tiles): number[] {
  const solution = solveInFewestMoves(start);
  if (!solution) throw new Error(`The board ${start.join(',')} cannot be solved.`);
  return solution;
}

export interface Pace {
  /** The first move's time after the deal. */
  firstMs: number;
  /** The time between two moves. */
  stepMs: number;
}

/** A pace the server accepts, comfortably: a little slower than each game's least first move and average (shared/games). */
export const HUMAN_PACE: Record<GameId, Pace> = {
  'sliding-tiles': { firstMs: 1_600, stepMs: 300 },
  'quick-sums': { firstMs: 1_100, stepMs: 700 },
};

/** The values as moves at `pace`. */
export function paced(values: readonly number[], { firstMs, stepMs }: Pace): Move[] {
  return values.map((value, index) => ({ value, at: firstMs + index * stepMs }));
}

/** Quick Sums answers: the first `right` ones right, the rest one off. */
export function quickSumsAnswers(deal: QuickSumsDeal, right = deal.sums.length): number[] {
  return deal.sums.map((sum, index) => answerOf(sum) + (index < right ? 0 : 1));
}

/** A slide that is not beside the gap: an illegal first move on this board. */
export function illegalTile(tiles: Tiles): number {
  return tiles.find((tile) => tile !== GAP && !movableTiles(tiles).includes(tile))!;
}

export function startGame(api: FastifyInstance, token: string, gameId: GameId, mode: GameMode = 'practice') {
  return api.inject({ method: 'POST', url: gameEndpoints.startAttempt.path, headers: bearer(token), payload: { gameId, mode } });
}

/** Deals a game and returns it (fails the test unless dealt). */
export async function dealt(api: FastifyInstance, token: string, gameId: GameId, mode: GameMode = 'practice'): Promise<DealtAttempt> {
  const response = await startGame(api, token, gameId, mode);
  if (response.statusCode !== 200) throw new Error(`Dealing ${gameId} failed: ${response.statusCode} ${response.body}`);
  return response.json().content as DealtAttempt;
}

export function submitGame(api: FastifyInstance, token: string, payload: object) {
  return api.inject({ method: 'POST', url: gameEndpoints.submitAttempt.path, headers: bearer(token), payload });
}

/**
 * Moves the attempt's deal `ms` into the past, as if the player had been playing that long: paced
 * moves are then possible by the server's clock without the test waiting for them.
 */
export async function backdate(db: Queryable, attemptId: string, ms: number): Promise<void> {
  await db.query(
    `UPDATE game_attempts SET dealt_at = dealt_at - make_interval(secs => $2), expires_at = expires_at - make_interval(secs => $2),
            submitted_at = submitted_at - make_interval(secs => $2)
      WHERE id = $1`,
    [attemptId, ms / 1000],
  );
}

/** A winning submission for the dealt game: the shortest solution or all sums right, at a human's pace. */
export function winningMoves(attempt: DealtAttempt): Move[] {
  return attempt.deal.kind === 'sliding-tiles'
    ? paced(solveSlidingTiles((attempt.deal as SlidingTilesDeal).tiles), HUMAN_PACE['sliding-tiles'])
    : paced(quickSumsAnswers(attempt.deal), HUMAN_PACE['quick-sums']);
}

/** How long to backdate a deal so that `moves` fit the server's clock. */
export const playingTimeOf = (moves: readonly Move[]) => (moves.at(-1)?.at ?? 0) + 2_000;

export interface Payments {
  coins: number;
  ledgerSum: number;
  ledgerRows: number;
  gameCredits: number;
  earned: number;
}

/** A player's balance, ledger and game credits: what every refusal must leave unchanged. */
export async function paymentsOf(db: Queryable, playerId: string): Promise<Payments> {
  const { rows } = await db.query<Payments>(
    `SELECT p.coins,
            (SELECT COALESCE(SUM(amount), 0) FROM coin_ledger WHERE player_id = p.id)::int AS "ledgerSum",
            (SELECT count(*) FROM coin_ledger WHERE player_id = p.id)::int AS "ledgerRows",
            (SELECT count(*) FROM coin_credits WHERE player_id = p.id AND source = 'games')::int AS "gameCredits",
            (SELECT COALESCE(SUM(coins_earned), 0) FROM game_attempts WHERE player_id = p.id)::int AS earned
       FROM players p WHERE p.id = $1`,
    [playerId],
  );
  return rows[0]!;
}

export async function attemptRow(db: Queryable, attemptId: string) {
  const { rows } = await db.query<{ status: string; refusal: string | null; coinsEarned: number; moves: Move[] | null }>(
    'SELECT status, refusal, coins_earned AS "coinsEarned", moves FROM game_attempts WHERE id = $1',
    [attemptId],
  );
  return rows[0];
}
