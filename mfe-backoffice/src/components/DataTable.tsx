import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from 'shared';

// A narrow screen scrolls the table inside its frame, not the page; the frame is focusable so a keyboard can scroll it.
// Positioned, so that visually hidden text in a cell (absolutely placed) is clipped with the table instead of widening the page.
const ScrollFrame = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.font.size.sm};
  caption {
    padding: ${tokens.space.sm} ${tokens.space.md};
    text-align: left;
    color: ${tokens.color.textMuted};
  }
  th,
  td {
    padding: ${tokens.space.sm} ${tokens.space.md};
    border-top: 1px solid ${tokens.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${tokens.color.textMuted};
    font-weight: ${tokens.font.weight.medium};
    white-space: nowrap;
  }
  td.number {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

/** A cell kept on one line (a date, a status change): the frame scrolls rather than break it. */
export const NowrapCell = styled.td`
  white-space: nowrap;
`;

/** A second line in a cell (a player's name under their e-mail), muted. */
export const SecondaryLine = styled.span`
  display: block;
  color: ${tokens.color.textMuted};
`;

/** A table with its caption and column headings, scrolled sideways within its frame when the screen is narrower than it; `children` are its rows. */
export function DataTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <ScrollFrame tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </ScrollFrame>
  );
}
