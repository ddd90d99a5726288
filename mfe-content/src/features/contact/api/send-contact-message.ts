import { callEndpoint, endpoints, formProblem, isNetworkError, useApi, type ApiClient, type EndpointCall } from 'shared';
import * as messages from 'contract/messages';
import { useWrite, WriteRefused } from 'shared/write';

const text = messages.contact;

export type ContactMessage = EndpointCall<typeof endpoints.sendContactMessage>['body'];

export const loadContactForm = () => import('contract/schemas').then((schemas) => schemas.ContactForm);

/** Success is status true with content "done" (spec §7). */
export async function sendContactMessage(api: ApiClient, message: ContactMessage): Promise<boolean> {
  const answer = await callEndpoint(api, endpoints.sendContactMessage, { body: message });
  return answer.status === true && answer.content === 'done';
}

/** Checks the form and sends it, trimmed; an answer other than "done" is a failure. */
export function useSendContactMessage() {
  const api = useApi();
  return useWrite({
    send: async (form: ContactMessage) => {
      const problem = await formProblem(loadContactForm, form, text.network);
      if (problem) throw new WriteRefused(problem);
      const trimmed = Object.fromEntries(
        Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
      ) as unknown as ContactMessage;
      if (!(await sendContactMessage(api, trimmed))) throw new WriteRefused(text.failed);
    },
    progress: messages.progress.sending,
    // An answer that says no is "something went wrong"; no answer at all is the network message.
    failure: (failure) => (isNetworkError(failure) ? text.network : text.failed),
  });
}
