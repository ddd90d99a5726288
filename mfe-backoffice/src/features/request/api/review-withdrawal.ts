import { callEndpoint, type ApiClient } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';

/** Four eyes, first eye: the request stays pending, marked reviewed by this operator. */
export async function reviewWithdrawal(api: ApiClient, token: string, code: string) {
  return callEndpoint(api, operatorEndpoints.reviewWithdrawal, { token, body: { code } });
}
