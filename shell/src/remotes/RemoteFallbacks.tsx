import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, paths, tokens } from 'shared';

const Centered = styled.div`
  min-height: 60vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.md};
  padding: ${tokens.space.xl} ${tokens.space.md};
  text-align: center;
`;

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
    <Centered aria-busy="true">
      <Spinner aria-hidden="true" />
      <span>Loading…</span>
    </Centered>
  );
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Centered role="alert">
      <h1>This part of PlayPrize is not available right now</h1>
      <p>We could not load this screen. Check your connection and try again in a moment.</p>
      <Button onClick={onRetry}>Retry</Button>
      <Link to={paths.home}>Go to the home page</Link>
    </Centered>
  );
}
