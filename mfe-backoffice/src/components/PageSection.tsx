import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from 'shared';

/** A section of a detail screen under its h2 (actions, a table, a list); its plain paragraphs are notes. */
export const PageSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${tokens.font.size.lg};
  }
`;

/** A muted line under a section's title: why something is or is not offered, or that a list is empty. */
export const Note = styled.p`
  color: ${tokens.color.textMuted};
`;

/** Items side by side, centred on their line, wrapping on a narrow screen (a pager, a badge after its label). */
export const Cluster = styled.div<{ $gap?: 'xs' | 'sm' | 'md' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ $gap = 'md' }) => tokens.space[$gap]};
`;

/** A row of action buttons, wrapping on a narrow screen. */
export const ActionButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

/** A detail screen: its back link, title and sections one under the other. */
export const ScreenStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.lg};
`;

/** A section holding one list (a table, flags) under its h2; `empty` is said instead while the list has nothing in it. */
export function ListSection({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <PageSection aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {count === 0 ? <Note>{empty}</Note> : children}
    </PageSection>
  );
}
