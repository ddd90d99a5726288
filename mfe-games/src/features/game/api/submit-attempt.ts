import { useCallback } from 'react';
import { callEndpoint, contentOf, useApi, useSession, type ApiClient, type Envelope } from 'shared';
import { gameEndpoints, type AttemptResult } from 'contract/game-endpoints';
import type { Move } from 'contract/games';

/** The moves of a dealt game, in the order played: the server replays them (422 impossible, 409 already submitted). */
export async function submitAttempt(api: ApiClient, token: string, attemptId: string, moves: readonly Move[]): Promise<Envelope<AttemptResult>> {
  return callEndpoint(api, gameEndpoints.submitAttempt, { token, body: { attemptId, moves: [...moves] } });
}

/** Submits with the signed-in player's token; rejects with the call's failure. */
export function useSubmitAttempt(): (attemptId: string, moves: readonly Move[]) => Promise<AttemptResult> {
  const api = useApi();
  const { accessToken } = useSession();
  return useCallback((attemptId, moves) => contentOf(submitAttempt(api, accessToken ?? '', attemptId, moves)), [api, accessToken]);
}
