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
  messages,
  Muted,
  PasswordField,
  paths,
  SidePanelLayout,
  useApi,
  useFormSubmit,
  useNotify,
  useSession,
} from 'shared';
import { useMessages } from '../../i18n';
import { resetPassword } from './api/reset-password';

const text = messages.resetPassword;

const loadResetPasswordForm = () => import('contract/schemas').then((schemas) => schemas.ResetPasswordForm);

/** /forgot-password/reset-pw and /resetpw: sets the new password with the reset token from the code step. */
export default function ResetPasswordScreen() {
  const t = useMessages();
  const api = useApi();
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formHandlers = useFormSubmit(submit, loadResetPasswordForm);

  async function submit() {
    // Busy from the press: the progress text shows even while the form's schema still downloads.
    setBusy(true);
    try {
      const problem = await formProblem(loadResetPasswordForm, { code: session.resetCode ?? '', password, confirmPassword }, messages.resetPassword.network);
      setError(problem);
      if (problem || !session.resetCode) return;
      await resetPassword(api, session.resetCode, password);
      session.set('resetCode', null);
      notify(text.success);
      navigate(paths.signIn);
    } catch (failure) {
      if (errorCodeOf(failure) === ErrorCode.INVALID_RESET_CODE) setError(text.invalidCode);
      else setError(isNetworkError(failure) ? text.network : text.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SidePanelLayout panelTitle={t('forgotPassword.panelTitle')} panel={<Muted>{t('resetPassword.panelBody')}</Muted>}>
      <Heading>{t('resetPassword.heading')}</Heading>
      <Form noValidate {...formHandlers}>
        <PasswordField
          name="password"
          label={t('resetPassword.newPassword')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          name="confirmPassword"
          label={t('resetPassword.confirmPassword')}
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <FormMessages error={error} status={busy ? messages.progress.saving : null} />
        <Button type="submit" busy={busy}>
          {t('resetPassword.submit')}
        </Button>
      </Form>
      <Muted>
        {t('resetPassword.codeExpired')} <Link to={paths.forgotPassword.root}>{t('resetPassword.requestNew')}</Link>
      </Muted>
    </SidePanelLayout>
  );
}
