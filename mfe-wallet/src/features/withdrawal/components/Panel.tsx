import styled from 'styled-components';
import { tokens } from 'shared';

export const Panel = styled.section`
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  h2 { margin: 0 0 ${tokens.space.md}; font-size: ${tokens.font.size.lg}; }
`;
