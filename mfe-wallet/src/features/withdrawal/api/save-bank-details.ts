import { callEndpoint, endpoints, type ApiClient, type EndpointCall } from 'shared';

export async function saveBankDetails(api: ApiClient, token: string, details: EndpointCall<typeof endpoints.saveBankDetails>['body']) {
  return callEndpoint(api, endpoints.saveBankDetails, { token, body: details });
}
