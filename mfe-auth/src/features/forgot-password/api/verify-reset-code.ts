import { callEndpoint, endpoints, ErrorCode, paths, type ApiClient } from 'shared';
import * as messages from 'contract/messages';
import { useCodeEntry } from 'shared/code-entry';
import { useAuthStep } from '../../../lib/use-auth-step';
import { resendResetEmail } from './resend-reset-email';

const text = messages.forgotPassword;

/**
 * Checks the mailed code together with the address it was sent to (a code alone could match
 * another player's reset; docs/decisions/006) and returns the single-use reset token.
 */
export async function verifyResetCode(api: ApiClient, email: string, code: string) {
  return callEndpoint(api, endpoints.verifyResetCode, { body: { code, email } });
}

/**
 * The code step's writes, on the code screens' shared entry: the code is exchanged for the reset
 * token, which the next step sends; a new code can be mailed to the same address.
 */
export function useVerifyResetCode() {
  const { api, session, moveOn } = useAuthStep();
  return useCodeEntry({
    target: session.userEmail,
    verify: async (address, code) => {
      const answer = await verifyResetCode(api, address, code);
      session.set('resetCode', answer.content.resetToken);
      session.set('userEmail', null);
      moveOn(paths.forgotPassword.resetPassword, text.otpVerified);
      return null;
    },
    wrongCode: { errorCode: ErrorCode.INVALID_RESET_OTP, message: text.invalidOtp },
    resend: async (address) => {
      await resendResetEmail(api, address);
      return null;
    },
    resentMessage: text.resent,
  });
}
