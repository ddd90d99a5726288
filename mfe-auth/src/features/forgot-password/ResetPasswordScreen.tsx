import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Form, Heading, Muted, PasswordField, paths, SidePanelLayout, useFormSubmit } from 'shared';
import { WriteSubmit } from '../../components/WriteSubmit';
import { useMessages } from '../../i18n';
import { loadResetPasswordForm, useResetPassword } from './api/reset-password';

const fields = [
  ['password', 'resetPassword.newPassword'],
  ['confirmPassword', 'resetPassword.confirmPassword'],
] as const;

/** /forgot-password/reset-pw and /resetpw: sets the new password with the reset token from the code step. */
export default function ResetPasswordScreen() {
  const t = useMessages();
  const [passwords, setPasswords] = useState({ password: '', confirmPassword: '' });
  const write = useResetPassword();
  const formHandlers = useFormSubmit(async () => void (await write.run(passwords)), loadResetPasswordForm);

  return (
    <SidePanelLayout panelTitle={t('forgotPassword.panelTitle')} panel={<Muted>{t('resetPassword.panelBody')}</Muted>}>
      <Heading>{t('resetPassword.heading')}</Heading>
      <Form noValidate {...formHandlers}>
        {fields.map(([name, label]) => (
          <PasswordField
            key={name}
            name={name}
            label={t(label)}
            autoComplete="new-password"
            value={passwords[name]}
            onChange={(event) => setPasswords((current) => ({ ...current, [name]: event.target.value }))}
          />
        ))}
        <WriteSubmit write={write} label={t('resetPassword.submit')} />
      </Form>
      <Muted>
        {t('resetPassword.codeExpired')} <Link to={paths.forgotPassword.root}>{t('resetPassword.requestNew')}</Link>
      </Muted>
    </SidePanelLayout>
  );
}
