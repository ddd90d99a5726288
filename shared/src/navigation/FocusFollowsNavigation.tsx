import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after a move the new screen may take to arrive (a remote's chunk on a slow line) and still be given focus. */
const ARRIVAL_WINDOW_MS = 10_000;

const focusIsLost = () => document.activeElement === null || document.activeElement === document.body;

/** The new screen's main heading, else its first control: what a player's focus lands on after a move. */
function arrivalPoint(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (heading) {
    // A heading takes focus from a script, never from Tab.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    return heading;
  }
  return document.querySelector<HTMLElement>('main :is(a[href], button:not([disabled]), input:not([disabled]), select, textarea)');
}

/**
 * Placed inside a router: when a move to another page leaves focus nowhere (the control that had it
 * went with the screen it was on, as 'Sign in' does once the player is signed in), focus goes to the
 * new screen's main heading, or its first control, as soon as it is there. A screen that places
 * focus itself, and a move made from a control that stays (a link in the top bar), keep theirs.
 */
export function FocusFollowsNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const settle = () => {
      if (!focusIsLost()) return;
      arrivalPoint()?.focus({ preventScroll: true });
    };
    settle();
    // The screen may still be loading, or replace what it showed first: focus follows until it has arrived.
    const observer = new MutationObserver(settle);
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), ARRIVAL_WINDOW_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
  return null;
}
