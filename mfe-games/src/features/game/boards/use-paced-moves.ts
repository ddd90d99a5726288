import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameInfo, GameView } from 'contract/games';
import { useAnswerMove, type AnswerOutcome } from '../api/answer-move';

export type { AnswerOutcome };

export interface PacedMoves<View extends GameView> {
  /** What the game shows now: the deal as revealed by the latest reply. */
  view: View;
  /** Moves sent or queued. */
  sent: number;
  /** Moves taken and not yet answered, in order (the one on its way first): a board whose step is known shows them at once. */
  unanswered: readonly number[];
  /** A move is on its way or queued, so what comes next is not here yet. */
  waiting: boolean;
  /** `view` and `unanswered` as of the last press or reply, for a press handled before React rendered them. */
  now(): { view: View; unanswered: readonly number[] };
  /** Sends `value` once every earlier move is answered; answers how that went. */
  send(value: number): Promise<AnswerOutcome>;
}

interface Shown<View> {
  view: View;
  /** Moves the view answers. */
  answered: number;
  unanswered: readonly { index: number; value: number }[];
}

const valuesOf = (moves: Shown<unknown>['unanswered']) => moves.map((move) => move.value);

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits until `due` by the monotonic clock, read again after each timer (one may fire a little early). */
async function waitUntil(due: number): Promise<void> {
  for (let left = due - performance.now(); left > 0; left = due - performance.now()) await pause(Math.ceil(left));
}

/** What a board that is gone hears: nothing, so it never submits a round the player left. */
const unheard = () => new Promise<AnswerOutcome>(() => undefined);

/**
 * A paced game played one move at a time (ADR 041, ADR 062): each move is posted, the server times
 * it by its own clock and reveals what comes next. The count moves on at once; only the view waits
 * for the reply. A move taken while another is on its way (a fast typist on a slow network, ADR 067)
 * is queued, not lost: it goes once the one before is answered, and no sooner than `minMoveMs` after
 * that reply came, so the server, which times a move from the one before, never finds it too fast.
 */
export function usePacedMoves<View extends GameView>(
  { minMoveMs }: Pick<GameInfo, 'minMoveMs'>,
  attemptId: string,
  deal: View,
  answered: number,
): PacedMoves<View> {
  const [shown, setShown] = useState<Shown<View>>({ view: deal, answered, unanswered: [] });
  // The same, as of the last press or reply, for a press that comes before React has rendered the one before.
  const latest = useRef(shown);
  const update = useCallback((next: (current: Shown<View>) => Shown<View>) => {
    latest.current = next(latest.current);
    setShown(latest.current);
  }, []);
  const queue = useRef<Promise<AnswerOutcome>>(Promise.resolve('next'));
  const repliedAt = useRef(Number.NEGATIVE_INFINITY);
  // The player left: queued moves are not sent; the open attempt is dealt again, with what the server has, when they come back.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const { run } = useAnswerMove((reply) => {
    repliedAt.current = performance.now();
    // One update for the view and the moves it answers, so a board never shows a move twice or not at all.
    update((current) =>
      reply.answered > current.answered
        ? {
            view: reply.deal as View,
            answered: reply.answered,
            unanswered: current.unanswered.filter((move) => move.index >= reply.answered),
          }
        : current,
    );
  });

  const send = useCallback(
    (value: number): Promise<AnswerOutcome> => {
      const { answered: done, unanswered } = latest.current;
      const index = done + unanswered.length;
      update((current) => ({ ...current, unanswered: [...current.unanswered, { index, value }] }));
      const outcome = queue.current.then(async (before): Promise<AnswerOutcome> => {
        // The game ended or stopped before this move was sent: the submission says what stands.
        if (before !== 'next') return before;
        await waitUntil(repliedAt.current + minMoveMs);
        if (!mounted.current) return 'stopped';
        return (await run({ attemptId, index, value }))?.output ?? 'stopped';
      });
      queue.current = outcome;
      return outcome.then((result) => (mounted.current ? result : unheard()));
    },
    [update, run, attemptId, minMoveMs],
  );

  const now = useCallback(() => ({ view: latest.current.view, unanswered: valuesOf(latest.current.unanswered) }), []);
  const unanswered = valuesOf(shown.unanswered);
  return { view: shown.view, sent: shown.answered + unanswered.length, unanswered, waiting: unanswered.length > 0, now, send };
}
