import { callEndpoint, contentOf, formProblem, useApi, useSession, type ApiClient, type Envelope } from 'shared';
import { usePlayerRead } from 'shared/queries';
import { useWrite, WriteRefused } from 'shared/write';
import * as messages from 'contract/messages';
import { closureEndpoints, type AccountClosure } from 'contract/closure-endpoints';
import { serverRefusal } from '../../../components/ui';

export const loadCloseAccountForm = () => import('contract/schemas').then((schemas) => schemas.CloseAccountForm);

export async function getAccountClosure(api: ApiClient, token: string, playerId: string): Promise<Envelope<AccountClosure>> {
  return callEndpoint(api, closureEndpoints.getAccountClosure, { token, query: { uuid: playerId } });
}

/** Whether the account is closing (and when), and which withdrawal stands in the way of closing it. */
export function useAccountClosure() {
  return usePlayerRead(closureEndpoints.getAccountClosure, getAccountClosure);
}

/** With the current password: schedules the closure. A withdrawal still open is the server's refusal, naming it. */
export function useCloseAccount() {
  const api = useApi();
  const { accessToken, playerId } = useSession();
  return useWrite({
    send: async (form: { currentPassword: string }) => {
      const problem = await formProblem(loadCloseAccountForm, form, messages.resetPassword.network);
      if (problem) throw new WriteRefused(problem);
      return contentOf(
        callEndpoint(api, closureEndpoints.closeAccount, {
          token: accessToken ?? '',
          body: { uuid: playerId ?? '', currentPassword: form.currentPassword },
        }),
      );
    },
    failure: (failure) => serverRefusal(failure) ?? messages.resetPassword.network,
    invalidates: [closureEndpoints.getAccountClosure],
  });
}

/** Cancels a scheduled closure: the account stays (the shell's notice reads the same endpoint again). */
export function useKeepAccount() {
  const api = useApi();
  const { accessToken, playerId } = useSession();
  return useWrite<void, AccountClosure>({
    send: () => contentOf(callEndpoint(api, closureEndpoints.keepAccount, { token: accessToken ?? '', body: { uuid: playerId ?? '' } })),
    progress: messages.closure.keepingAccount,
    failure: (failure) => serverRefusal(failure) ?? messages.resetPassword.network,
    invalidates: [closureEndpoints.getAccountClosure],
  });
}
