import { callEndpoint, contentOf, endpoints, useApi, useSession, type ApiClient, type Envelope } from 'shared';
import { usePlayerRead } from 'shared/queries';
import { useWrite } from 'shared/write';
import * as messages from 'contract/messages';
import { accountEndpoints } from 'contract/account-endpoints';
import type { ConsentName, Consents } from 'contract/schemas';
import { serverRefusal } from '../../../components/ui';

export async function getConsents(api: ApiClient, token: string, playerId: string): Promise<Envelope<Consents>> {
  return callEndpoint(api, accountEndpoints.getConsents, { token, query: { uuid: playerId } });
}

/** The consents the player controls, as they stand. */
export function useConsents() {
  return usePlayerRead(accountEndpoints.getConsents, getConsents);
}

export interface ConsentChoice {
  name: ConsentName;
  granted: boolean;
}

/**
 * Gives or withdraws one consent, sent alone so a change made elsewhere meanwhile stays. The
 * profile is read again too: without the language consent it names no language, and the page
 * then stops saving its own to it.
 */
export function useChangeConsent() {
  const api = useApi();
  const { accessToken, playerId } = useSession();
  return useWrite({
    send: ({ name, granted }: ConsentChoice) =>
      contentOf(
        callEndpoint(api, accountEndpoints.updateConsents, { token: accessToken ?? '', body: { uuid: playerId ?? '', [name]: granted } }),
      ),
    progress: messages.consents.saving,
    failure: (failure) => serverRefusal(failure) ?? messages.resetPassword.network,
    invalidates: [accountEndpoints.getConsents, endpoints.getProfile],
  });
}
