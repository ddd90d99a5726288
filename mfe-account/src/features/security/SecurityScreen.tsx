import { Panel } from '../../components/ui';
import { useMessages } from '../../i18n';
import { PasswordForm } from './PasswordForm';
import { SessionsPanel } from './SessionsPanel';
import { SignInHistoryPanel } from './SignInHistoryPanel';

/** /account/security: the password, the signed-in sessions and the last 30 days' sign-ins. */
export default function SecurityScreen() {
  const t = useMessages();
  return (
    <>
      <Panel aria-labelledby="password-heading">
        <h2 id="password-heading">{t('password.heading')}</h2>
        <PasswordForm />
      </Panel>
      <SessionsPanel />
      <SignInHistoryPanel />
    </>
  );
}
