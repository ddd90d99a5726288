import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Form, Heading, Muted, paths, SidePanelLayout, useFormSubmit, useLiveFormProblem, useSession } from 'shared';
import { EmailField } from '../../components/EmailField';
import { WriteSubmit } from '../../components/WriteSubmit';
import { useMessages } from '../../i18n';
import { loadForgotPasswordForm, useSendResetEmail } from './api/send-reset-email';

/** /forgot-password: asks for the account's e-mail and mails a reset code to it. */
export default function RequestCodeScreen() {
  const t = useMessages();
  const [email, setEmail] = useState(useSession().userEmail ?? '');
  const [touched, setTouched] = useState(false);
  const write = useSendResetEmail();
  // Checked live once the player has typed (spec §5), and on submit.
  const liveProblem = useLiveFormProblem(loadForgotPasswordForm, { email }, touched);
  const formHandlers = useFormSubmit(async () => {
    setTouched(true);
    await write.run(email);
  }, loadForgotPasswordForm);

  return (
    <SidePanelLayout panelTitle={t('forgotPassword.panelTitle')} panel={<Muted>{t('requestCode.panelBody')}</Muted>}>
      <Heading>{t('requestCode.heading')}</Heading>
      <Form noValidate {...formHandlers}>
        <EmailField
          label={t('requestCode.email')}
          value={email}
          // The same text in the alert region already says it; do not repeat it under the field.
          error={liveProblem === write.error ? null : liveProblem}
          onChange={(event) => {
            setEmail(event.target.value);
            setTouched(true);
            write.clear();
          }}
        />
        <WriteSubmit write={write} label={t('requestCode.submit')} />
      </Form>
      <Muted>
        {t('requestCode.noAccount')} <Link to={paths.getStarted.root}>{t('requestCode.signUp')}</Link> ·{' '}
        <Link to={paths.signIn}>{t('requestCode.backToSignIn')}</Link>
      </Muted>
    </SidePanelLayout>
  );
}
