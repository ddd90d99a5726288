import { useNavigate } from 'react-router-dom';
import {
  ErrorCode,
  Heading,
  maskEmail,
  messages,
  Muted,
  paths,
  useApi,
  useNotify,
  useSession,
  useSharedMessages,
} from 'shared';
import { CodeEntryForm, useCodeEntry } from 'shared/code-entry';
import { GetStartedLayout } from '../../components/GetStartedLayout';
import { useMessages } from '../../i18n';
import { resendVerificationEmail } from './api/resend-verification-email';
import { verifyEmailCode, type CodeTarget } from './api/verify-email-code';

const text = messages.emailVerification;

/** /get-started/otp: the 4-digit code mailed at registration (or after an unverified sign-in). */
export default function VerifyEmailScreen() {
  const t = useMessages();
  const localize = useSharedMessages();
  const api = useApi();
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  // Sign-in's unverified branch stores only the e-mail; the server accepts either (docs/decisions/006).
  const target: CodeTarget | null = session.uuid ? { uuid: session.uuid } : session.userEmail ? { email: session.userEmail } : null;
  const entry = useCodeEntry({
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

  return (
    <GetStartedLayout step={0}>
      <Heading>{t('verifyEmail.heading')}</Heading>
      <Muted>{session.userEmail ? t('verifyEmail.sentTo', { email: maskEmail(session.userEmail) }) : localize(messages.otp.noEmail)}</Muted>
      <CodeEntryForm entry={entry} />
    </GetStartedLayout>
  );
}
