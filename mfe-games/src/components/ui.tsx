import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadedData, tokens } from 'shared';
import { useMessages } from '../i18n';
import { serverRefusal } from '../lib/server-refusal';

/** The games' pages: one readable column that holds at 390 px without scrolling sideways. */
export const GamesPage = styled.main`
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
  h2 {
    margin: 0;
    font-size: ${tokens.font.size.lg};
  }
  p {
    margin: 0;
  }
  @media (min-width: ${tokens.breakpoint.tablet}) {
    padding: ${tokens.space.xl} ${tokens.space.lg} ${tokens.space.xxl};
    h1 {
      font-size: ${tokens.font.size.xxl};
    }
  }
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  padding: ${tokens.space.lg} ${tokens.space.md};
  border-radius: ${tokens.radius.lg};
  border: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};
  min-width: 0;
  @media (min-width: ${tokens.breakpoint.tablet}) {
    padding: ${tokens.space.lg};
  }
`;

/** A game's category, upper-cased above its title. */
export const Category = styled.p`
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
  letter-spacing: 0.08em;
  color: ${tokens.color.accent};
  /* Sinhala and Tamil have no capitals, and spacing pulls their letters' vowel signs apart. */
  :lang(si) &,
  :lang(ta) & {
    letter-spacing: normal;
  }
`;

export const Badge = styled.span`
  display: inline-block;
  padding: 0.125rem ${tokens.space.sm};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
`;

export const Muted = styled.p`
  color: ${tokens.color.textMuted};
`;

/** A link that looks like the primary button: the card's one call to action. */
export const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0 ${tokens.space.lg};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};
  font-weight: ${tokens.font.weight.bold};
  text-decoration: none;
  &:hover {
    background: ${tokens.color.primaryHover};
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

/**
 * A read's data once it has come; until then `loadingText`, or why it failed (the server's words,
 * else the games' own) with a Retry.
 */
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
