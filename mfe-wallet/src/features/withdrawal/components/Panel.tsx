import styled from 'styled-components';
import { tokens } from 'shared';

export const Panel = styled.section`
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  h2 {
    margin: 0 0 ${tokens.space.md};
    font-size: ${tokens.font.size.lg};
  }
`;

/** A panel's list of rows, without bullets; `as="ol"` where the order means something. */
export const PanelList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
`;
