import styled from 'styled-components';
import { LanguageSelect, tokens } from 'shared';

// Below the desktop width a band of the control's height under a small gap: a full-screen page (/cashprizes) leaves that out of its height.
const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${tokens.space.sm} ${tokens.space.md} 0;
  /* Where screens split into a panel and a form, the control floats in the corner rather than pushing both down a band. */
  @media (min-width: ${tokens.breakpoint.desktop}) {
    position: absolute;
    inset: 0 0 auto auto;
    z-index: 1;
  }
`;

/** The 'Language' control of a page without the top bar (signed out): the same place, the top right. */
export function LanguageBar() {
  return (
    <Bar>
      <LanguageSelect />
    </Bar>
  );
}
