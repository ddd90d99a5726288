import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, CenteredMessage, paths, tokens } from 'shared';

const Spinner = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 4px solid ${tokens.color.border};
  border-top-color: ${tokens.color.primary};
  animation: spin 0.8s linear infinite;
  @keyframes spin {
    to { transform: rotate(360deg); }
  }
`;

export function ScreenLoading() {
  return (
    <CenteredMessage aria-busy="true">
      <Spinner aria-hidden="true" />
      <span>Loading…</span>
    </CenteredMessage>
  );
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <CenteredMessage>
      <div role="alert">
        <h1>This part of PlayPrize is not available right now</h1>
        <p>We could not load this screen. Check your connection and try again in a moment.</p>
      </div>
      <Button onClick={onRetry}>Retry</Button>
      <Link to={paths.home}>Go to the home page</Link>
    </CenteredMessage>
  );
}

/** A remote released for another major version of React (or another singleton) than this page runs. */
export function RemoteIncompatible() {
  return (
    <CenteredMessage>
      <div role="alert">
        <h1>This part of PlayPrize needs an update</h1>
        <p>It was released for a newer version of the site than the one in this tab. Reload the page in a few minutes; the rest of PlayPrize keeps working.</p>
      </div>
      <Link to={paths.home}>Go to the home page</Link>
    </CenteredMessage>
  );
}
