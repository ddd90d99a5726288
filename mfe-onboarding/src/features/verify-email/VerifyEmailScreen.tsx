import { Heading, maskEmail, Muted, paths, useSession, useSharedMessages } from 'shared';
import * as messages from 'contract/messages';
import { CodeEntryForm, WrongAddress } from 'shared/code-entry';
import { GetStartedLayout } from '../../components/GetStartedLayout';
import { useMessages } from '../../i18n';
import { useVerifyEmailCode } from './api/verify-email-code';
import { correctingAddress } from '../../lib/correct-address';

/** /get-started/otp: the 4-digit code mailed at registration (or after an unverified sign-in). */
export default function VerifyEmailScreen() {
  const t = useMessages();
  const localize = useSharedMessages();
  const { userEmail } = useSession();
  const entry = useVerifyEmailCode();

  return (
    <GetStartedLayout step={0}>
      <Heading>{t('verifyEmail.heading')}</Heading>
      <Muted>{userEmail ? t('verifyEmail.sentTo', { email: maskEmail(userEmail) }) : localize(messages.otp.noEmail)}</Muted>
      <CodeEntryForm entry={entry} />
      <WrongAddress to={paths.getStarted.root} state={correctingAddress} />
    </GetStartedLayout>
  );
}
