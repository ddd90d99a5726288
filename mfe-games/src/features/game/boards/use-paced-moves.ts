import { useCallback, useState } from 'react';
import type { GameView } from 'contract/games';
import { useAnswerMove, type AnswerOutcome } from '../api/answer-move';

export type { AnswerOutcome };

export interface PacedMoves<View extends GameView> {
  /** What the game shows now: the deal as revealed by the latest reply. */
  view: View;
  /** Moves sent, the one on its way included. */
  sent: number;
  /** A move is on its way and what comes next not yet here: no move is taken meanwhile. */
  waiting: boolean;
  send(value: number): Promise<AnswerOutcome>;
}

/**
 * A paced game played one move at a time (ADR 041, ADR 062): each move is posted, the server times
 * it by its own clock and reveals what comes next. The count moves on at once; only the view waits
 * for the reply (tens of milliseconds). A late reply never replaces a newer view.
 */
export function usePacedMoves<View extends GameView>(attemptId: string, deal: View, answered: number): PacedMoves<View> {
  const [shown, setShown] = useState({ view: deal, answered });
  const [sent, setSent] = useState(answered);
  const answering = useAnswerMove((reply) =>
    setShown((current) => (reply.answered > current.answered ? { view: reply.deal as View, answered: reply.answered } : current)),
  );

  const send = useCallback(
    async (value: number): Promise<AnswerOutcome> => {
      const index = sent;
      setSent(index + 1);
      // No outcome: a press while a move is on its way, which the board does not take.
      return (await answering.run({ attemptId, index, value }))?.output ?? 'stopped';
    },
    [answering, attemptId, sent],
  );

  return { view: shown.view, sent, waiting: answering.busy, send };
}
