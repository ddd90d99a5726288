import { callEndpoint, type ApiClient } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';

/** approved → paid, with the bank's transfer reference. */
export async function markWithdrawalPaid(api: ApiClient, token: string, code: string, reference: string) {
  return callEndpoint(api, operatorEndpoints.markWithdrawalPaid, { token, body: { code, reference } });
}
