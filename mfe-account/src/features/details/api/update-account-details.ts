import { callEndpoint, contentOf, endpoints, formProblem, useApi, useSession, type ApiClient } from 'shared';
import { useWrite, WriteRefused } from 'shared/write';
import * as messages from 'contract/messages';
import { accountEndpoints, type AccountDetails } from 'contract/account-endpoints';
import type { AccountDetailsRequest } from 'contract/schemas';
import { serverRefusal } from '../../../components/ui';

export type DetailsFormValues = { firstName: string; lastName: string; mobile: string; country: string; dateOfBirth: string };

export const loadDetailsForm = () => import('contract/schemas').then((schemas) => schemas.AccountDetailsForm);

export async function updateAccountDetails(api: ApiClient, token: string, body: AccountDetailsRequest): Promise<AccountDetails> {
  return contentOf(callEndpoint(api, accountEndpoints.updateAccountDetails, { token, body }));
}

/**
 * Checks the form with the server's schema and saves it, trimmed; a locked date of birth is not
 * sent (it is the NIC's). The profile the top bar shows reads again: its name may have changed.
 */
export function useUpdateAccountDetails(dateOfBirthLocked: boolean) {
  const api = useApi();
  const { accessToken, playerId } = useSession();
  return useWrite({
    send: async (form: DetailsFormValues) => {
      const values = {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        mobile: form.mobile.trim(),
        country: form.country,
        ...(dateOfBirthLocked ? {} : { dateOfBirth: form.dateOfBirth }),
      };
      const problem = await formProblem(loadDetailsForm, values, messages.resetPassword.network);
      if (problem) throw new WriteRefused(problem);
      return updateAccountDetails(api, accessToken ?? '', { uuid: playerId ?? '', ...values });
    },
    progress: messages.account.savingDetails,
    failure: (failure) => serverRefusal(failure) ?? messages.resetPassword.network,
    invalidates: [accountEndpoints.getAccountDetails, endpoints.getProfile],
  });
}
