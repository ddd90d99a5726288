import { callEndpoint, type ApiClient, type EndpointCall } from 'shared';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { useAccountRead } from 'shared/queries';

export type IdentityListQuery = EndpointCall<typeof operatorEndpoints.listIdentityReviews>['query'];

/** One page of identity submissions, oldest first, the NIC masked. */
export async function listIdentityReviews(api: ApiClient, token: string, query: IdentityListQuery) {
  return callEndpoint(api, operatorEndpoints.listIdentityReviews, { token, query });
}

export function useIdentityReviewPage(query: IdentityListQuery) {
  return useAccountRead(operatorEndpoints.listIdentityReviews, query, listIdentityReviews);
}
