import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from 'shared';

const Contents = styled.nav`
  padding: ${tokens.space.md} ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  h2 {
    margin: 0 0 ${tokens.space.sm};
    font-size: ${tokens.font.size.lg};
  }
  ol {
    margin: 0;
    padding-left: 1.4rem;
    display: grid;
    gap: ${tokens.space.xs};
  }
`;

const Section = styled.section`
  scroll-margin-top: ${tokens.space.lg};
  h2 {
    font-size: ${tokens.font.size.lg};
    margin: 0 0 ${tokens.space.sm};
  }
  p,
  li,
  dd {
    color: ${tokens.color.text};
    max-width: 70ch;
  }
  dt {
    font-weight: ${tokens.font.weight.bold};
    margin-top: ${tokens.space.sm};
  }
  dd {
    margin: ${tokens.space.xs} 0 0;
  }
`;

/** One section of a long page of text (Help, Terms of use): its anchor is the same in every language. */
export interface DocumentSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A table of contents linking to each section's anchor, then the numbered sections. */
export function DocumentSections({ contentsTitle, sections }: { contentsTitle: string; sections: DocumentSection[] }) {
  return (
    <>
      <Contents aria-labelledby="contents-title">
        <h2 id="contents-title">{contentsTitle}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </Contents>
      {sections.map((section, index) => (
        <Section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </Section>
      ))}
    </>
  );
}
