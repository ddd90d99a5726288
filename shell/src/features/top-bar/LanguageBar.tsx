import styled from 'styled-components';
import { LanguageSelect, tokens } from 'shared';

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${tokens.space.sm} ${tokens.space.md} 0;
`;

/** The 'Language' control of a page without the top bar (signed out): the same place, the top right. */
export function LanguageBar() {
  return (
    <Bar>
      <LanguageSelect />
    </Bar>
  );
}
