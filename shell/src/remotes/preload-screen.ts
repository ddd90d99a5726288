import { preloadRemote } from '@module-federation/enhanced/runtime';
import { matchRoutes } from 'react-router-dom';
import { apps, remoteModuleId, screenRoutes } from 'shared';

const preloaded = new Set<string>();

/** The screen route a path renders, if any. */
function routeFor(pathname: string) {
  return matchRoutes([...screenRoutes], pathname)?.at(-1)?.route;
}

/**
 * Starts downloading the screen a path shows: the remote's manifest, then its remote entry and
 * the screen's own chunks side by side (a plain load fetches them one after the other). The
 * singletons are the shell's, so none of the remote's copies is fetched. Never throws: the
 * screen's own load reports a failure, and a failed preload may be tried again.
 */
export function preloadScreen(pathname: string): void {
  const route = routeFor(pathname);
  // A role's screens load only behind the shell's gate (RoleGate), for an account holding it.
  if (!route || route.requiresRole) return;
  const id = remoteModuleId(route.remote, route.module);
  if (preloaded.has(id)) return;
  preloaded.add(id);
  preloadRemote([
    { nameOrAlias: apps[route.remote].federationName, exposes: [route.module], resourceCategory: 'sync', share: false },
  ]).catch(() => preloaded.delete(id));
}

/** Preloads the screen behind a same-origin link as soon as the player points at, touches or focuses it. */
export function preloadScreensOnIntent(target: Document): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === location.origin) preloadScreen(link.pathname);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) target.addEventListener(type, onIntent, { passive: true });
}
