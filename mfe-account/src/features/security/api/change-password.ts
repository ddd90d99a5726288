import { callEndpoint, contentOf, formProblem, useApi, useSession, type ApiClient } from 'shared';
import { useWrite, WriteRefused } from 'shared/write';
import * as messages from 'contract/messages';
import { accountEndpoints } from 'contract/account-endpoints';
import { serverRefusal } from '../../../components/ui';

export type PasswordFormValues = { currentPassword: string; password: string; confirmPassword: string };

export const loadPasswordForm = () => import('contract/schemas').then((schemas) => schemas.ChangePasswordForm);

export async function changePassword(api: ApiClient, token: string, uuid: string, currentPassword: string, password: string) {
  return contentOf(callEndpoint(api, accountEndpoints.changePassword, { token, body: { uuid, currentPassword, password } }));
}

/**
 * Checks the form with the server's rules and changes the password. The server ends every session
 * and hands this one a new token, which the page adopts: this tab stays signed in, the others are
 * signed out. Nothing is read again here: a read now would still carry the ended token (the form
 * reads the sessions again once the page holds the new one).
 */
export function useChangePassword() {
  const api = useApi();
  const session = useSession();
  return useWrite({
    send: async (form: PasswordFormValues) => {
      const problem = await formProblem(loadPasswordForm, form, messages.resetPassword.network);
      if (problem) throw new WriteRefused(problem);
      const { accessToken } = await changePassword(
        api,
        session.accessToken ?? '',
        session.playerId ?? '',
        form.currentPassword,
        form.password,
      );
      session.set('accessToken', accessToken);
    },
    progress: messages.account.changingPassword,
    failure: (failure) => serverRefusal(failure) ?? messages.resetPassword.network,
  });
}
