import { callEndpoint, type ApiClient, type EndpointCall } from 'shared';
import { privacyEndpoints } from 'contract/privacy-endpoints';
import { auditedReadPolicy, useAccountRead } from 'shared/queries';

export type PrivacyListQuery = EndpointCall<typeof privacyEndpoints.listPrivacyRequests>['query'];

/** One page of privacy requests, the nearest deadline first. */
export async function listPrivacyRequests(api: ApiClient, token: string, query: PrivacyListQuery) {
  return callEndpoint(api, privacyEndpoints.listPrivacyRequests, { token, query });
}

export function usePrivacyRequestPage(query: PrivacyListQuery) {
  return useAccountRead(privacyEndpoints.listPrivacyRequests, query, listPrivacyRequests);
}

/** One request in full; the server records the reading in its trail (404 for an unknown id). */
export async function getPrivacyRequest(api: ApiClient, token: string, query: { id: string }) {
  return callEndpoint(api, privacyEndpoints.getPrivacyRequest, { token, query });
}

/** Read once per visit: each read is a recorded view, so not again on focus or reconnect. */
export function usePrivacyRequest(id: string) {
  return useAccountRead(privacyEndpoints.getPrivacyRequest, { id }, getPrivacyRequest, auditedReadPolicy);
}

/** A decision changes the request and its queue. */
export const privacyReads = [privacyEndpoints.getPrivacyRequest, privacyEndpoints.listPrivacyRequests];
