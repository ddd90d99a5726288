import { callEndpoint, contentOf, endpoints, serverMessageOf, useApi, useNotify, useSession } from 'shared';
import * as messages from 'contract/messages';
import { useWrite } from 'shared/write';

const text = messages.cancelRequest;

/**
 * Cancels one of the player's pending requests by its code; its coins come back at once, so the
 * balance and the list are read again. Once an operator has moved it on (409) the notice says so.
 */
export function useCancelWithdrawal() {
  const api = useApi();
  const { accessToken, claims } = useSession();
  const notify = useNotify();
  return useWrite({
    send: async (code: string) => {
      await contentOf(callEndpoint(api, endpoints.cancelWithdrawal, { token: accessToken ?? '', body: { uuid: claims?.sub ?? '', code } }));
      notify(text.done);
    },
    progress: text.progress,
    invalidates: [endpoints.getProfile, endpoints.getTransactions],
    failure: (failure) => {
      const reason = serverMessageOf(failure);
      if (!reason) return text.failed;
      notify(reason, 'error');
      return null;
    },
  });
}
