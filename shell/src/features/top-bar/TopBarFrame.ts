import styled from 'styled-components';
import { tokens } from 'shared';

/** The tallest thing in the bar: the avatar button (a 40 px image, 2 px of padding and 2 px of border each side). */
const AVATAR_BUTTON_HEIGHT = '48px';

/**
 * The top bar's box, apart from its contents: the bar is loaded with the first signed-in page
 * (SignedInChrome), and this frame holds its place until then, the same height, so the page below
 * does not move when the bar arrives.
 */
export const TopBarFrame = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  min-height: calc(${AVATAR_BUTTON_HEIGHT} + 2 * ${tokens.space.sm} + 1px);
  padding: ${tokens.space.sm} ${tokens.space.md};
  background: ${tokens.color.surface};
  border-bottom: 1px solid ${tokens.color.border};
`;
