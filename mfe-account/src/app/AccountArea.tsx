import { useEffect, useRef } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { SignedInOnly, tokens } from 'shared';
import { useMessages } from '../i18n';
import DetailsScreen from '../features/details/DetailsScreen';
import SecurityScreen from '../features/security/SecurityScreen';
import CoinsScreen from '../features/coins/CoinsScreen';
import PrivacyScreen from '../features/privacy/PrivacyScreen';
import PlayLimitsScreen from '../features/play-limits/PlayLimitsScreen';
import { ChoicesPanel } from '../features/choices/ChoicesPanel';

const Page = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: ${tokens.space.lg} ${tokens.space.md} ${tokens.space.xxl};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.lg};
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${tokens.font.size.xl};
  }
  @media (min-width: ${tokens.breakpoint.tablet}) {
    padding: ${tokens.space.xl} ${tokens.space.lg} ${tokens.space.xxl};
    h1 {
      font-size: ${tokens.font.size.xxl};
    }
  }
`;

const Tabs = styled.nav`
  ul {
    display: flex;
    gap: ${tokens.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
    border-bottom: 1px solid ${tokens.color.border};
    overflow-x: auto;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${tokens.space.md};
    color: ${tokens.color.textMuted};
    text-decoration: none;
    font-weight: ${tokens.font.weight.medium};
    border-bottom: 3px solid transparent;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    color: ${tokens.color.text};
    border-bottom-color: ${tokens.color.primary};
  }
`;

/** /account: the details, then the avatar and favourites (onboarding's choices, changed here). */
function ProfileSection() {
  return (
    <>
      <DetailsScreen />
      <ChoicesPanel />
    </>
  );
}

/** The area's sections: each a route under /account, a tab in its navigation. */
const sections = [
  { path: '', label: 'nav.details', Screen: ProfileSection },
  { path: 'security', label: 'nav.security', Screen: SecurityScreen },
  { path: 'coins', label: 'nav.coins', Screen: CoinsScreen },
  { path: 'limits', label: 'nav.limits', Screen: PlayLimitsScreen },
  { path: 'privacy', label: 'nav.privacy', Screen: PrivacyScreen },
] as const;

/** A move between tabs puts focus on the new section's heading, as a new page would for a screen reader. */
function useFocusOnMove() {
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [pathname]);
  return heading;
}

/**
 * /account/*: the signed-in player's own account — details, security, coins, privacy — under the shell's top
 * bar. A visitor without a live token is sent to sign in and comes back to the same page.
 */
export default function AccountArea() {
  return (
    <SignedInOnly>
      <AccountSections />
    </SignedInOnly>
  );
}

function AccountSections() {
  const t = useMessages();
  const heading = useFocusOnMove();
  const { pathname } = useLocation();
  return (
    <Page>
      <h1 ref={heading} tabIndex={-1}>
        {t('title')}
      </h1>
      <Tabs aria-label={t('nav.label')}>
        <ul>
          {sections.map(({ path, label }) => {
            const to = path === '' ? '/account' : `/account/${path}`;
            // The platform's router singleton has no NavLink (ADR 013): the current tab is marked here.
            const current = pathname.replace(/\/$/, '') === to;
            return (
              <li key={path}>
                <Link to={to} aria-current={current ? 'page' : undefined}>
                  {t(label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </Tabs>
      <Routes>
        {sections.map(({ path, Screen }) =>
          path === '' ? <Route key="index" index element={<Screen />} /> : <Route key={path} path={path} element={<Screen />} />,
        )}
        <Route path="*" element={<Navigate to="/account" replace />} />
      </Routes>
    </Page>
  );
}
