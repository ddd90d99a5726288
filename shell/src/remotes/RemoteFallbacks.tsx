import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, CenteredMessage, paths, productName, tokens, useSession } from 'shared';
import { useMessages } from '../i18n';

const Spinner = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 4px solid ${tokens.color.border};
  border-top-color: ${tokens.color.primary};
  animation: spin 0.8s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export function ScreenLoading() {
  const t = useMessages();
  return (
    <CenteredMessage aria-busy="true">
      <Spinner aria-hidden="true" />
      <span>{t('remote.loading')}</span>
    </CenteredMessage>
  );
}

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space.sm} ${tokens.space.lg};
`;

/**
 * Where a visitor can go from a screen that did not load: the home page (unless this is it) and,
 * signed out, sign in (unless this is it). The page's frame around it keeps the language control
 * (signed out) or the top bar (signed in), so a failed landing is never a dead end.
 */
function WaysOn() {
  const t = useMessages();
  const here = useLocation().pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const { accessToken } = useSession();
  const links = [
    here !== paths.home && (
      <Link key="home" to={paths.home}>
        {t('remote.home')}
      </Link>
    ),
    !accessToken && here !== paths.signIn && (
      <Link key="sign-in" to={paths.signIn}>
        {t('remote.signIn')}
      </Link>
    ),
  ].filter(Boolean);
  return links.length > 0 ? <Links aria-label={t('remote.waysOn', { product: productName })}>{links}</Links> : null;
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useMessages();
  return (
    <CenteredMessage>
      <div role="alert">
        <h1>{t('remote.unavailableTitle', { product: productName })}</h1>
        <p>{t('remote.unavailableBody')}</p>
      </div>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
      <WaysOn />
    </CenteredMessage>
  );
}

/** A remote released for another major version of React (or another singleton) than this page runs. */
export function RemoteIncompatible() {
  const t = useMessages();
  return (
    <CenteredMessage>
      <div role="alert">
        <h1>{t('remote.outdatedTitle', { product: productName })}</h1>
        <p>{t('remote.outdatedBody', { product: productName })}</p>
      </div>
      <WaysOn />
    </CenteredMessage>
  );
}
