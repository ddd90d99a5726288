import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
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
  SidePanelLayout,
  useApi,
  useCountdown,
  useNotify,
  useSession,
} from 'shared';
import { resendResetEmail } from './api/resend-reset-email';
import { verifyResetCode } from './api/verify-reset-code';

const RESEND_COOLDOWN_SECONDS = 60;

/** /forgot-password/otp and /forgetotp: the mailed 4-digit code, exchanged for a reset token. */
export default function ForgotPasswordCodeScreen() {
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
  const email = session.userEmail;

  async function verify(event?: FormEvent) {
    event?.preventDefault();
    setError(null);
    setStatus(null);
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setError(messages.otp.invalidFormat);
      return;
    }
    if (!email) {
      setError(messages.otp.noEmail);
      return;
    }
    setBusy(true);
    try {
      const answer = await verifyResetCode(api, email, code);
      session.set('resetCode', answer.content.resetToken);
      session.set('userEmail', null);
      notify(messages.forgotPassword.otpVerified);
      navigate(paths.forgotPassword.resetPassword);
    } catch (failure) {
      if (errorCodeOf(failure) === ErrorCode.INVALID_RESET_OTP) setError(messages.forgotPassword.invalidOtp);
      else if (isRateLimited(failure)) setError(serverMessageOf(failure) ?? messages.emailVerification.failed);
      else if (isNetworkError(failure)) setError(messages.emailVerification.network);
      else setError(messages.emailVerification.failed);
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setError(null);
    setStatus(null);
    if (!email) {
      setError(messages.otp.noEmail);
      return;
    }
    setResending(true);
    try {
      await resendResetEmail(api, email);
      setStatus(messages.forgotPassword.resent);
      setCode('');
      restart();
    } catch (failure) {
      if (isRateLimited(failure)) setError(serverMessageOf(failure) ?? messages.emailVerification.resendFailed);
      else setError(isNetworkError(failure) ? messages.emailVerification.resendNetwork : messages.emailVerification.resendFailed);
    } finally {
      setResending(false);
    }
  }

  return (
    <SidePanelLayout panelTitle="Forgot Password ?" panel={<Muted>Check your inbox: we sent you a 4-digit code.</Muted>}>
      <Heading>Enter your code</Heading>
      <Muted>{email ? `We sent a code to ${maskEmail(email)}.` : messages.otp.noEmail}</Muted>
      <Form noValidate onSubmit={verify}>
        <CodeInput value={code} onChange={setCode} disabled={busy} invalid={Boolean(error)} />
        <ResendCodeButton remaining={remaining} busy={resending} onResend={resend} />
        <FormMessages error={error} status={status} />
        <Button type="submit" busy={busy}>
          Verify Code
        </Button>
      </Form>
      <Muted>
        Wrong address? <Link to={paths.forgotPassword.root}>Start again</Link>
      </Muted>
    </SidePanelLayout>
  );
}
