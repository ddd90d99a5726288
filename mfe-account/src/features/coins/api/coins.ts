import { callEndpoint, type ApiClient, type Envelope } from 'shared';
import { useAccountRead, usePlayerRead } from 'shared/queries';
import { accountEndpoints, type CoinHistoryPage, type CoinPace, type WithdrawalTimeline } from 'contract/account-endpoints';

export const COIN_PAGE_SIZE = 20;

export async function getCoinHistory(
  api: ApiClient,
  token: string,
  uuid: string,
  before: number | null,
): Promise<Envelope<CoinHistoryPage>> {
  return callEndpoint(api, accountEndpoints.getCoinHistory, {
    token,
    query: { uuid, limit: COIN_PAGE_SIZE, ...(before === null ? {} : { before }) },
  });
}

/** One page of coin movements, newest first, `before` an entry id (null: the newest page). */
export function useCoinHistoryPage(playerId: string | null, before: number | null) {
  return useAccountRead(accountEndpoints.getCoinHistory, playerId === null ? null : { playerId, before }, (api, token, params) =>
    getCoinHistory(api, token, params.playerId, params.before),
  );
}

export async function getWithdrawalTimelines(api: ApiClient, token: string, playerId: string): Promise<Envelope<WithdrawalTimeline[]>> {
  return callEndpoint(api, accountEndpoints.getWithdrawalTimelines, { token, query: { uuid: playerId } });
}

export function useWithdrawalTimelines() {
  return usePlayerRead(accountEndpoints.getWithdrawalTimelines, getWithdrawalTimelines);
}

export async function getCoinPace(api: ApiClient, token: string, playerId: string): Promise<Envelope<CoinPace>> {
  return callEndpoint(api, accountEndpoints.getCoinPace, { token, query: { uuid: playerId } });
}

export function useCoinPace() {
  return usePlayerRead(accountEndpoints.getCoinPace, getCoinPace);
}
