import { bearer, type ApiClient, type Envelope } from 'shared';
import type { WithdrawalTier } from 'shared/money';

export interface WithdrawalRequest {
  uuid: string;
  selectedTierAmount: WithdrawalTier;
  receiverName: string;
  receiverEmail: string;
  receiverPhone: string;
  receiverCountry: string;
}

export interface WithdrawalReceipt {
  code: string;
  amount: number;
  status: string;
  balance: number;
  createdAt: string;
}

/**
 * Debits the tier and creates a pending request. The Idempotency-Key makes a retried or
 * double-clicked submission replay the first answer instead of debiting again.
 */
export async function requestWithdrawal(api: ApiClient, token: string, request: WithdrawalRequest, idempotencyKey: string): Promise<Envelope<WithdrawalReceipt>> {
  const { data } = await api.post<Envelope<WithdrawalReceipt>>('/api/external/v1/get-user-withdrawl', request, {
    headers: { ...bearer(token), 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
