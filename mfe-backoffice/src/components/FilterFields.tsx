import styled from 'styled-components';
import { tokens } from 'shared';

/** A queue's filter form: fields in as many columns as fit, the buttons at the end of the last row. */
export const FilterFields = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${tokens.space.md};
  align-items: end;
`;

/** A field that needs room (the search text): two columns, one on a phone. */
export const WideField = styled.div`
  grid-column: span 2;
  @media (max-width: 420px) { grid-column: auto; }
`;

export const FilterButtons = styled.div`
  grid-column: span 2;
  display: flex;
  gap: ${tokens.space.sm};
  @media (max-width: 420px) { grid-column: auto; flex-wrap: wrap; }
`;
