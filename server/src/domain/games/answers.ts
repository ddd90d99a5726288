/**
 * Games paced by the server (ADR 041, ADR 062: Quick Sums, and games with hidden information).
 * The deal shows only its first step; each move is posted on its own, timed by the database's clock
 * and recorded before the next step is revealed. A script can no longer work out the whole game
 * from the deal and claim believable times: the times are the server's, and each step exists for
 * the browser only after the last move. A move sooner than a human can read and play refuses the
 * attempt there and then.
 */
import type { AnsweredMove } from 'contract/game-endpoints';
import { games, isPaced, pacedFinished, viewOf, type GameId, type Move } from 'contract/games';
import type { Database } from '../../db/database';
import { databaseNow, DEALT_COLUMNS, dealOf, type DealtRow } from './attempts';
import { refuseAttempt } from './judgement';

export interface Answer {
  playerId: string;
  attemptId: string;
  index: number;
  value: number;
}

export type AnswerOutcome =
  | { kind: 'recorded'; answered: AnsweredMove }
  | { kind: 'not-found' }
  | { kind: 'not-answerable' }
  /** Judged, expired or abandoned: no more answers. */
  | { kind: 'closed'; status: 'verified' | 'refused' | 'expired' | 'abandoned' }
  /** Another move in an answered place, one not yet revealed, or one after the game's last. */
  | { kind: 'out-of-order' }
  /** After the time limit: not recorded. */
  | { kind: 'too-late' }
  /** Sooner than a human reads and plays a step, by the server's clock: the attempt is refused. */
  | { kind: 'too-fast' };

/** Whether the next move came at least the least time after its step appeared (the deal, or the move before). */
function humanlyPaced(gameId: GameId, answers: readonly Move[], at: number): boolean {
  const { minFirstMoveMs, minMoveMs } = games[gameId];
  const previous = answers.at(-1);
  return previous ? at - previous.at >= minMoveMs : at >= minFirstMoveMs;
}

/**
 * Records one answer in a transaction holding the attempt's row, so answers of one attempt are
 * taken one after the other whichever replica gets them. A resend of a recorded answer (its reply
 * was lost) gets the same reply and records nothing.
 */
export async function recordAnswer(db: Database, answer: Answer): Promise<AnswerOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<DealtRow>(`SELECT ${DEALT_COLUMNS} FROM game_attempts WHERE id = $1 AND player_id = $2 FOR UPDATE`, [
      answer.attemptId,
      answer.playerId,
    ]);
    const attempt = rows[0];
    if (!attempt) return { kind: 'not-found' };
    if (!isPaced(attempt.gameId)) return { kind: 'not-answerable' };
    const { timeLimitMs } = games[attempt.gameId];
    const deal = dealOf(attempt);
    const now = await databaseNow(tx);
    const at = now.getTime() - attempt.dealtAt.getTime();
    const { answers } = attempt;
    const reply = (moves: readonly Move[]): AnswerOutcome => ({
      kind: 'recorded',
      answered: {
        attemptId: attempt.id,
        answered: moves.length,
        deal: viewOf(deal, moves),
        finished: pacedFinished(deal, moves),
        remainingMs: Math.max(0, timeLimitMs - at),
      },
    });
    if (answer.index < answers.length)
      return answers[answer.index]!.value === answer.value ? reply(answers.slice(0, answer.index + 1)) : { kind: 'out-of-order' };
    if (attempt.status !== 'open') return { kind: 'closed', status: attempt.status };
    if (answer.index > answers.length || pacedFinished(deal, answers)) return { kind: 'out-of-order' };
    if (at > timeLimitMs) return { kind: 'too-late' };
    const recorded = [...answers, { value: answer.value, at }];
    if (!humanlyPaced(attempt.gameId, answers, at)) {
      await refuseAttempt(tx, { ...attempt, playerId: answer.playerId }, recorded, 'too-fast', now);
      return { kind: 'too-fast' };
    }
    await tx.query('UPDATE game_attempts SET answers = $2::jsonb WHERE id = $1', [attempt.id, JSON.stringify(recorded)]);
    return reply(recorded);
  });
}
