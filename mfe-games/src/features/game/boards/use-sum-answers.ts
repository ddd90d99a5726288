import { useCallback, useState } from 'react';
import { isNetworkError, isServerError } from 'shared';
import type { QuickSumsDeal, Sum } from 'contract/games';
import { useAnswerSum } from '../api/answer-sum';

/** Tries of one answer that got no reply (or a 5xx) before the round goes to its submission, which says what stands. */
const ANSWER_TRIES = 3;
const RETRY_AFTER_MS = 400;

/** How sending an answer ended: the next sum revealed, the last answer taken, or the server refused or was unreachable. */
export type AnswerOutcome = 'next' | 'last' | 'stopped';

export interface SumAnswers {
  /** The sums revealed so far. */
  sums: readonly Sum[];
  /** Answers sent, the one on its way included: the sum on screen is sums[sent]. */
  sent: number;
  /** An answer is on its way and the next sum not yet here: no answer is taken meanwhile. */
  waiting: boolean;
  send(value: number): Promise<AnswerOutcome>;
}

/**
 * Quick Sums answered one at a time (ADR 041): each answer is posted, the server times it
 * by its own clock and reveals the next sum. The progress moves on at once; only the next sum waits
 * for the reply (tens of milliseconds). A lost reply is sent again with the same place, which the
 * server recognises, so an answer is never counted twice.
 */
export function useSumAnswers(attemptId: string, deal: QuickSumsDeal, answered: number): SumAnswers {
  const answerSum = useAnswerSum();
  const [sums, setSums] = useState<readonly Sum[]>(deal.sums);
  const [sent, setSent] = useState(answered);
  const [waiting, setWaiting] = useState(false);

  const send = useCallback(
    async (value: number): Promise<AnswerOutcome> => {
      const index = sent;
      setSent(index + 1);
      setWaiting(true);
      for (let attempt = 1; ; attempt += 1) {
        try {
          const reply = await answerSum({ attemptId, index, value });
          setWaiting(false);
          const { nextSum } = reply;
          if (!nextSum) return 'last';
          setSums((revealed) => (revealed.length > index + 1 ? revealed : [...revealed, nextSum]));
          return 'next';
        } catch (error: unknown) {
          if ((isNetworkError(error) || isServerError(error)) && attempt < ANSWER_TRIES) {
            await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
            continue;
          }
          setWaiting(false);
          return 'stopped';
        }
      }
    },
    [answerSum, attemptId, sent],
  );

  return { sums, sent, waiting, send };
}
