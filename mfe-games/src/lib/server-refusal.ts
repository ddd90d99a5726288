import { isNetworkError, isServerError, serverMessageOf, UnsuccessfulAnswer } from 'shared';
import { gameEndpoints } from 'contract/game-endpoints';

/**
 * What the server said about a refused call (422, 409, 404, status false), or null when it said
 * nothing (no answer, a 5xx): the screen then says its own words, in the language on screen.
 */
export function serverRefusal(error: unknown): string | null {
  if (error instanceof UnsuccessfulAnswer) return error.answer.message || null;
  return serverMessageOf(error) ?? null;
}

/** A failure worth trying again with the same request: no answer at all, or the server failed. */
export const isTransient = (error: unknown) => isNetworkError(error) || isServerError(error);

/** What a round's end or the server's refusal changes: the list (coins and bests today, whether the daily was played) and the leaderboard. */
export const standings = [gameEndpoints.listGames, gameEndpoints.getLeaderboard] as const;
