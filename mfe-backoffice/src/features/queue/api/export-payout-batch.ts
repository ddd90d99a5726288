import { callEndpoint, type ApiClient } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';

/** Claims every approved request not yet in a file; 409 when none waits. */
export async function exportPayoutBatch(api: ApiClient, token: string) {
  return callEndpoint(api, operatorEndpoints.exportPayoutBatch, { token, body: {} });
}
