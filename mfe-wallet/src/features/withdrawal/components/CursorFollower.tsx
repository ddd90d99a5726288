import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { tokens, useMediaQuery } from 'shared';

const Dot = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: 800;
  width: 28px;
  height: 28px;
  margin: -14px 0 0 -14px;
  border-radius: 50%;
  border: 2px solid ${tokens.color.primary};
  background: rgb(255 197 61 / 15%);
  pointer-events: none;
  visibility: hidden;
  transition: transform 90ms linear;
`;

/** Wide screens with a fine pointer and motion allowed; never on touch, never under reduced motion. */
const FOLLOWER_QUERY = '(min-width: 640px) and (hover: hover) and (pointer: fine) and (prefers-reduced-motion: no-preference)';

/** The decorative cursor follower of the withdrawal page (spec §2). */
export function CursorFollower() {
  const enabled = useMediaQuery(FOLLOWER_QUERY);
  const dot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!enabled) return;
    const move = (event: PointerEvent) => {
      if (!dot.current) return;
      dot.current.style.transform = `translate(${event.clientX}px, ${event.clientY}px)`;
      // Hidden until the pointer first moves: parked at 0,0 it would sit over the logo.
      dot.current.style.visibility = 'visible';
    };
    window.addEventListener('pointermove', move, { passive: true });
    return () => window.removeEventListener('pointermove', move);
  }, [enabled]);
  return enabled ? <Dot ref={dot} aria-hidden="true" data-testid="cursor-follower" /> : null;
}
