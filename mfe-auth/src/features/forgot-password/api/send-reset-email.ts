import { useNavigate } from 'react-router-dom';
import { callEndpoint, endpoints, ErrorCode, formProblem, messages, paths, useApi, useNotify, useSession, useWrite, WriteRefused, type ApiClient } from 'shared';

const text = messages.forgotPassword;

export const loadForgotPasswordForm = () => import('shared/schemas').then((schemas) => schemas.ForgotPasswordForm);

/** Mails a 4-digit reset code to a registered address (290002 when none). */
export async function sendResetEmail(api: ApiClient, email: string) {
  return callEndpoint(api, endpoints.sendResetEmail, { body: { email } });
}

/** Checks the address, mails the code to it and keeps it for the code step, which it opens. */
export function useSendResetEmail() {
  const api = useApi();
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  return useWrite({
    send: async (email: string) => {
      const problem = await formProblem(loadForgotPasswordForm, { email }, text.network);
      if (problem) throw new WriteRefused(problem);
      const address = email.trim();
      await sendResetEmail(api, address);
      session.set('userEmail', address);
      notify(text.codeSent);
      navigate(paths.forgotPassword.otp);
    },
    progress: messages.progress.sending,
    failure: { failed: text.failed, network: text.network, codes: { [ErrorCode.USER_NOT_FOUND]: text.userNotFound } },
  });
}
