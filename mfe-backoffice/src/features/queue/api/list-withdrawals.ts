import { callEndpoint, type ApiClient } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { useAccountRead } from 'shared/queries';
import type { ListQuery } from '../../../lib/queue-filters';

/** One page of the queue, newest first, with the filters applied by the server. */
export async function listWithdrawals(api: ApiClient, token: string, query: ListQuery) {
  return callEndpoint(api, operatorEndpoints.listWithdrawals, { token, query });
}

export function useWithdrawalPage(query: ListQuery) {
  return useAccountRead(operatorEndpoints.listWithdrawals, query, listWithdrawals);
}
