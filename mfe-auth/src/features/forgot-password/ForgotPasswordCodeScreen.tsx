import { Link, useNavigate } from 'react-router-dom';
import {
  ErrorCode,
  Heading,
  maskEmail,
  messages,
  Muted,
  paths,
  SidePanelLayout,
  useApi,
  useNotify,
  useSession,
  useSharedMessages,
} from 'shared';
import { CodeEntryForm, useCodeEntry } from 'shared/code-entry';
import { useMessages } from '../../i18n';
import { resendResetEmail } from './api/resend-reset-email';
import { verifyResetCode } from './api/verify-reset-code';

/** /forgot-password/otp and /forgetotp: the mailed 4-digit code, exchanged for a reset token. */
export default function ForgotPasswordCodeScreen() {
  const t = useMessages();
  const localize = useSharedMessages();
  const api = useApi();
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const email = session.userEmail;
  const entry = useCodeEntry({
    target: email,
    verify: async (address, code) => {
      const answer = await verifyResetCode(api, address, code);
      session.set('resetCode', answer.content.resetToken);
      session.set('userEmail', null);
      notify(messages.forgotPassword.otpVerified);
      navigate(paths.forgotPassword.resetPassword);
      return null;
    },
    wrongCode: { errorCode: ErrorCode.INVALID_RESET_OTP, message: messages.forgotPassword.invalidOtp },
    resend: async (address) => {
      await resendResetEmail(api, address);
      return null;
    },
    resentMessage: messages.forgotPassword.resent,
  });

  return (
    <SidePanelLayout panelTitle={t('forgotPassword.panelTitle')} panel={<Muted>{t('resetCode.panelBody')}</Muted>}>
      <Heading>{t('resetCode.heading')}</Heading>
      <Muted>{email ? t('resetCode.sentTo', { email: maskEmail(email) }) : localize(messages.otp.noEmail)}</Muted>
      <CodeEntryForm entry={entry} />
      <Muted>
        {t('resetCode.wrongAddress')} <Link to={paths.forgotPassword.root}>{t('resetCode.startAgain')}</Link>
      </Muted>
    </SidePanelLayout>
  );
}
