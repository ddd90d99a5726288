import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  CodeInput,
  errorCodeOf,
  ErrorCode,
  Form,
  FormMessages,
  Heading,
  isNetworkError,
  isRateLimited,
  maskEmail,
  messages,
  Muted,
  OTP_LENGTH,
  paths,
  ResendCodeButton,
  serverMessageOf,
  useApi,
  useCountdown,
  useNotify,
  useSession,
} from 'shared';
import { GetStartedLayout } from '../../components/GetStartedLayout';
import { resendVerificationEmail } from './api/resend-verification-email';
import { verifyEmailCode, type CodeTarget } from './api/verify-email-code';

const text = messages.emailVerification;
const RESEND_COOLDOWN_SECONDS = 60;

/** /get-started/otp: the 4-digit code mailed at registration (or after an unverified sign-in). */
export default function VerifyEmailScreen() {
  const api = useApi();
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const { remaining, restart } = useCountdown(RESEND_COOLDOWN_SECONDS);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  // Sign-in's unverified branch stores only the e-mail; the server accepts either (docs/decisions/006).
  const target: CodeTarget | null = session.uuid ? { uuid: session.uuid } : session.userEmail ? { email: session.userEmail } : null;

  async function verify(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setStatus(null);
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) return setError(messages.otp.invalidFormat);
    if (!target) return setError(messages.otp.noEmail);
    setBusy(true);
    try {
      const answer = await verifyEmailCode(api, target, code);
      if (!answer.status) return setError(text.failed);
      session.set('uuid', null);
      session.set('userEmail', null);
      notify(text.success);
      navigate(paths.signIn);
    } catch (failure) {
      if (errorCodeOf(failure) === ErrorCode.INVALID_VERIFICATION_OTP) setError(text.invalid);
      else if (isRateLimited(failure)) setError(serverMessageOf(failure) ?? text.failed);
      else setError(isNetworkError(failure) ? text.network : text.failed);
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setError(null);
    setStatus(null);
    if (!target) return setError(messages.otp.noEmail);
    setResending(true);
    try {
      const answer = await resendVerificationEmail(api, target);
      if (!answer.status) return setError(text.resendFailed);
      setStatus(text.resent);
      setCode('');
      restart();
    } catch (failure) {
      if (isRateLimited(failure)) setError(serverMessageOf(failure) ?? text.resendFailed);
      else setError(isNetworkError(failure) ? text.resendNetwork : text.resendFailed);
    } finally {
      setResending(false);
    }
  }

  return (
    <GetStartedLayout step={0}>
      <Heading>Verify your email</Heading>
      <Muted>{session.userEmail ? `Enter the 4-digit code we sent to ${maskEmail(session.userEmail)}.` : messages.otp.noEmail}</Muted>
      <Form noValidate onSubmit={verify}>
        <CodeInput value={code} onChange={setCode} disabled={busy} invalid={Boolean(error)} />
        <ResendCodeButton remaining={remaining} busy={resending} onResend={resend} />
        <FormMessages error={error} status={status} />
        <Button type="submit" busy={busy}>
          Verify Code
        </Button>
      </Form>
    </GetStartedLayout>
  );
}
