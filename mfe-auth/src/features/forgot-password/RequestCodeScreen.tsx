import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  errorCodeOf,
  ErrorCode,
  Form,
  formProblem,
  FormMessages,
  Heading,
  isNetworkError,
  isRateLimited,
  messages,
  Muted,
  paths,
  serverMessageOf,
  SidePanelLayout,
  TextField,
  useApi,
  useFormSubmit,
  useLiveFormProblem,
  useNotify,
  useSession,
} from 'shared';
import { useMessages } from '../../i18n';
import { sendResetEmail } from './api/send-reset-email';

const text = messages.forgotPassword;

const loadForgotPasswordForm = () => import('contract/schemas').then((schemas) => schemas.ForgotPasswordForm);

/** /forgot-password: asks for the account's e-mail and mails a reset code to it. */
export default function RequestCodeScreen() {
  const t = useMessages();
  const api = useApi();
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [email, setEmail] = useState(session.userEmail ?? '');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Checked live once the player has typed (spec §5), and on submit.
  const liveProblem = useLiveFormProblem(loadForgotPasswordForm, { email }, touched);
  const formHandlers = useFormSubmit(submit, loadForgotPasswordForm);

  async function submit() {
    setTouched(true);
    setError(null);
    // Busy from the press: the progress text shows even while the form's schema still downloads.
    setBusy(true);
    try {
      const problem = await formProblem(loadForgotPasswordForm, { email }, messages.forgotPassword.network);
      if (problem) {
        setError(problem);
        return;
      }
      const address = email.trim();
      await sendResetEmail(api, address);
      session.set('userEmail', address);
      notify(text.codeSent);
      navigate(paths.forgotPassword.otp);
    } catch (failure) {
      if (errorCodeOf(failure) === ErrorCode.USER_NOT_FOUND) setError(text.userNotFound);
      else if (isRateLimited(failure)) setError(serverMessageOf(failure) ?? text.failed);
      else if (isNetworkError(failure)) setError(text.network);
      else setError(text.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SidePanelLayout panelTitle={t('forgotPassword.panelTitle')} panel={<Muted>{t('requestCode.panelBody')}</Muted>}>
      <Heading>{t('requestCode.heading')}</Heading>
      <Form noValidate {...formHandlers}>
        <TextField
          name="email"
          label={t('requestCode.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          // The same text in the alert region already says it; do not repeat it under the field.
          error={liveProblem === error ? null : liveProblem}
          onChange={(event) => {
            setEmail(event.target.value);
            setTouched(true);
            setError(null);
          }}
        />
        <FormMessages error={error} status={busy ? messages.progress.sending : null} />
        <Button type="submit" busy={busy}>
          {t('requestCode.submit')}
        </Button>
      </Form>
      <Muted>
        {t('requestCode.noAccount')} <Link to={paths.getStarted.root}>{t('requestCode.signUp')}</Link> ·{' '}
        <Link to={paths.signIn}>{t('requestCode.backToSignIn')}</Link>
      </Muted>
    </SidePanelLayout>
  );
}
