import { useCallback, useState } from 'react';
import { errorCodeOf } from 'shared';
import { readsChanged } from 'shared/queries';
import { ErrorCode } from 'contract/envelope';
import type { AttemptResult, DealtAttempt } from 'contract/game-endpoints';
import { gameMessages, type GameId, type GameMode, type Move } from 'contract/games';
import { isTransient, serverRefusal, standings } from '../../lib/server-refusal';
import { useStartAttempt } from './api/start-attempt';
import { useSubmitAttempt } from './api/submit-attempt';

/**
 * One round of a game, from choosing a mode to its result. A `message` is the server's words, or
 * null when it said none: the screen then says its own, in the language on screen when shown.
 */
export type Round =
  | { phase: 'choosing' }
  | { phase: 'starting'; mode: GameMode }
  | { phase: 'start-failed'; mode: GameMode; message: string | null; code: string | null }
  | { phase: 'playing'; attempt: DealtAttempt }
  | { phase: 'submitting'; attempt: DealtAttempt; moves: readonly Move[] }
  /** No answer, or a 5xx: the same moves may be sent again for the same attempt. */
  | { phase: 'submit-failed'; attempt: DealtAttempt; moves: readonly Move[] }
  /**
   * The server's refusal (an impossible result 422, already submitted 409, expired), or the time ran
   * out before the puzzle was solved: its message, nothing to retry. `objectable`: refused by the
   * pace or replay checks (422), which a person may review on the player's request (ADR 060).
   */
  | { phase: 'refused'; attempt: DealtAttempt; message: string | null; objectable?: boolean }
  | { phase: 'finished'; attempt: DealtAttempt; result: AttemptResult };

export interface GameRound {
  round: Round;
  start(mode: GameMode): void;
  /** The board's moves at its end: sent for the server's replay. */
  submit(moves: readonly Move[]): void;
  /** Sends the kept moves of a failed submission again. */
  retrySubmit(): void;
  /** The time ran out with the game unfinished (an unsolved puzzle earns nothing: nothing is sent). */
  timeUp(): void;
}

export function useGameRound(gameId: GameId): GameRound {
  const [round, setRound] = useState<Round>({ phase: 'choosing' });
  // Each answer belongs to the round it was asked for: the current one, in the phase that asked.
  const dealing = useStartAttempt(gameId, (error) =>
    setRound((current) =>
      current.phase === 'starting'
        ? {
            phase: 'start-failed',
            mode: current.mode,
            message: isTransient(error) ? null : serverRefusal(error),
            code: errorCodeOf(error) || null,
          }
        : current,
    ),
  );
  const submission = useSubmitAttempt({
    finished: (result: AttemptResult) =>
      setRound((current) => (current.phase === 'submitting' ? { phase: 'finished', attempt: current.attempt, result } : current)),
    failed: (error) =>
      setRound((current) => {
        if (current.phase !== 'submitting') return current;
        const { attempt, moves } = current;
        return isTransient(error)
          ? { phase: 'submit-failed', attempt, moves }
          : { phase: 'refused', attempt, message: serverRefusal(error), objectable: errorCodeOf(error) === ErrorCode.IMPOSSIBLE_RESULT };
      }),
  });

  const start = useCallback(
    (mode: GameMode) => {
      setRound({ phase: 'starting', mode });
      void dealing.run(mode).then((dealt) => dealt && setRound({ phase: 'playing', attempt: dealt.output }));
    },
    [dealing],
  );

  const send = useCallback(
    (attempt: DealtAttempt, moves: readonly Move[]) => {
      setRound({ phase: 'submitting', attempt, moves });
      void submission.run({ attemptId: attempt.attemptId, moves });
    },
    [submission],
  );

  const submit = useCallback(
    (moves: readonly Move[]) => {
      if (round.phase === 'playing') send(round.attempt, moves);
    },
    [round, send],
  );

  const retrySubmit = useCallback(() => {
    if (round.phase === 'submit-failed') send(round.attempt, round.moves);
  }, [round, send]);

  const timeUp = useCallback(() => {
    if (round.phase !== 'playing') return;
    setRound({ phase: 'refused', attempt: round.attempt, message: gameMessages.expired });
    // Nothing is sent, yet the round is over: the list says today's challenge was played.
    void readsChanged(standings);
  }, [round]);

  return { round, start, submit, retrySubmit, timeUp };
}
