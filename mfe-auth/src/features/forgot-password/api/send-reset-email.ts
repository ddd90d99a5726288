import { callEndpoint, endpoints, ErrorCode, formProblem, paths, type ApiClient } from 'shared';
import * as messages from 'contract/messages';
import { useWrite, WriteRefused } from 'shared/write';
import { useAuthStep } from '../../../lib/use-auth-step';

const text = messages.forgotPassword;

export const loadForgotPasswordForm = () => import('contract/schemas').then((schemas) => schemas.ForgotPasswordForm);

/** Mails a 4-digit reset code to a registered address (290002 when none). */
export async function sendResetEmail(api: ApiClient, email: string) {
  return callEndpoint(api, endpoints.sendResetEmail, { body: { email } });
}

/** Checks the address, mails the code to it and keeps it for the code step, which it opens. */
export function useSendResetEmail() {
  const { api, session, moveOn } = useAuthStep();
  return useWrite({
    send: async (email: string) => {
      const problem = await formProblem(loadForgotPasswordForm, { email }, text.network);
      if (problem) throw new WriteRefused(problem);
      const address = email.trim();
      await sendResetEmail(api, address);
      session.set('userEmail', address);
      moveOn(paths.forgotPassword.otp, text.codeSent);
    },
    progress: messages.progress.sending,
    failure: { failed: text.failed, network: text.network, codes: { [ErrorCode.USER_NOT_FOUND]: text.userNotFound } },
  });
}
