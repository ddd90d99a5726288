import { callEndpoint, endpoints, errorCodeOf, ErrorCode, formProblem, isNetworkError, paths, type ApiClient } from 'shared';
import * as messages from 'contract/messages';
import { useWrite, WriteRefused } from 'shared/write';
import { useAuthStep } from '../../../lib/use-auth-step';

const text = messages.resetPassword;

export const loadResetPasswordForm = () => import('contract/schemas').then((schemas) => schemas.ResetPasswordForm);

/** Sets the new password; `code` is the reset token the code step returned. */
export async function resetPassword(api: ApiClient, code: string, password: string) {
  return callEndpoint(api, endpoints.resetPassword, { body: { code, password } });
}

/** Checks the two passwords, sets the new one with the code step's token, forgets it and opens sign-in. */
export function useResetPassword() {
  const { api, session, moveOn } = useAuthStep();
  return useWrite({
    send: async ({ password, confirmPassword }: { password: string; confirmPassword: string }) => {
      const code = session.resetCode;
      const problem = await formProblem(loadResetPasswordForm, { code: code ?? '', password, confirmPassword }, text.network);
      if (problem) throw new WriteRefused(problem);
      if (!code) return;
      await resetPassword(api, code, password);
      session.set('resetCode', null);
      moveOn(paths.signIn, text.success);
    },
    progress: messages.progress.saving,
    // As this form always read a refusal: its reset-code text, no answer, or anything else (no rate limit's own text).
    failure: (failure) =>
      errorCodeOf(failure) === ErrorCode.INVALID_RESET_CODE ? text.invalidCode : isNetworkError(failure) ? text.network : text.failed,
  });
}
