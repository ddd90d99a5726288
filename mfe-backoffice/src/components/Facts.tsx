import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from 'shared';

/** Cards side by side while they fit, one under the other on a narrow screen. */
export const FactsGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${tokens.space.md};
`;

const Card = styled.section`
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  h2 {
    margin: 0 0 ${tokens.space.sm};
    font-size: ${tokens.font.size.lg};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${tokens.space.xs} ${tokens.space.md};
    margin: 0;
  }
  dt {
    color: ${tokens.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: ${tokens.space.sm} 0 0;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.sm};
  }
`;

export type Entry = [label: string, value: ReactNode];

/** A titled card of label/value pairs (a region named by its title); `children` follow the list (a note). */
export function Facts({ id, title, entries, children }: { id: string; title: string; entries: Entry[]; children?: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl>
        {entries.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </Card>
  );
}

/** A value the operator compares or types elsewhere (an account number, an NIC): large, monospaced, easy to copy. */
export const Monospace = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${tokens.font.size.md};
  letter-spacing: 0.05em;
  user-select: all;
`;
