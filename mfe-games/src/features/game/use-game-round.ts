import { useCallback, useRef, useState } from 'react';
import { endpoints, isNetworkError, isServerError } from 'shared';
import { gameEndpoints, type AttemptResult, type DealtAttempt } from 'shared/game-endpoints';
import type { GameId, GameMode, Move } from 'shared/games';
import { useInvalidateAccountReads, usePlayerCache, useProfile } from 'shared/queries';
import { failureMessage } from '../../lib/failure-message';
import { gamesMessages } from '../../messages';
import { useStartAttempt } from './api/start-attempt';
import { useSubmitAttempt } from './api/submit-attempt';

const text = gamesMessages.game;

/** One round of a game, from choosing a mode to its result. */
export type Round =
  | { phase: 'choosing' }
  | { phase: 'starting'; mode: GameMode }
  | { phase: 'start-failed'; mode: GameMode; message: string }
  | { phase: 'playing'; attempt: DealtAttempt }
  | { phase: 'submitting'; attempt: DealtAttempt; moves: readonly Move[] }
  /** No answer, or a 5xx: the same moves may be sent again for the same attempt. */
  | { phase: 'submit-failed'; attempt: DealtAttempt; moves: readonly Move[]; message: string }
  /** The server's refusal (an impossible result 422, already submitted 409, expired): its message, nothing to retry. */
  | { phase: 'refused'; attempt: DealtAttempt; message: string }
  | { phase: 'finished'; attempt: DealtAttempt; result: AttemptResult };

export interface GameRound {
  round: Round;
  start(mode: GameMode): void;
  /** The board's moves at its end: sent for the server's replay. */
  submit(moves: readonly Move[]): void;
  /** Sends the kept moves of a failed submission again. */
  retrySubmit(): void;
}

/** A failure worth trying again with the same request: no answer at all, or the server failed. */
const isTransient = (error: unknown) => isNetworkError(error) || isServerError(error);

export function useGameRound(gameId: GameId): GameRound {
  const [round, setRound] = useState<Round>({ phase: 'choosing' });
  const startAttempt = useStartAttempt();
  const submitAttempt = useSubmitAttempt();
  const playerCache = usePlayerCache();
  const invalidateAccountReads = useInvalidateAccountReads();
  const { profile } = useProfile();
  // A round's answers arrive after renders: the latest profile, not the one of the render that sent the request.
  const latestProfile = useRef(profile);
  latestProfile.current = profile;

  const start = useCallback(
    (mode: GameMode) => {
      setRound({ phase: 'starting', mode });
      startAttempt(gameId, mode).then(
        (attempt) => setRound({ phase: 'playing', attempt }),
        (error: unknown) => setRound({ phase: 'start-failed', mode, message: isTransient(error) ? text.startFailed : failureMessage(error, text.startFailed) }),
      );
    },
    [gameId, startAttempt],
  );

  const send = useCallback(
    (attempt: DealtAttempt, moves: readonly Move[]) => {
      setRound({ phase: 'submitting', attempt, moves });
      submitAttempt(attempt.attemptId, moves).then(
        (result) => {
          setRound({ phase: 'finished', attempt, result });
          // The top bar's balance changes at once; the list's coins and bests and the leaderboard are read again.
          const current = latestProfile.current;
          void (current ? playerCache.setProfile({ ...current, actualUsableCoins: result.balance }) : playerCache.invalidate(endpoints.getProfile));
          void playerCache.invalidate(gameEndpoints.listGames);
          void invalidateAccountReads(gameEndpoints.getLeaderboard);
        },
        (error: unknown) =>
          setRound(
            isTransient(error)
              ? { phase: 'submit-failed', attempt, moves, message: text.submitFailed }
              : { phase: 'refused', attempt, message: failureMessage(error, text.submitFailed) },
          ),
      );
    },
    [submitAttempt, playerCache, invalidateAccountReads],
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

  return { round, start, submit, retrySubmit };
}
