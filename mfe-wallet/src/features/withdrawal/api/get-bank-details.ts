import { callEndpoint, endpoints, type ApiClient, type BankAccountOnFile, type Envelope } from 'shared';
import { usePlayerRead } from 'shared/queries';

/** The player's saved payout account, the number by its last 4 digits (null when none saved). */
export async function getBankDetails(api: ApiClient, token: string, playerId: string): Promise<Envelope<BankAccountOnFile | null>> {
  return callEndpoint(api, endpoints.getBankDetails, { token, query: { uuid: playerId } });
}

/** undefined while loading; a failed read leaves the bank step empty, as with no saved account. */
export function useBankAccountOnFile(): BankAccountOnFile | null | undefined {
  const { data, error } = usePlayerRead(endpoints.getBankDetails, getBankDetails);
  return error ? null : data;
}
