import { callEndpoint, endpoints, type ApiClient, type EndpointCall } from 'shared';

/** Creates the account and mails the e-mail code; answers content.uuid. Confirm-password is never sent. */
export async function registerPlayer(api: ApiClient, payload: EndpointCall<typeof endpoints.register>['body']) {
  return callEndpoint(api, endpoints.register, { body: payload });
}
