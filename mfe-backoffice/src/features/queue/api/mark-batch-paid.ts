import { callEndpoint, type ApiClient } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';

/** Marks every still-approved request of the batch paid under one bank reference. */
export async function markBatchPaid(api: ApiClient, token: string, batchId: number, reference: string) {
  return callEndpoint(api, operatorEndpoints.markBatchPaid, { token, body: { batchId, reference } });
}
