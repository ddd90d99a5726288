import { callEndpoint, contentOf, useApi, useSession, type ApiClient, type Envelope } from 'shared';
import { readsChanged } from 'shared/queries';
import { useWrite } from 'shared/write';
import { gameEndpoints, type DealtAttempt } from 'contract/game-endpoints';
import type { GameId, GameMode } from 'contract/games';
import { isTransient, standings } from '../../../lib/server-refusal';

/** Deals a game: today's challenge (each player's own deal, all of the day's difficulty) or a practice deal of its own. */
export async function startAttempt(api: ApiClient, token: string, gameId: GameId, mode: GameMode): Promise<Envelope<DealtAttempt>> {
  return callEndpoint(api, gameEndpoints.startAttempt, { token, body: { gameId, mode } });
}

/**
 * Deals with the signed-in player's token; `failed` hears of a failure, which the round shows. A
 * deal changes nothing shown, so nothing is read again after one; a refusal (today's challenge
 * already played) says the standings shown were out of date.
 */
export function useStartAttempt(gameId: GameId, failed: (failure: unknown) => void) {
  const api = useApi();
  const { accessToken } = useSession();
  return useWrite({
    send: (mode: GameMode) => contentOf(startAttempt(api, accessToken ?? '', gameId, mode)),
    failure: (failure) => {
      if (!isTransient(failure)) void readsChanged(standings);
      failed(failure);
      return null;
    },
  });
}
