import styled from 'styled-components';
import { tokens } from 'shared';

/** The tallest thing in the bar: the avatar button (a 40 px image, 2 px of padding and 2 px of border each side). */
const AVATAR_BUTTON_HEIGHT = '48px';
/** The second row's height on a phone: the games link and the balance (or its Retry), with room to spare. */
const SECOND_ROW_HEIGHT = '40px';

/** Below this width the bar takes two rows: the product, the language and the menu, then games and balance (Tamil's longer words fit 360 px). */
export const TWO_ROW_BAR = '(max-width: 479px)';

/**
 * The top bar's box, apart from its contents: the bar is loaded with the first signed-in page
 * (SignedInChrome), and this frame holds its place until then, the same height (one row, or two on
 * a phone), so the page below does not move when the bar arrives.
 */
export const TopBarFrame = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm} ${tokens.space.md};
  min-height: calc(${AVATAR_BUTTON_HEIGHT} + 2 * ${tokens.space.sm} + 1px);
  @media ${TWO_ROW_BAR} {
    min-height: calc(${AVATAR_BUTTON_HEIGHT} + ${tokens.space.sm} + ${SECOND_ROW_HEIGHT} + 2 * ${tokens.space.sm} + 1px);
  }
  padding: ${tokens.space.sm} ${tokens.space.md};
  background: ${tokens.color.surface};
  border-bottom: 1px solid ${tokens.color.border};
`;
