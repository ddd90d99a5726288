import { callEndpoint, endpoints, type ApiClient, type EndpointCall } from 'shared';

export type ContactMessage = EndpointCall<typeof endpoints.sendContactMessage>['body'];

/** Success is status true with content "done" (spec §7). */
export async function sendContactMessage(api: ApiClient, message: ContactMessage): Promise<boolean> {
  const answer = await callEndpoint(api, endpoints.sendContactMessage, { body: message });
  return answer.status === true && answer.content === 'done';
}
