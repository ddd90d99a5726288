import { callEndpoint, endpoints, type ApiClient, type Envelope, type IdentityVerificationState } from 'shared';
import { usePlayerRead } from 'shared/queries';

/** The player's identity verification: its status, the NIC by its last 4 characters, a rejection's reason. */
export async function getIdentityVerification(
  api: ApiClient,
  token: string,
  playerId: string,
): Promise<Envelope<IdentityVerificationState>> {
  return callEndpoint(api, endpoints.getIdentityVerification, { token, query: { uuid: playerId } });
}

/** undefined until read; a failed read keeps `error` (the panel offers a Retry) and says nothing about the status. */
export function useIdentityVerification() {
  const { data, ...read } = usePlayerRead(endpoints.getIdentityVerification, getIdentityVerification);
  return { verification: data, ...read };
}
