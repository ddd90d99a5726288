import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, productName, tokens, useSession } from 'shared';
import { useMessages } from '../i18n';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  max-width: 960px;
  margin: 0 auto;
  padding: ${tokens.space.md};
  a {
    color: ${tokens.color.text};
    text-decoration: none;
    font-weight: ${tokens.font.weight.bold};
  }
  a:first-child {
    color: ${tokens.color.primary};
    font-size: ${tokens.font.size.lg};
  }
  @media (min-width: ${tokens.breakpoint.tablet}) {
    padding: ${tokens.space.md} ${tokens.space.lg};
  }
`;

const Footer = styled.footer`
  border-top: 1px solid ${tokens.color.border};
  nav {
    max-width: 960px;
    margin: 0 auto;
    padding: ${tokens.space.lg} ${tokens.space.md};
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm} ${tokens.space.lg};
    font-size: ${tokens.font.size.sm};
  }
  a {
    color: ${tokens.color.textMuted};
  }
`;

/**
 * The site's header: the product name, home, and where to go next (the page adds that link). On a
 * route the shell frames with its top bar when signed in (`topBar` in the discovery document), the
 * page says `whenSignedIn="hidden"`: the top bar then carries the product name, and a player sees one header.
 */
export function SiteHeader({ children, whenSignedIn = 'shown' }: { children?: ReactNode; whenSignedIn?: 'shown' | 'hidden' }) {
  const { accessToken } = useSession();
  if (whenSignedIn === 'hidden' && accessToken) return null;
  return (
    <Bar>
      <Link to={paths.home}>{productName}</Link>
      {children}
    </Bar>
  );
}

/** The site's footer: the pages every visitor may need from anywhere. */
export function SiteFooter() {
  const t = useMessages();
  return (
    <Footer>
      <nav aria-label={t('site.nav')}>
        <Link to={paths.home}>{t('site.home')}</Link>
        <Link to={paths.cashPrizes}>{t('site.cashPrizes')}</Link>
        <Link to={paths.help}>{t('site.help')}</Link>
        <Link to={paths.privacyPolicy}>{t('site.privacyPolicy')}</Link>
        <Link to={paths.terms}>{t('site.terms')}</Link>
        <Link to={paths.contact}>{t('site.contactUs')}</Link>
      </nav>
    </Footer>
  );
}
