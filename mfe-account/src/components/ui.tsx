import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadedData, tokens, UnsuccessfulAnswer, serverMessageOf } from 'shared';
import { useMessages } from '../i18n';

/** What the server said about a refused call, or null when it said nothing (no answer, a 5xx). */
export function serverRefusal(error: unknown): string | null {
  if (error instanceof UnsuccessfulAnswer) return error.answer.message || null;
  return serverMessageOf(error) ?? null;
}

/** One of the area's panels: a titled card that holds at 390 px without scrolling sideways. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  padding: ${tokens.space.lg} ${tokens.space.md};
  border-radius: ${tokens.radius.lg};
  border: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${tokens.font.size.lg};
  }
  h3 {
    margin: 0;
    font-size: ${tokens.font.size.md};
  }
  p {
    margin: 0;
  }
  @media (min-width: ${tokens.breakpoint.tablet}) {
    padding: ${tokens.space.lg};
  }
`;

export const Muted = styled.p`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.sm};
`;

/** Fields side by side from a tablet's width, stacked on a phone. */
export const Row = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  @media (min-width: ${tokens.breakpoint.tablet}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Buttons in a row that wrap, full width on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  & > * {
    flex: 1 1 12rem;
  }
  @media (min-width: ${tokens.breakpoint.tablet}) {
    & > * {
      flex: 0 0 auto;
    }
  }
`;

/** A read's data once it has come; until then `loadingText`, or why it failed with a Retry. */
export function LoadedRead<Data>({
  read: { data, error, retry },
  loadingText,
  children,
}: {
  read: { data: Data | undefined; error: unknown; retry: () => void };
  loadingText: string;
  children: (data: Data) => ReactNode;
}) {
  const t = useMessages();
  return (
    <LoadedData
      loading={data === undefined}
      failure={data === undefined && error ? (serverRefusal(error) ?? t('loadFailed')) : null}
      onRetry={retry}
      loadingText={loadingText}
    >
      {data === undefined ? null : children(data)}
    </LoadedData>
  );
}
