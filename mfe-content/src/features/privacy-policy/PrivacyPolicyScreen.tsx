import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer, paths, productName, tokens, useConfig, withElements } from 'shared';
import { policySections } from './policy-sections';
import { SiteFooter, SiteHeader } from '../../components/site-frame';
import { useMessages } from './i18n';

const Contents = styled.nav`
  padding: ${tokens.space.md} ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  h2 {
    margin: 0 0 ${tokens.space.sm};
    font-size: ${tokens.font.size.lg};
  }
  ol {
    margin: 0;
    padding-left: 1.4rem;
    display: grid;
    gap: ${tokens.space.xs};
  }
`;

const Section = styled.section`
  scroll-margin-top: ${tokens.space.lg};
  h2 {
    font-size: ${tokens.font.size.lg};
    margin: 0 0 ${tokens.space.sm};
  }
  p,
  li {
    color: ${tokens.color.text};
    max-width: 70ch;
  }
`;

/** /privacypolicy: the 11 sections with a table of contents linking to their anchors. */
export default function PrivacyPolicyScreen() {
  const { support } = useConfig();
  const t = useMessages();
  return (
    <>
      <SiteHeader />
      <PageContainer>
        <h1>{t('privacy.heading')}</h1>
        <p>{t('privacy.intro', { product: productName })}</p>
        <p>
          {withElements((values) => t('privacy.seeTerms', values), {
            terms: <Link to={paths.terms}>{t('privacy.termsLink')}</Link>,
          })}
        </p>
        <Contents aria-labelledby="contents-title">
          <h2 id="contents-title">{t('privacy.contents')}</h2>
          <ol>
            {policySections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{t(section.title)}</a>
              </li>
            ))}
          </ol>
        </Contents>
        {policySections.map((section, index) => (
          <Section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>
              {index + 1}. {t(section.title)}
            </h2>
            {section.body(t, support)}
          </Section>
        ))}
      </PageContainer>
      <SiteFooter />
    </>
  );
}
