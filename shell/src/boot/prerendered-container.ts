import { hasSignedInTab, readSession } from 'shared/session-storage';

/** The marker a remote's fragment (or the shell's signed-in page) starts with: a page whose include failed has none. */
const screenMarker = (container: HTMLElement) => container.querySelector('template[data-prerendered-screen]');

/** Whether the copy is a signed-in page's (ADR 076): rendered for no player in particular. */
export const isSignedInLayout = (container: HTMLElement) => screenMarker(container)?.getAttribute('data-layout') === 'signed-in';

/**
 * The page's pre-rendered screen (ADR 035), if its HTML has one: `#prerendered` holding a remote's
 * fragment (or a signed-in page's layout). A page whose include failed has the shell's frame alone:
 * it is removed and the page renders in the browser as it always has. A signed-out screen is
 * removed too when a session is stored: the shell will show that player another page. A signed-in
 * page is removed when no tab of this browser is signed in (ADR 076): that visitor is sent to sign
 * in, and its screen would only show them what they cannot use.
 */
export function prerenderedContainer(): HTMLElement | null {
  const container = document.getElementById('prerendered');
  if (!container) return null;
  const marker = screenMarker(container);
  const signedIn = readSession().accessToken !== null;
  if (!marker || (isSignedInLayout(container) ? !signedIn && !hasSignedInTab() : signedIn)) {
    container.remove();
    return null;
  }
  return container;
}
