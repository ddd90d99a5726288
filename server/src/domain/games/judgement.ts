/**
 * Judging skill games (ADRs 032 and 041). The server replays the moves with the
 * games' own rules (contract/games) against its own clock, and pays a verified win once, through the
 * ledger, within the daily cap. Nothing the browser claims about its result is read: only its
 * moves, and for Quick Sums not even those: the answers the server recorded one by one, by its clock.
 * Every refusal and every perfect run at a suspicious pace is recorded for the operators.
 */
import { createHash } from 'node:crypto';
import type { AttemptResult } from 'contract/game-endpoints';
import {
  challengeDateOf,
  DAILY_GAME_COIN_CAP,
  gameMessages,
  games,
  isPaced,
  replayGame,
  type GameId,
  type GameMode,
  type Move,
  type Refusal,
} from 'contract/games';
import type { Database, Transaction } from '../../db/database';
import { creditCoinsKeyed, PlayerNotFoundError } from '../coins';
import { coinsEarnedOn, databaseNow, dealOf } from './attempts';
import { isPerfectRun } from './server-rules';
import { perfectAtSuspiciousPace, recordSuspicion } from './suspicions';

/** The coin_credits source of game wins; each win's key is `attempt:<id>`. */
export const GAME_CREDIT_SOURCE = 'games';

export interface Submission {
  playerId: string;
  attemptId: string;
  moves: Move[];
}

/** How a submission ended; all but 'verified' earn nothing. Each is committed as it is answered. */
export type SubmissionOutcome =
  | { kind: 'not-found' }
  | { kind: 'already-submitted' }
  | { kind: 'expired' }
  /** Closed unpaid when another game was dealt while it was open. */
  | { kind: 'abandoned' }
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'verified'; result: AttemptResult };

interface AttemptRow {
  id: string;
  gameId: GameId;
  mode: GameMode;
  seed: number;
  shapeSeed: number | null;
  status: 'open' | 'verified' | 'refused' | 'expired' | 'abandoned';
  /** Quick Sums' answers as the server recorded and timed them. */
  answers: Move[];
  dealtAt: Date;
  expiresAt: Date;
  /** What a judged attempt was judged on, and what it was found. */
  moves: Move[] | null;
  refusal: Refusal | null;
  won: boolean | null;
  score: number | null;
  moveCount: number | null;
  correct: number | null;
  durationMs: number | null;
  coinsEarned: number;
  coinsEarnedToday: number | null;
}

/** Whether two submissions are the same moves (a stored one comes back from jsonb with its keys reordered). */
function sameMoves(stored: readonly Move[], sent: readonly Move[]): boolean {
  return stored.length === sent.length && stored.every((move, index) => move.value === sent[index]!.value && move.at === sent[index]!.at);
}

function resultMessage(won: boolean, coinsEarned: number): string {
  return !won ? gameMessages.notWon : coinsEarned > 0 ? gameMessages.won(coinsEarned) : gameMessages.capReached;
}

/**
 * The same moves sent again (the answer to the first was lost): the first judgement again, read
 * from the row, paying nothing more; only the balance is today's (with its version, so a browser
 * never shows it over a newer one). Other moves for a judged attempt are a second try: refused.
 */
async function judgedAgain(tx: Transaction, attempt: AttemptRow, playerId: string, moves: readonly Move[]): Promise<SubmissionOutcome> {
  if (attempt.status === 'expired') return { kind: 'expired' };
  if (attempt.status === 'abandoned') return { kind: 'abandoned' };
  // A paced game is judged on the server's record, never on the moves sent: any resend is the same submission.
  const sameSubmission = isPaced(attempt.gameId) || (!!attempt.moves && sameMoves(attempt.moves, moves));
  if (!attempt.moves || !sameSubmission) return { kind: 'already-submitted' };
  if (attempt.status === 'refused') return { kind: 'refused', refusal: attempt.refusal! };
  const balance = await lockedBalance(tx, playerId);
  const won = attempt.won!;
  return {
    kind: 'verified',
    result: {
      attemptId: attempt.id,
      gameId: attempt.gameId,
      mode: attempt.mode,
      won,
      score: attempt.score!,
      moveCount: attempt.moveCount!,
      correct: attempt.correct,
      durationMs: attempt.durationMs!,
      coinsEarned: attempt.coinsEarned,
      balance: balance.coins,
      balanceVersion: balance.version,
      coinsEarnedToday: attempt.coinsEarnedToday!,
      dailyCoinCap: DAILY_GAME_COIN_CAP,
      message: resultMessage(won, attempt.coinsEarned),
    },
  };
}

/**
 * Judges a submission in one transaction. The attempt's row is locked first (by its id and the
 * player together, so another player's attempt is as unknown as a made-up id), so submissions of one
 * attempt, however many race, are judged one after the other and only the first finds it open; the
 * others get its judgement (the same moves) or 409 (other moves). A stale or impossible result is
 * recorded and committed before it is answered: it stands, and a corrected resubmission finds the
 * attempt closed.
 */
export async function submitAttempt(db: Database, submission: Submission): Promise<SubmissionOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<AttemptRow>(
      `SELECT id, game_id AS "gameId", mode, seed, shape_seed AS "shapeSeed", answers, status, dealt_at AS "dealtAt", expires_at AS "expiresAt", moves, refusal, won, score,
              move_count AS "moveCount", correct, duration_ms AS "durationMs", coins_earned AS "coinsEarned",
              coins_earned_today AS "coinsEarnedToday"
         FROM game_attempts WHERE id = $1 AND player_id = $2 FOR UPDATE`,
      [submission.attemptId, submission.playerId],
    );
    const attempt = rows[0];
    if (!attempt) return { kind: 'not-found' };
    // Read after the lock: a submission that waited for another is measured when it is judged.
    const submittedAt = await databaseNow(tx);
    if (attempt.status !== 'open') return judgedAgain(tx, attempt, submission.playerId, submission.moves);
    if (submittedAt > attempt.expiresAt) {
      await tx.query(`UPDATE game_attempts SET status = 'expired', submitted_at = $2 WHERE id = $1`, [attempt.id, submittedAt]);
      return { kind: 'expired' };
    }
    const durationMs = submittedAt.getTime() - attempt.dealtAt.getTime();
    const deal = dealOf(attempt);
    // A paced game: the moves as the server took them, timed by its clock, the deal revealed step by step.
    const moves = isPaced(attempt.gameId) ? attempt.answers : submission.moves;
    const replay = replayGame(deal, moves, { elapsedMs: durationMs });
    if (replay.outcome === 'refused') {
      await refuseAttempt(tx, { ...attempt, playerId: submission.playerId }, moves, replay.refusal, submittedAt);
      return { kind: 'refused', refusal: replay.refusal };
    }
    if (isPerfectRun(deal, replay) && perfectAtSuspiciousPace(attempt.gameId, moves, durationMs)) {
      await recordSuspicion(tx, { playerId: submission.playerId, gameId: attempt.gameId, attemptId: attempt.id, kind: 'perfect-pace' });
    }
    const pay = await payWithinCap(tx, attempt, submission.playerId, replay.won, submittedAt);
    await tx.query(
      `UPDATE game_attempts SET status = 'verified', submitted_at = $2, moves = $3::jsonb, won = $4, score = $5, move_count = $6,
              correct = $7, duration_ms = $8, coins_earned = $9, ledger_entry_id = $10, coins_earned_today = $11
        WHERE id = $1`,
      [
        attempt.id,
        submittedAt,
        JSON.stringify(moves),
        replay.won,
        replay.score,
        replay.moveCount,
        replay.correct ?? null,
        durationMs,
        pay.coinsEarned,
        pay.ledgerEntryId,
        pay.earnedBefore + pay.coinsEarned,
      ],
    );
    const result: AttemptResult = {
      attemptId: attempt.id,
      gameId: attempt.gameId,
      mode: attempt.mode,
      won: replay.won,
      score: replay.score,
      moveCount: replay.moveCount,
      correct: replay.correct ?? null,
      durationMs,
      coinsEarned: pay.coinsEarned,
      balance: pay.balance,
      balanceVersion: pay.balanceVersion,
      coinsEarnedToday: pay.earnedBefore + pay.coinsEarned,
      dailyCoinCap: DAILY_GAME_COIN_CAP,
      message: resultMessage(replay.won, pay.coinsEarned),
    };
    return { kind: 'verified', result };
  });
}

interface Payment {
  coinsEarned: number;
  ledgerEntryId: number | null;
  balance: number;
  /** The ledger's version of `balance` (shared BalanceEvent.version). */
  balanceVersion: number;
  /** What the player's games had paid earlier the same day. */
  earnedBefore: number;
}

/**
 * A win's coins: coinsPerWin, or what is left of the day's cap. The player's row is locked before
 * the day's earnings are summed, so two wins of one player judged at once (different attempts) are
 * summed one after the other and together never pass the cap. The credit's coin_credits row keys it
 * by the attempt: a second credit of one attempt cannot be written, whatever else went wrong.
 */
async function payWithinCap(tx: Transaction, attempt: AttemptRow, playerId: string, won: boolean, submittedAt: Date): Promise<Payment> {
  const balance = await lockedBalance(tx, playerId);
  const earnedBefore = await coinsEarnedOn(tx, playerId, challengeDateOf(submittedAt));
  const { coinsPerWin, title } = games[attempt.gameId];
  const amount = won ? Math.max(0, Math.min(coinsPerWin, DAILY_GAME_COIN_CAP - earnedBefore)) : 0;
  if (amount === 0) return { coinsEarned: 0, ledgerEntryId: null, balance: balance.coins, balanceVersion: balance.version, earnedBefore };
  const reason = `${title} win (attempt ${attempt.id})`;
  const idempotencyKey = `attempt:${attempt.id}`;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([playerId, amount, reason]))
    .digest('hex');
  const change = await creditCoinsKeyed(tx, { source: GAME_CREDIT_SOURCE, idempotencyKey, fingerprint, playerId, amount, reason });
  return {
    coinsEarned: amount,
    ledgerEntryId: change.ledgerEntryId,
    balance: change.balance,
    balanceVersion: change.ledgerEntryId,
    earnedBefore,
  };
}

/**
 * The player's balance and its ledger version, the player's row locked: a balance changes only
 * under this lock, so the two are read together and stay so until the transaction ends.
 */
async function lockedBalance(tx: Transaction, playerId: string): Promise<{ coins: number; version: number }> {
  const { rows } = await tx.query<{ coins: number; version: number | null }>(
    'SELECT coins, (SELECT max(id) FROM coin_ledger WHERE player_id = $1) AS version FROM players WHERE id = $1 FOR UPDATE',
    [playerId],
  );
  if (!rows[0]) throw new PlayerNotFoundError();
  return { coins: rows[0].coins, version: rows[0].version ?? 0 };
}

/**
 * Records a refusal and lists it for the operators, committed with the judgement: it stands, and a
 * corrected resubmission finds the attempt closed. Quick Sums' answers refuse as they come too (answers.ts).
 */
export async function refuseAttempt(
  tx: Transaction,
  attempt: { id: string; playerId: string; gameId: GameId },
  moves: readonly Move[],
  refusal: Refusal,
  at: Date,
): Promise<void> {
  await tx.query(`UPDATE game_attempts SET status = 'refused', submitted_at = $2, moves = $3::jsonb, refusal = $4 WHERE id = $1`, [
    attempt.id,
    at,
    JSON.stringify(moves),
    refusal,
  ]);
  await recordSuspicion(tx, { playerId: attempt.playerId, gameId: attempt.gameId, attemptId: attempt.id, kind: refusal });
}
