import { callEndpoint, endpoints, type ApiClient } from 'shared';
import type { CodeTarget } from './verify-email-code';

export async function resendVerificationEmail(api: ApiClient, target: CodeTarget) {
  return callEndpoint(api, endpoints.resendVerificationEmail, { body: target });
}
