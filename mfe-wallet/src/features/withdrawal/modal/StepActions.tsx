import styled from 'styled-components';
import { tokens } from 'shared';

/** A step's buttons: Back on the left, the step's action taking the rest of the row. */
export const StepActions = styled.div`
  display: flex;
  gap: ${tokens.space.sm};
  & > :last-child {
    flex: 1;
  }
`;
