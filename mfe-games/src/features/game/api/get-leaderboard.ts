import { callEndpoint, type ApiClient, type Envelope } from 'shared';
import { gameEndpoints, type Leaderboard } from 'contract/game-endpoints';
import type { GameId } from 'contract/games';
import { useAccountRead } from 'shared/queries';

/** Today's challenge of one game: the 10 best verified results and the player's own best. */
export async function getLeaderboard(api: ApiClient, token: string, query: { gameId: GameId }): Promise<Envelope<Leaderboard>> {
  return callEndpoint(api, gameEndpoints.getLeaderboard, { token, query });
}

/** null reads nothing (an unknown game). */
export function useLeaderboard(gameId: GameId | null) {
  return useAccountRead(gameEndpoints.getLeaderboard, gameId === null ? null : { gameId }, getLeaderboard);
}
