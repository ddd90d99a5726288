import { callEndpoint, type ApiClient } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { useAccountRead } from 'shared/queries';

/** One request in full: player, receiver, bank account, ledger and audit trail (404 for an unknown code). */
export async function getWithdrawal(api: ApiClient, token: string, query: { code: string }) {
  return callEndpoint(api, operatorEndpoints.getWithdrawal, { token, query });
}

export function useWithdrawalDetail(code: string) {
  return useAccountRead(operatorEndpoints.getWithdrawal, { code }, getWithdrawal);
}
