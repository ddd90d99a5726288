import { callEndpoint, type ApiClient, type EndpointCall } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { useAccountRead } from 'shared/queries';

export type ListQuery = EndpointCall<typeof operatorEndpoints.listWithdrawals>['query'];

/** One page of the queue, newest first, with the filters applied by the server. */
export async function listWithdrawals(api: ApiClient, token: string, query: ListQuery) {
  return callEndpoint(api, operatorEndpoints.listWithdrawals, { token, query });
}

export function useWithdrawalPage(query: ListQuery) {
  return useAccountRead(operatorEndpoints.listWithdrawals, query, listWithdrawals);
}
