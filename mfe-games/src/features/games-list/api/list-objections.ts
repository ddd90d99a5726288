import { callEndpoint, type ApiClient, type Envelope } from 'shared';
import { usePlayerRead } from 'shared/queries';
import { gameEndpoints, type GameObjection } from 'contract/game-endpoints';

/** The player's review requests, the newest first, with their outcomes. */
export async function listObjections(api: ApiClient, token: string): Promise<Envelope<GameObjection[]>> {
  return callEndpoint(api, gameEndpoints.listObjections, { token });
}

export function useObjections() {
  return usePlayerRead(gameEndpoints.listObjections, listObjections);
}
