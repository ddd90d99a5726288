import styled from 'styled-components';
import { tokens } from 'shared';

/** The choices' grid, under its legend; each list sets its columns and gap. */
export const Choices = styled.fieldset`
  display: grid;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

/** One choice: its input covers the whole tile, invisible, so that the tile is what is pressed and focused. */
export const ChoiceTile = styled.label`
  position: relative;
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;
