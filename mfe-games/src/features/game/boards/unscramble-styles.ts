import styled from 'styled-components';
import { tokens } from 'shared';

// One row however wide the phone: six tiles of at least 44 px and their gaps fit a 360 px screen.
export const TileRow = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(44px, 3.25rem);
  justify-content: center;
  gap: ${tokens.space.xs};
  touch-action: manipulation;
`;

export const Tile = styled.button`
  width: 100%;
  height: 3.25rem;
  min-height: 48px;
  padding: 0;
  border: 0;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.accent};
  box-shadow: inset 0 -4px 0 rgba(0, 0, 0, 0.25);
  color: ${tokens.color.onPrimary};
  font: inherit;
  font-size: ${tokens.font.size.xl};
  font-weight: ${tokens.font.weight.bold};
  text-transform: uppercase;
  cursor: pointer;
  transition: transform ${tokens.motion.fast} ${tokens.motion.easing};
  &:active {
    transform: scale(0.94);
  }
  &[aria-disabled='true'] {
    background: ${tokens.color.surfaceRaised};
    box-shadow: none;
    color: ${tokens.color.textMuted};
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:active {
      transform: none;
    }
  }
`;

export const Board = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  padding: ${tokens.space.md} ${tokens.space.xs};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.background};
  &:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 3px;
  }
`;

/** The letters picked so far, one slot per tile. */
export const Slots = styled.p`
  display: flex;
  justify-content: center;
  gap: ${tokens.space.xs};
  margin: 0;
  min-height: 3rem;
`;

export const Slot = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 3rem;
  border-bottom: 3px solid ${tokens.color.border};
  font-size: ${tokens.font.size.xl};
  font-weight: ${tokens.font.weight.bold};
  text-transform: uppercase;
`;

export const Judged = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${tokens.space.xs} ${tokens.space.sm};
    border-radius: ${tokens.radius.pill};
    font-size: ${tokens.font.size.sm};
    background: ${tokens.color.successSurface};
    color: ${tokens.color.success};
  }
  li[data-right='false'] {
    background: ${tokens.color.dangerSurface};
    color: ${tokens.color.danger};
  }
`;
