import styled from 'styled-components';
import { tokens } from 'shared';

/** A grid that stacks on a phone and splits into `$columns` from the `$from` breakpoint on. */
export const Columns = styled.div<{ $gap: keyof typeof tokens.space; $from: keyof typeof tokens.breakpoint; $columns: string }>`
  display: grid;
  gap: ${({ $gap }) => tokens.space[$gap]};
  @media (min-width: ${({ $from }) => tokens.breakpoint[$from]}) {
    grid-template-columns: ${({ $columns }) => $columns};
  }
`;

/** A raised block of the page (the dashboard's cards, the contact page's other ways to reach us). */
export const Surface = styled.section`
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
`;
