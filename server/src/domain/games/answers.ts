/**
 * Quick Sums paced by the server (ADR 041). The deal shows the first sum only;
 * each answer is posted on its own, timed by the database's clock and recorded before the next sum
 * is revealed. A script can no longer work out all 20 sums from the deal and claim believable times:
 * the times are the server's, and each sum exists for the browser only after the last was answered.
 * An answer sooner than a human can read the sum and type refuses the attempt there and then.
 */
import type { AnsweredSum } from 'contract/game-endpoints';
import { games, type Move, type QuickSumsDeal } from 'contract/games';
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
  | { kind: 'recorded'; answered: AnsweredSum }
  | { kind: 'not-found' }
  | { kind: 'not-answerable' }
  /** Judged, expired or abandoned: no more answers. */
  | { kind: 'closed'; status: 'verified' | 'refused' | 'expired' | 'abandoned' }
  /** Another answer to an answered sum, or one for a sum not yet revealed. */
  | { kind: 'out-of-order' }
  /** After the 60 seconds: not recorded. */
  | { kind: 'too-late' }
  /** Sooner than a human reads and answers a sum, by the server's clock: the attempt is refused. */
  | { kind: 'too-fast' };

/** Whether answer `index` came at least the least time after the sum appeared (the deal, or the answer before). */
function humanlyPaced(answers: readonly Move[], at: number): boolean {
  const { minFirstMoveMs, minMoveMs } = games['quick-sums'];
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
    if (attempt.gameId !== 'quick-sums') return { kind: 'not-answerable' };
    const now = await databaseNow(tx);
    const at = now.getTime() - attempt.dealtAt.getTime();
    const { answers } = attempt;
    const reply = (answered: number): AnswerOutcome => {
      const deal = dealOf(attempt) as QuickSumsDeal;
      const remainingMs = Math.max(0, games['quick-sums'].timeLimitMs - at);
      return { kind: 'recorded', answered: { attemptId: attempt.id, answered, nextSum: deal.sums[answered] ?? null, remainingMs } };
    };
    if (answer.index < answers.length)
      return answers[answer.index]!.value === answer.value ? reply(answer.index + 1) : { kind: 'out-of-order' };
    if (attempt.status !== 'open') return { kind: 'closed', status: attempt.status };
    if (answer.index > answers.length) return { kind: 'out-of-order' };
    if (at > games['quick-sums'].timeLimitMs) return { kind: 'too-late' };
    const recorded = [...answers, { value: answer.value, at }];
    if (!humanlyPaced(answers, at)) {
      await refuseAttempt(tx, { ...attempt, playerId: answer.playerId }, recorded, 'too-fast', now);
      return { kind: 'too-fast' };
    }
    await tx.query('UPDATE game_attempts SET answers = $2::jsonb WHERE id = $1', [attempt.id, JSON.stringify(recorded)]);
    return reply(recorded.length);
  });
}
