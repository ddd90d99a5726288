import { Heading, maskEmail, Muted, paths, SidePanelLayout, useSession, useSharedMessages } from 'shared';
import * as messages from 'contract/messages';
import { CodeEntryForm, WrongAddress } from 'shared/code-entry';
import { useMessages } from '../../i18n';
import { useVerifyResetCode } from './api/verify-reset-code';

/** /forgot-password/otp and /forgetotp: the mailed 4-digit code, exchanged for a reset token. */
export default function ForgotPasswordCodeScreen() {
  const t = useMessages();
  const localize = useSharedMessages();
  const email = useSession().userEmail;
  const entry = useVerifyResetCode();

  return (
    <SidePanelLayout panelTitle={t('forgotPassword.panelTitle')} panel={<Muted>{t('resetCode.panelBody')}</Muted>}>
      <Heading>{t('resetCode.heading')}</Heading>
      <Muted>{email ? t('resetCode.sentTo', { email: maskEmail(email) }) : localize(messages.otp.noEmail)}</Muted>
      <CodeEntryForm entry={entry} />
      <WrongAddress to={paths.forgotPassword.root} />
    </SidePanelLayout>
  );
}
