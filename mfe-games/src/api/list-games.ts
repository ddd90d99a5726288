import { callEndpoint, type ApiClient, type Envelope } from 'shared';
import { gameEndpoints, type GamesOverview } from 'contract/game-endpoints';
import { usePlayerRead } from 'shared/queries';

/** The games in the server's order (the player's favourite categories first), with today's coins and bests. */
export async function listGames(api: ApiClient, token: string): Promise<Envelope<GamesOverview>> {
  return callEndpoint(api, gameEndpoints.listGames, { token });
}

export function useGamesOverview() {
  return usePlayerRead(gameEndpoints.listGames, listGames);
}
