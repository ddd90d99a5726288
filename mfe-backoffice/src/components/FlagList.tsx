import styled from 'styled-components';
import { tokens } from 'shared';
import { formatDateTime } from '../lib/format';

// A warning, not an error: the operator weighs it (the server has already let the request or submission through).
const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${tokens.space.sm} ${tokens.space.md};
    border: 1px solid ${tokens.color.primary};
    border-left-width: 4px;
    border-radius: ${tokens.radius.md};
  }
  li::before {
    content: '⚠ ';
    color: ${tokens.color.primary};
  }
  time {
    display: block;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.sm};
  }
`;

/** Flags an operator weighs (an identity's or a payout account's): each message, and when it happened if known. */
export function FlagList({ flags }: { flags: { kind: string; message: string; at: string | null }[] }) {
  return (
    <List>
      {flags.map((flag, index) => (
        <li key={`${flag.kind}-${index}`}>
          {flag.message}
          {flag.at ? <time dateTime={flag.at}>{formatDateTime(flag.at)}</time> : null}
        </li>
      ))}
    </List>
  );
}
