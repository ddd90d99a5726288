import { callEndpoint, type ApiClient } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';

/** An exported request the bank returned unpaid → rejected, the coins back; payout-approvers only. */
export async function returnWithdrawal(api: ApiClient, token: string, code: string, reference: string) {
  return callEndpoint(api, operatorEndpoints.returnWithdrawal, { token, body: { code, reference } });
}
