import { callEndpoint, endpoints, type ApiClient } from 'shared';

/** Cancels one of the player's pending requests; its coins come back at once (409 once it has moved on). */
export async function cancelWithdrawal(api: ApiClient, token: string, playerId: string, code: string) {
  return callEndpoint(api, endpoints.cancelWithdrawal, { token, body: { uuid: playerId, code } });
}
