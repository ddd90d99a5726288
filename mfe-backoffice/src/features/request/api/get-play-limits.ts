import { callEndpoint, type ApiClient } from 'shared';
import { playLimitsEndpoints } from 'contract/play-limits-endpoints';
import { useAccountRead } from 'shared/queries';

/** The limits and their trail of the player who asked for the withdrawal (ADR 061), read-only. */
export async function getPlayLimits(api: ApiClient, token: string, query: { code: string }) {
  return callEndpoint(api, playLimitsEndpoints.getWithdrawalPlayLimits, { token, query });
}

export function useWithdrawalPlayLimits(code: string) {
  return useAccountRead(playLimitsEndpoints.getWithdrawalPlayLimits, { code }, getPlayLimits);
}
