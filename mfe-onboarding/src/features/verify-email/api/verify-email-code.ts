import { useNavigate } from 'react-router-dom';
import { callEndpoint, endpoints, ErrorCode, paths, useApi, useNotify, useSession, type ApiClient } from 'shared';
import * as messages from 'contract/messages';
import { useCodeEntry } from 'shared/code-entry';
import { resendVerificationEmail, type CodeTarget } from './resend-verification-email';

const text = messages.emailVerification;

export async function verifyEmailCode(api: ApiClient, target: CodeTarget, code: string) {
  return callEndpoint(api, endpoints.verifyEmail, { body: { ...target, code } });
}

/** The e-mail code's entry: checked (then on to sign-in, the session's registration forgotten) or mailed again. */
export function useVerifyEmailCode() {
  const api = useApi();
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  // Sign-in's unverified branch stores only the e-mail; the server accepts either (docs/decisions/006).
  const target: CodeTarget | null = session.uuid ? { uuid: session.uuid } : session.userEmail ? { email: session.userEmail } : null;
  return useCodeEntry({
    target,
    verify: async (player, code) => {
      const answer = await verifyEmailCode(api, player, code);
      if (!answer.status) return text.failed;
      session.set('uuid', null);
      session.set('userEmail', null);
      notify(text.success);
      navigate(paths.signIn);
      return null;
    },
    wrongCode: { errorCode: ErrorCode.INVALID_VERIFICATION_OTP, message: text.invalid },
    resend: async (player) => ((await resendVerificationEmail(api, player)).status ? null : text.resendFailed),
    resentMessage: text.resent,
  });
}
