/** Helpers of the games suites (ADR 032): the Sliding Tiles solver, paced moves, the games API and what a player was paid. */
import type { FastifyInstance } from 'fastify';
import { gameEndpoints, type AnsweredMove, type DealtAttempt } from 'contract/game-endpoints';
import {
  answerOf,
  GAME_IDS,
  games,
  isPaced,
  GAP,
  QUICK_SUMS_COUNT,
  movableTiles,
  type GameId,
  type GameMode,
  type Move,
  type QuickSumsDeal,
  type SlidingTilesDeal,
  type Tiles,
} from 'contract/games';
import { solveSlidingTiles as solveInFewestMoves } from 'contract/sliding-tiles-solver';
import { winningPlayers } from 'contract/winning-players';
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

/** A pace the server accepts, comfortably: a little slower than each game's least first move and average (contract/games). */
export const HUMAN_PACE = Object.fromEntries(
  GAME_IDS.map((gameId) => {
    const { minFirstMoveMs, minMoveMs, minAverageMoveMs } = games[gameId];
    return [gameId, { firstMs: minFirstMoveMs + 100, stepMs: Math.max(minMoveMs, minAverageMoveMs) + 50 }];
  }),
) as Record<GameId, Pace>;

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

/** A winning Sliding Tiles submission: the shortest solution at a human's pace. Quick Sums is played through answerQuickSums. */
export function winningMoves(attempt: DealtAttempt): Move[] {
  if (attempt.deal.kind !== 'sliding-tiles') throw new Error('Quick Sums is answered one sum at a time: use answerQuickSums.');
  return paced(solveSlidingTiles((attempt.deal as SlidingTilesDeal).tiles), HUMAN_PACE['sliding-tiles']);
}

export function answerSum(api: FastifyInstance, token: string, payload: object) {
  return api.inject({ method: 'POST', url: gameEndpoints.answerMove.path, headers: bearer(token), payload });
}

/** The sum a paced Quick Sums reply reveals next; null after the last. */
export function nextSumOf(reply: AnsweredMove) {
  return (reply.deal as QuickSumsDeal).sums[reply.answered] ?? null;
}

export interface QuickSumsPlay {
  /** Right answers first, the rest one off. */
  right?: number;
  /** How many sums to answer. */
  count?: number;
  pace?: Pace;
}

/**
 * Plays a dealt Quick Sums attempt through the API the way the browser does: each answer posted on
 * its own, the next sum read from the reply. Before each answer the deal is backdated by the pace,
 * so the server's clock sees a human's pace without the test waiting for it. Returns the answers
 * with the times the server recorded (to within the test's own run time).
 */
export async function answerQuickSums(
  api: FastifyInstance,
  db: Queryable,
  token: string,
  attempt: DealtAttempt,
  play: QuickSumsPlay = {},
): Promise<Move[]> {
  const { right = QUICK_SUMS_COUNT, count = QUICK_SUMS_COUNT, pace = HUMAN_PACE['quick-sums'] } = play;
  let sum = (attempt.deal as QuickSumsDeal).sums[attempt.answered] ?? null;
  const moves: Move[] = [];
  for (let index = attempt.answered; index < count; index += 1) {
    if (!sum) throw new Error(`No sum ${index} was revealed.`);
    await backdate(db, attempt.attemptId, index === 0 ? pace.firstMs : pace.stepMs);
    const value = answerOf(sum) + (index < right ? 0 : 1);
    const response = await answerSum(api, token, { attemptId: attempt.attemptId, index, value });
    if (response.statusCode !== 200) throw new Error(`Answer ${index} failed: ${response.statusCode} ${response.body}`);
    moves.push({ value, at: pace.firstMs + index * pace.stepMs });
    sum = nextSumOf(response.json().content as AnsweredMove);
  }
  return moves;
}

/**
 * A dealt game played to a win at a human's pace by its winning player (contract/winning-players),
 * ready to submit: a paced game's moves posted one by one as the browser does, each after the deal
 * is backdated by the pace; any other game's moves timed at the pace, the deal backdated to fit them.
 */
export async function readyWin(api: FastifyInstance, db: Queryable, token: string, gameId: GameId, mode: GameMode = 'practice') {
  const attempt = await dealt(api, token, gameId, mode);
  const player = winningPlayers[gameId]();
  const pace = HUMAN_PACE[gameId];
  if (!isPaced(gameId)) {
    const values: number[] = [];
    for (let value = player.next(attempt.deal); value !== null; value = player.next(attempt.deal)) values.push(value);
    const moves = paced(values, pace);
    await backdate(db, attempt.attemptId, playingTimeOf(moves));
    return { attempt, attemptId: attempt.attemptId, moves };
  }
  const moves: Move[] = [];
  let view = attempt.deal;
  for (let index = attempt.answered; ; index += 1) {
    const value = player.next(view);
    if (value === null) break;
    await backdate(db, attempt.attemptId, index === 0 ? pace.firstMs : pace.stepMs);
    const response = await answerSum(api, token, { attemptId: attempt.attemptId, index, value });
    if (response.statusCode !== 200) throw new Error(`Move ${index} failed: ${response.statusCode} ${response.body}`);
    moves.push({ value, at: pace.firstMs + index * pace.stepMs });
    const reply = response.json().content as AnsweredMove;
    if (reply.finished) break;
    view = reply.deal;
  }
  return { attempt, attemptId: attempt.attemptId, moves };
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
