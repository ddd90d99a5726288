import { callEndpoint, contentOf, useApi, useSession, type ApiClient, type Envelope } from 'shared';
import { usePlayerRead } from 'shared/queries';
import { useWrite } from 'shared/write';
import * as messages from 'contract/messages';
import { accountEndpoints, type PlayerSession, type SignInEvent } from 'contract/account-endpoints';
import { serverRefusal } from '../../../components/ui';

export async function getSessions(api: ApiClient, token: string, playerId: string): Promise<Envelope<PlayerSession[]>> {
  return callEndpoint(api, accountEndpoints.getSessions, { token, query: { uuid: playerId } });
}

/** The player's signed-in sessions, this one first. */
export function useSessions() {
  return usePlayerRead(accountEndpoints.getSessions, getSessions);
}

export async function getSignInHistory(api: ApiClient, token: string, playerId: string): Promise<Envelope<SignInEvent[]>> {
  return callEndpoint(api, accountEndpoints.getSignInHistory, { token, query: { uuid: playerId } });
}

/** The last 30 days' sign-ins, newest first. */
export function useSignInHistory() {
  return usePlayerRead(accountEndpoints.getSignInHistory, getSignInHistory);
}

export type EndSessions = { sessionId: string } | { allOthers: true };

/** Signs one session out, or every other one; answers the sessions left, which the list shows. */
export function useEndSessions() {
  const api = useApi();
  const { accessToken, playerId } = useSession();
  return useWrite({
    send: (which: EndSessions) =>
      contentOf(callEndpoint(api, accountEndpoints.endSessions, { token: accessToken ?? '', body: { uuid: playerId ?? '', ...which } })),
    failure: (failure) => serverRefusal(failure) ?? messages.resetPassword.network,
    invalidates: [accountEndpoints.getSessions],
  });
}
