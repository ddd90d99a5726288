import { callEndpoint, contentOf, serverMessageOf, useApi, useSession } from 'shared';
import { usePlayerRead } from 'shared/queries';
import { useWrite } from 'shared/write';
import * as messages from 'contract/messages';
import { closureEndpoints, type AccountClosure } from 'contract/closure-endpoints';

/** Whether the signed-in player's account is closing (ADR 059); the account area reads the same. */
export function useAccountClosure() {
  return usePlayerRead(closureEndpoints.getAccountClosure, (api, token, playerId) =>
    callEndpoint(api, closureEndpoints.getAccountClosure, { token, query: { uuid: playerId } }),
  );
}

/** Cancels the closure: the account stays; the notice and the account area's panel read again. */
export function useKeepAccount() {
  const api = useApi();
  const { accessToken, playerId } = useSession();
  return useWrite<void, AccountClosure>({
    send: () => contentOf(callEndpoint(api, closureEndpoints.keepAccount, { token: accessToken ?? '', body: { uuid: playerId ?? '' } })),
    progress: messages.closure.keepingAccount,
    failure: (failure) => serverMessageOf(failure) ?? messages.resetPassword.network,
    invalidates: [closureEndpoints.getAccountClosure],
  });
}
