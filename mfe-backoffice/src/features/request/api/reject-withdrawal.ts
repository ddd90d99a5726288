import { callEndpoint, type ApiClient } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';

/** pending or approved → rejected; the coins go back and the reason is mailed to the player. */
export async function rejectWithdrawal(api: ApiClient, token: string, code: string, reason: string) {
  return callEndpoint(api, operatorEndpoints.rejectWithdrawal, { token, body: { code, reason } });
}
