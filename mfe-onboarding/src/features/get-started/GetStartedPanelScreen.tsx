import { Link } from 'react-router-dom';
import { Heading, Muted, paths, productName } from 'shared';
import { GetStartedLayout } from '../../components/GetStartedLayout';
import { useMessages } from '../../i18n';

/** /left: the onboarding side panel as a page of its own, leading into the first step (docs/decisions/009). */
export default function GetStartedPanelScreen() {
  const t = useMessages();
  return (
    <GetStartedLayout step={0}>
      <Heading>{t('getStartedPanel.heading', { product: productName })}</Heading>
      <Muted>{t('getStartedPanel.body')}</Muted>
      <p>
        <Link to={paths.getStarted.root}>{t('getStartedPanel.start')}</Link>
      </p>
      <Muted>
        {t('getStartedPanel.haveAccount')} <Link to={paths.signIn}>{t('getStartedPanel.signIn')}</Link>
      </Muted>
    </GetStartedLayout>
  );
}
