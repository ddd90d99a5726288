import { callEndpoint, type ApiClient } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';

/** pending → approved (403/409 when four eyes refuse it, 409 when it has moved on). */
export async function approveWithdrawal(api: ApiClient, token: string, code: string) {
  return callEndpoint(api, operatorEndpoints.approveWithdrawal, { token, body: { code } });
}
