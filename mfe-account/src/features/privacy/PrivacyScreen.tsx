import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, tokens } from 'shared';
import { useMessages } from '../../i18n';
import { ClosePanel } from './ClosePanel';
import { ConsentsPanel } from './ConsentsPanel';
import { DataExportPanel } from './DataExportPanel';

const Intro = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  h2 {
    margin: 0;
    font-size: ${tokens.font.size.lg};
  }
  p {
    margin: 0;
  }
  a {
    color: ${tokens.color.primary};
  }
`;

/** /account/privacy: the rights the privacy policy promises, one panel each (issue 38). */
export default function PrivacyScreen() {
  const t = useMessages();
  return (
    <>
      <Intro aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">{t('privacy.heading')}</h2>
        <p>
          {t('privacy.intro')} <Link to={paths.privacyPolicy}>{t('privacy.policyLink')}</Link>
        </p>
      </Intro>
      <ConsentsPanel />
      <DataExportPanel />
      <ClosePanel />
    </>
  );
}
