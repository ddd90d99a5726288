import { callEndpoint, type ApiClient } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';

/** under_review → verified (409 once it was decided meanwhile). */
export async function approveIdentity(api: ApiClient, token: string, id: string) {
  return callEndpoint(api, operatorEndpoints.approveIdentity, { token, body: { id } });
}
