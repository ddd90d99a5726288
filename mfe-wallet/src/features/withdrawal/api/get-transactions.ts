import { callEndpoint, endpoints, type ApiClient, type Envelope, type Transaction } from 'shared';
import { usePlayerRead } from 'shared/queries';

/** The player's withdrawal requests, newest first (beyond the spec: the original list was always empty). */
export async function getTransactions(api: ApiClient, token: string, playerId: string): Promise<Envelope<Transaction[]>> {
  return callEndpoint(api, endpoints.getTransactions, { token, query: { uuid: playerId } });
}

/** A failed read is only logged (as every read is): the panel then says there are none. */
export function useTransactions() {
  const { data, ...read } = usePlayerRead(endpoints.getTransactions, getTransactions);
  return { transactions: data, ...read };
}
