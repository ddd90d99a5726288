import { callEndpoint, type ApiClient } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';

/** under_review → rejected; the reason is mailed to the player, who may submit again. */
export async function rejectIdentity(api: ApiClient, token: string, id: string, reason: string) {
  return callEndpoint(api, operatorEndpoints.rejectIdentity, { token, body: { id, reason } });
}
