/**
 * Dealing skill games (ADR 032; one open game at a time and each player's own daily
 * board, ADR 041). The server deals each attempt from a seed it keeps; judging the moves
 * is judgement.ts, a paced game's moves one by one answers.ts.
 */
import { lockOpenAccount } from '../account-closure';
import type { DealtAttempt } from 'contract/game-endpoints';
import {
  challengeDateOf,
  dealGame,
  games,
  viewOf,
  SUBMISSION_GRACE_MS,
  type GameDeal,
  type GameId,
  type GameMode,
  type Move,
} from 'contract/games';
import type { Database, Queryable, Transaction } from '../../db/database';
import { PlayerNotFoundError } from '../coins';
import { refuseDealIfLimited } from '../play-limits/settings';
import { playerDailySeeds, practiceSeed } from './seeds';
import { recordSuspicion, REPEATED_DEALS_THRESHOLD } from './suspicions';

/**
 * The database's clock: deals and submissions of every replica are measured by this one clock,
 * so an attempt's duration never depends on which replica dealt it or took its moves.
 */
export async function databaseNow(db: Queryable): Promise<Date> {
  const { rows } = await db.query<{ now: Date }>('SELECT clock_timestamp() AS now');
  return rows[0]!.now;
}

/**
 * Coins a player's games paid in one Sri Lankan day, by the time of each submission: wins, and
 * refused results an operator credited on review (ADR 060), which count on the day they were played.
 */
export async function coinsEarnedOn(db: Queryable, playerId: string, challengeDate: string): Promise<number> {
  const { rows } = await db.query<{ earned: number }>(
    `SELECT COALESCE(SUM(a.coins_earned + COALESCE(o.coins_credited, 0)), 0)::int AS earned
       FROM game_attempts a LEFT JOIN game_objections o ON o.attempt_id = a.id AND o.coins_credited > 0
      WHERE a.player_id = $1 AND (a.coins_earned > 0 OR o.coins_credited > 0)
        AND a.submitted_at >= ($2::date::timestamp AT TIME ZONE 'Asia/Colombo')
        AND a.submitted_at < (($2::date + 1)::timestamp AT TIME ZONE 'Asia/Colombo')`,
    [playerId, challengeDate],
  );
  return rows[0]!.earned;
}

export interface NewAttempt {
  playerId: string;
  gameId: GameId;
  mode: GameMode;
}

/** Today's challenge asked for again once the player's one attempt at it is over (submitted or out of time). */
export class DailyChallengePlayedError extends Error {}

/** An attempt's row as dealing, answering and judging read it. */
export interface DealtRow {
  id: string;
  gameId: GameId;
  mode: GameMode;
  challengeDate: string;
  seed: number;
  shapeSeed: number | null;
  dealtAt: Date;
  expiresAt: Date;
  status: 'open' | 'verified' | 'refused' | 'expired' | 'abandoned';
  /** A paced game's moves as the server recorded them, each timed by its clock (ms since the deal). */
  answers: Move[];
  dealCount: number;
}

export const DEALT_COLUMNS = `id, game_id AS "gameId", mode, to_char(challenge_date, 'YYYY-MM-DD') AS "challengeDate", seed,
  shape_seed AS "shapeSeed", dealt_at AS "dealtAt", expires_at AS "expiresAt", status, answers, deal_count AS "dealCount"`;

/** The whole deal of an attempt, what is not yet revealed included: for the server only. */
export function dealOf(row: Pick<DealtRow, 'gameId' | 'seed' | 'shapeSeed'>): GameDeal {
  return dealGame(row.gameId, row.seed, row.shapeSeed);
}

/**
 * The attempt as the browser gets it: never the seed, a paced game only what its recorded moves
 * revealed, and the time left by the server's clock.
 */
function dealtAttempt(row: DealtRow, now: Date): DealtAttempt {
  const { timeLimitMs } = games[row.gameId];
  return {
    attemptId: row.id,
    gameId: row.gameId,
    mode: row.mode,
    challengeDate: row.challengeDate,
    deal: viewOf(dealOf(row), row.answers),
    answered: row.answers.length,
    dealtAt: row.dealtAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    timeLimitMs,
    remainingMs: Math.max(0, timeLimitMs - (now.getTime() - row.dealtAt.getTime())),
  };
}

/** Closes the player's open attempt that ran past its grace unsubmitted, so it no longer holds the one open place. */
async function expireStale(tx: Transaction, playerId: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE game_attempts SET status = 'expired', submitted_at = $2 WHERE player_id = $1 AND status = 'open' AND expires_at < $2`,
    [playerId, now],
  );
}

/**
 * Deals a game and records it, one open attempt per player at a time (game_attempts_one_open_idx,
 * ADR 041): a deal of the same game and mode while one is open deals that one again with the time
 * it has left (twelve deals at once get one attempt, not twelve); a deal of another game or mode
 * closes the open one as abandoned (it earns nothing) and deals the new one. Today's challenge is
 * one attempt per player and game (game_attempts_one_daily_idx): once over, DailyChallengePlayedError.
 * The player's row is locked first, so one player's deals are taken one after the other, and after
 * any change of their limits racing them (PlayRefusedError: a break, the daily limit, a reality check due).
 */
export async function startAttempt(db: Database, dailySeedKey: Buffer, attempt: NewAttempt): Promise<DealtAttempt> {
  return db.transaction(async (tx) => {
    // A closing account plays no new game (its coins are forfeited at the erasure; ADR 059).
    if (!(await lockOpenAccount(tx, attempt.playerId))) throw new PlayerNotFoundError();
    const now = await databaseNow(tx);
    await expireStale(tx, attempt.playerId, now);
    const { rows: openRows } = await tx.query<DealtRow>(
      `SELECT ${DEALT_COLUMNS} FROM game_attempts WHERE player_id = $1 AND status = 'open'`,
      [attempt.playerId],
    );
    const open = openRows[0];
    const resuming = open && open.gameId === attempt.gameId && open.mode === attempt.mode;
    if (resuming) {
      const again = await dealAgain(tx, attempt.playerId, open, now);
      if (again) return again;
    }
    // The current game may finish; a new one is for the player's own limits to allow (ADR 061).
    await refuseDealIfLimited(tx, attempt.playerId, now);
    if (open && !resuming) {
      await tx.query(`UPDATE game_attempts SET status = 'abandoned', submitted_at = $2 WHERE id = $1`, [open.id, now]);
    }
    return dealNew(tx, dailySeedKey, attempt, now);
  });
}

/**
 * The open attempt dealt again, counted: a player dealt one attempt REPEATED_DEALS_THRESHOLD times
 * is on the operators' suspicious play list. Null when its play time is over (within the grace
 * only a submission is still taken): a practice game is then abandoned for a new one, a daily over.
 */
async function dealAgain(tx: Transaction, playerId: string, open: DealtRow, now: Date): Promise<DealtAttempt | null> {
  const dealt = dealtAttempt({ ...open, dealCount: open.dealCount + 1 }, now);
  if (dealt.remainingMs === 0) {
    if (open.mode === 'daily') throw new DailyChallengePlayedError();
    await tx.query(`UPDATE game_attempts SET status = 'abandoned', submitted_at = $2 WHERE id = $1`, [open.id, now]);
    return null;
  }
  await tx.query('UPDATE game_attempts SET deal_count = deal_count + 1 WHERE id = $1', [open.id]);
  if (open.dealCount + 1 >= REPEATED_DEALS_THRESHOLD)
    await recordSuspicion(tx, { playerId, gameId: open.gameId, attemptId: open.id, kind: 'repeated-deals' });
  return dealt;
}

/** A new attempt: today's challenge with the player's own board of the day's difficulty, or a practice deal of its own. */
async function dealNew(tx: Transaction, dailySeedKey: Buffer, attempt: NewAttempt, now: Date): Promise<DealtAttempt> {
  const challengeDate = challengeDateOf(now);
  const daily = attempt.mode === 'daily';
  if (daily) {
    const { rows } = await tx.query(
      `SELECT 1 FROM game_attempts WHERE player_id = $1 AND game_id = $2 AND challenge_date = $3 AND mode = 'daily'`,
      [attempt.playerId, attempt.gameId, challengeDate],
    );
    if (rows[0]) throw new DailyChallengePlayedError();
  }
  const { seed, shapeSeed } = daily
    ? playerDailySeeds(dailySeedKey, attempt.gameId, challengeDate, attempt.playerId)
    : { seed: practiceSeed(), shapeSeed: null };
  const expiresAt = new Date(now.getTime() + games[attempt.gameId].timeLimitMs + SUBMISSION_GRACE_MS);
  const { rows } = await tx.query<DealtRow>(
    `INSERT INTO game_attempts (player_id, game_id, mode, challenge_date, seed, shape_seed, dealt_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${DEALT_COLUMNS}`,
    [attempt.playerId, attempt.gameId, attempt.mode, challengeDate, seed, shapeSeed, now, expiresAt],
  );
  return dealtAttempt(rows[0]!, now);
}
