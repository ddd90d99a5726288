import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, CenteredMessage, paths, productName, tokens } from 'shared';
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

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useMessages();
  return (
    <CenteredMessage>
      <div role="alert">
        <h1>{t('remote.unavailableTitle', { product: productName })}</h1>
        <p>{t('remote.unavailableBody')}</p>
      </div>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
      <Link to={paths.home}>{t('remote.home')}</Link>
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
      <Link to={paths.home}>{t('remote.home')}</Link>
    </CenteredMessage>
  );
}
