import { callEndpoint, contentOf, formProblem, isNetworkError, useApi, useSession, type ApiClient } from 'shared';
import { useWrite, WriteRefused } from 'shared/write';
import * as messages from 'contract/messages';
import { accountEndpoints, type AccountDetails } from 'contract/account-endpoints';
import { serverRefusal } from '../../../components/ui';

export const loadEmailForm = () => import('contract/schemas').then((schemas) => schemas.ChangeEmailForm);

/** The new address, and the current password that lets this session change where resets are mailed (ADR 052). */
export interface EmailChange {
  email: string;
  currentPassword: string;
}

/** Mails a code to the new address; nothing changes until it is confirmed. */
export async function changeEmail(api: ApiClient, token: string, uuid: string, change: EmailChange): Promise<void> {
  await contentOf(callEndpoint(api, accountEndpoints.changeEmail, { token, body: { uuid, ...change } }));
}

/** The code from the new address: the address changes, and the old one is told. */
export async function confirmEmailChange(
  api: ApiClient,
  token: string,
  uuid: string,
  email: string,
  code: string,
): Promise<AccountDetails> {
  return contentOf(callEndpoint(api, accountEndpoints.confirmEmailChange, { token, body: { uuid, email, code } }));
}

/** What a failed call says: the server's refusal in its words, else no answer or something else. */
export function refusalText(failure: unknown): string {
  return serverRefusal(failure) ?? (isNetworkError(failure) ? messages.emailVerification.network : messages.resetPassword.network);
}

/** Step one: the new address and the current password, checked by the server's rules, then a code to the address. */
export function useChangeEmail() {
  const api = useApi();
  const { accessToken, playerId } = useSession();
  return useWrite({
    send: async (form: EmailChange) => {
      const change = { email: form.email.trim(), currentPassword: form.currentPassword };
      const problem = await formProblem(loadEmailForm, change, messages.resetPassword.network);
      if (problem) throw new WriteRefused(problem);
      await changeEmail(api, accessToken ?? '', playerId ?? '', change);
      return change;
    },
    progress: messages.account.sendingEmailCode,
    failure: refusalText,
  });
}
