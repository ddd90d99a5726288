import { callEndpoint, endpoints, type ApiClient, type EndpointCall } from 'shared';

/**
 * Debits the tier and creates a pending request. The Idempotency-Key makes a retried or
 * double-clicked submission replay the first answer instead of debiting again.
 */
export async function requestWithdrawal(api: ApiClient, token: string, request: EndpointCall<typeof endpoints.requestWithdrawal>['body'], idempotencyKey: string) {
  return callEndpoint(api, endpoints.requestWithdrawal, { token, body: request, headers: { 'Idempotency-Key': idempotencyKey } });
}
