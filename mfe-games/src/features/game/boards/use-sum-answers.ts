import { useCallback, useState } from 'react';
import type { QuickSumsDeal, Sum } from 'contract/games';
import { useAnswerSum, type AnswerOutcome } from '../api/answer-sum';

export type { AnswerOutcome };

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
 * for the reply (tens of milliseconds).
 */
export function useSumAnswers(attemptId: string, deal: QuickSumsDeal, answered: number): SumAnswers {
  const [sums, setSums] = useState<readonly Sum[]>(deal.sums);
  const [sent, setSent] = useState(answered);
  const answering = useAnswerSum((index, nextSum) =>
    setSums((revealed) => (revealed.length > index + 1 ? revealed : [...revealed, nextSum])),
  );

  const send = useCallback(
    async (value: number): Promise<AnswerOutcome> => {
      const index = sent;
      setSent(index + 1);
      // No outcome: a press while an answer is on its way, which the board does not take.
      return (await answering.run({ attemptId, index, value }))?.output ?? 'stopped';
    },
    [answering, attemptId, sent],
  );

  return { sums, sent, waiting: answering.busy, send };
}
