import { callEndpoint, type ApiClient } from 'shared';
import type { GameId } from 'contract/games';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { useAccountRead } from 'shared/queries';

export interface SuspiciousPlayListQuery {
  gameId?: GameId;
  page: number;
  pageSize: number;
}

/** One page of players with suspicious play, per game, the most recently seen first. */
export async function listSuspiciousPlay(api: ApiClient, token: string, query: SuspiciousPlayListQuery) {
  return callEndpoint(api, operatorEndpoints.listSuspiciousPlay, { token, query });
}

export function useSuspiciousPlayPage(query: SuspiciousPlayListQuery) {
  return useAccountRead(operatorEndpoints.listSuspiciousPlay, query, listSuspiciousPlay);
}
