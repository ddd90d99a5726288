import { preloadRemote } from '@module-federation/enhanced/runtime';
import { matchRoutes } from 'react-router-dom';
import type { OwnedRoute } from 'contract/discovery';
import { remoteModuleId } from 'contract/federation';

const preloaded = new Set<string>();

/** The screen route a path renders, if any. */
function routeFor(routes: readonly OwnedRoute[], pathname: string) {
  return matchRoutes([...routes], pathname)?.at(-1)?.route;
}

/**
 * Starts downloading the screen a path shows: the remote's manifest, then its remote entry and
 * the screen's own chunks side by side (a plain load fetches them one after the other). The
 * singletons are the shell's, so none of the remote's copies is fetched. Never throws: the
 * screen's own load reports a failure, and a failed preload may be tried again.
 */
export function preloadScreen(routes: readonly OwnedRoute[], pathname: string): void {
  const route = routeFor(routes, pathname);
  // A role's screens load only behind the shell's gate (RoleGate), for an account holding it.
  if (!route || route.requiresRole) return;
  const id = remoteModuleId(route.remote, route.module);
  if (preloaded.has(id)) return;
  preloaded.add(id);
  preloadRemote([{ nameOrAlias: route.remote, exposes: [route.module], resourceCategory: 'sync', share: false }]).catch(() =>
    preloaded.delete(id),
  );
}

/** Preloads the screen behind a same-origin link as soon as the player points at, touches or focuses it. */
export function preloadScreensOnIntent(routes: readonly OwnedRoute[], target: Document): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === location.origin) preloadScreen(routes, link.pathname);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) target.addEventListener(type, onIntent, { passive: true });
}
