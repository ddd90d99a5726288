import { callEndpoint, type ApiClient } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { auditedReadPolicy, useAccountRead } from 'shared/queries';

/** One submission in full, the NIC unmasked; the server records the reading in its audit trail (404 for an unknown id). */
export async function getIdentityReview(api: ApiClient, token: string, query: { id: string }) {
  return callEndpoint(api, operatorEndpoints.getIdentityReview, { token, query });
}

/** Read once per visit: each read is a recorded view of the unmasked NIC, so not again on focus or reconnect. */
export function useIdentityReview(id: string) {
  return useAccountRead(operatorEndpoints.getIdentityReview, { id }, getIdentityReview, auditedReadPolicy);
}
