import styled from 'styled-components';
import { tokens } from './tokens';

const Regions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  &:has(> :not(:empty)) { margin-block: ${tokens.space.xs}; }
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
 */
export function FormMessages({ error, status }: { error?: string | null; status?: string | null }) {
  return (
    <Regions>
      <Region role="alert" $tone="error">
        {error ?? ''}
      </Region>
      <Region role="status" $tone="progress">
        {status ?? ''}
      </Region>
    </Regions>
  );
}
