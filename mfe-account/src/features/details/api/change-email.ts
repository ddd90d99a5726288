import { callEndpoint, contentOf, isNetworkError, useApi, useSession, UnsuccessfulAnswer, type ApiClient } from 'shared';
import { useWrite, WriteRefused } from 'shared/write';
import * as messages from 'contract/messages';
import { accountEndpoints, type AccountDetails } from 'contract/account-endpoints';
import { serverRefusal } from '../../../components/ui';

export const loadEmailForm = () => import('contract/schemas').then((schemas) => schemas.ChangeEmailBody.shape.email);

/** Mails a code to the new address; nothing changes until it is confirmed. */
export async function changeEmail(api: ApiClient, token: string, uuid: string, email: string): Promise<void> {
  await contentOf(callEndpoint(api, accountEndpoints.changeEmail, { token, body: { uuid, email } }));
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

/** What a refused call says, for the code step (which shows a problem rather than failing). */
export function refusalText(failure: unknown): string {
  if (failure instanceof UnsuccessfulAnswer || serverRefusal(failure)) return serverRefusal(failure) ?? messages.account.invalidCode;
  return isNetworkError(failure) ? messages.emailVerification.network : messages.resetPassword.network;
}

/** Step one: the new address, checked by the server's rule, then a code to it. */
export function useChangeEmail() {
  const api = useApi();
  const { accessToken, playerId } = useSession();
  return useWrite({
    send: async (email: string) => {
      const address = email.trim();
      const rule = await loadEmailForm().catch(() => null);
      const problem = rule ? rule.safeParse(address).error?.issues[0]?.message : messages.resetPassword.network;
      if (problem) throw new WriteRefused(problem);
      await changeEmail(api, accessToken ?? '', playerId ?? '', address);
      return address;
    },
    progress: messages.account.sendingEmailCode,
    failure: (failure) => serverRefusal(failure) ?? refusalText(failure),
  });
}
