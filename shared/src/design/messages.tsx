import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSharedMessages } from '../i18n/shared-messages';
import * as messages from 'contract/messages';
import { Button } from 'ui';
import { tokens } from 'contract/design-tokens';

const Regions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  &:has(> :not(:empty)) {
    margin-block: ${tokens.space.xs};
  }
`;

const Region = styled.div<{ $tone: 'error' | 'progress' }>`
  &:not(:empty) {
    padding: ${tokens.space.sm} ${tokens.space.md};
    border-radius: ${tokens.radius.md};
    font-size: ${tokens.font.size.sm};
    background: ${({ $tone }) => ($tone === 'error' ? tokens.color.dangerSurface : tokens.color.successSurface)};
    color: ${({ $tone }) => ($tone === 'error' ? tokens.color.danger : tokens.color.success)};
  }
`;

/**
 * The two live regions every form has (docs/platform-contract.md §7): errors in role="alert",
 * progress and success in role="status". Both stay mounted so screen readers announce changes.
 * Shared's texts (spec messages, server refusals) are shown in the page's language.
 */
export function FormMessages({ error, status }: { error?: string | null; status?: string | null }) {
  const localize = useSharedMessages();
  return (
    <Regions>
      <Region role="alert" $tone="error">
        {localize(error)}
      </Region>
      <Region role="status" $tone="progress">
        {localize(status)}
      </Region>
    </Regions>
  );
}

const FailureRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm} ${tokens.space.md};
  p {
    margin: 0;
    color: ${tokens.color.danger};
  }
`;

/**
 * The three states of data a screen loads: `loading` says so in role="status", a failure says so
 * in role="alert" with a Retry, and only loaded data shows `children`. A screen never claims
 * "none" for data it does not have.
 */
export function LoadedData({
  loading,
  failure,
  onRetry,
  loadingText = messages.ui.loading,
  children,
}: {
  loading: boolean;
  failure: string | null;
  onRetry: () => void;
  loadingText?: string;
  children: ReactNode;
}) {
  const localize = useSharedMessages();
  if (failure) {
    return (
      <FailureRow role="alert">
        <p>{localize(failure)}</p>
        <Button variant="secondary" onClick={onRetry}>
          {localize(messages.ui.retry)}
        </Button>
      </FailureRow>
    );
  }
  // Marked, so a signed-in copy of the screen gives way once the live one has its data (ADR 076).
  if (loading)
    return (
      <p role="status" data-loading="">
        {localize(loadingText)}
      </p>
    );
  return <>{children}</>;
}
