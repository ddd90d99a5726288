import { useCallback, useState } from 'react';
import { isNetworkError, isServerError } from 'shared';
import { gameEndpoints, type AttemptResult, type DealtAttempt } from 'contract/game-endpoints';
import { gameMessages, type GameId, type GameMode, type Move } from 'contract/games';
import { useInvalidateAccountReads, usePlayerCache } from 'shared/queries';
import { serverRefusal } from '../../lib/server-refusal';
import { useStartAttempt } from './api/start-attempt';
import { useSubmitAttempt } from './api/submit-attempt';

/**
 * One round of a game, from choosing a mode to its result. A `message` is the server's words, or
 * null when it said none: the screen then says its own, in the language on screen when shown.
 */
export type Round =
  | { phase: 'choosing' }
  | { phase: 'starting'; mode: GameMode }
  | { phase: 'start-failed'; mode: GameMode; message: string | null }
  | { phase: 'playing'; attempt: DealtAttempt }
  | { phase: 'submitting'; attempt: DealtAttempt; moves: readonly Move[] }
  /** No answer, or a 5xx: the same moves may be sent again for the same attempt. */
  | { phase: 'submit-failed'; attempt: DealtAttempt; moves: readonly Move[] }
  /**
   * The server's refusal (an impossible result 422, already submitted 409, expired), or the time ran
   * out before the puzzle was solved: its message, nothing to retry.
   */
  | { phase: 'refused'; attempt: DealtAttempt; message: string | null }
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

/** A failure worth trying again with the same request: no answer at all, or the server failed. */
const isTransient = (error: unknown) => isNetworkError(error) || isServerError(error);

export function useGameRound(gameId: GameId): GameRound {
  const [round, setRound] = useState<Round>({ phase: 'choosing' });
  const startAttempt = useStartAttempt();
  const submitAttempt = useSubmitAttempt();
  const playerCache = usePlayerCache();
  const invalidateAccountReads = useInvalidateAccountReads();

  // What the server decided changed the list (coins and bests today, whether the daily was played) and the leaderboard.
  const reloadStandings = useCallback(() => {
    void playerCache.invalidate(gameEndpoints.listGames);
    void invalidateAccountReads(gameEndpoints.getLeaderboard);
  }, [playerCache, invalidateAccountReads]);

  const start = useCallback(
    (mode: GameMode) => {
      setRound({ phase: 'starting', mode });
      startAttempt(gameId, mode).then(
        (attempt) => setRound({ phase: 'playing', attempt }),
        (error: unknown) => {
          if (isTransient(error)) return setRound({ phase: 'start-failed', mode, message: null });
          // A refusal (today's challenge already played) may mean the list was out of date.
          reloadStandings();
          setRound({ phase: 'start-failed', mode, message: serverRefusal(error) });
        },
      );
    },
    [gameId, startAttempt, reloadStandings],
  );

  const send = useCallback(
    (attempt: DealtAttempt, moves: readonly Move[]) => {
      setRound({ phase: 'submitting', attempt, moves });
      submitAttempt(attempt.attemptId, moves).then(
        (result) => {
          setRound({ phase: 'finished', attempt, result });
          // The top bar's balance changes at once (unless the live balance already showed a newer one).
          void playerCache.setBalance(result.balance, result.balanceVersion);
          reloadStandings();
        },
        (error: unknown) => {
          if (isTransient(error)) return setRound({ phase: 'submit-failed', attempt, moves });
          reloadStandings();
          setRound({ phase: 'refused', attempt, message: serverRefusal(error) });
        },
      );
    },
    [submitAttempt, playerCache, reloadStandings],
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
    reloadStandings();
  }, [round, reloadStandings]);

  return { round, start, submit, retrySubmit, timeUp };
}
