import { useCallback } from 'react';
import { callEndpoint, contentOf, useApi, useSession, type ApiClient, type Envelope } from 'shared';
import { gameEndpoints, type DealtAttempt } from 'contract/game-endpoints';
import type { GameId, GameMode } from 'contract/games';

/** Deals a game: today's challenge (each player's own deal, all of the day's difficulty) or a practice deal of its own. */
export async function startAttempt(api: ApiClient, token: string, gameId: GameId, mode: GameMode): Promise<Envelope<DealtAttempt>> {
  return callEndpoint(api, gameEndpoints.startAttempt, { token, body: { gameId, mode } });
}

/** Deals with the signed-in player's token; rejects with the call's failure. */
export function useStartAttempt(): (gameId: GameId, mode: GameMode) => Promise<DealtAttempt> {
  const api = useApi();
  const { accessToken } = useSession();
  return useCallback((gameId, mode) => contentOf(startAttempt(api, accessToken ?? '', gameId, mode)), [api, accessToken]);
}
