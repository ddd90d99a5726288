import { callEndpoint, type ApiClient, type Envelope } from 'shared';
import { usePlayerRead } from 'shared/queries';
import { accountEndpoints, type AccountDetails } from 'contract/account-endpoints';

/** The player's details as they can correct them: name, mobile, country, date of birth (and whether it is the NIC's). */
export async function getAccountDetails(api: ApiClient, token: string, playerId: string): Promise<Envelope<AccountDetails>> {
  return callEndpoint(api, accountEndpoints.getAccountDetails, { token, query: { uuid: playerId } });
}

export function useAccountDetails() {
  return usePlayerRead(accountEndpoints.getAccountDetails, getAccountDetails);
}
