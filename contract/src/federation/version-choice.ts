/**
 * Which version of each micro-frontend one browser runs (ADR 049): chosen by the server that
 * answers the discovery document and composes the pages, so the HTML and the live screen come from
 * the same version. Pure: the Node static server runs it, and nginx runs the same rules.
 */
import { prerenderedPageOf, type DiscoveryDocument, type MicroFrontendVersion } from './discovery';

/** A first-party cookie holding the browser's random id: shared by its tabs, kept a year. */
export const browserCookie = 'pp_browser';
/** `mfe.<name>=<version>` (a cookie, set from the same query parameter) forces a listed version: an operator's test. */
export const forcedVersionPrefix = 'mfe.';

/** A browser's place (0 to 99) for one micro-frontend: FNV-1a of "<browser>:<name>", so each canary samples its own browsers. */
export function trafficBucket(browser: string, name: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${browser}:${name}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/**
 * The version of one micro-frontend a browser runs: the one an operator forced (by version), or the
 * one whose share holds the browser's bucket, in the order listed. A browser keeps its bucket, so
 * it keeps its version until the document's shares move it.
 */
export function chooseVersion(
  name: string,
  versions: readonly MicroFrontendVersion[],
  browser: string,
  forced?: string,
): MicroFrontendVersion {
  const pinned = versions.find((version) => version.metadata.version === forced);
  if (pinned) return pinned;
  if (versions.length === 1) return versions[0]!;
  const bucket = trafficBucket(browser, name);
  let upTo = 0;
  return versions.find((version) => bucket < (upTo += version.deployment?.traffic ?? 0)) ?? versions[0]!;
}

/** The document as one browser gets it: each micro-frontend with the one version it runs. */
export function documentForBrowser<T extends DiscoveryDocument>(
  document: T,
  browser: string,
  forced: Readonly<Record<string, string>> = {},
): T {
  const microFrontends = Object.fromEntries(
    Object.entries(document.microFrontends).map(([name, versions]) => [name, [chooseVersion(name, versions, browser, forced[name])]]),
  );
  return { ...document, microFrontends };
}

/** A route the document marks pre-rendered: its micro-frontend, its fragment's name, and which browsers get its copy (ADR 079). */
export interface PrerenderedRoute {
  remote: string;
  fragment: string;
  layout: 'signed-out' | 'signed-in';
}

/**
 * The route a URL's page (pageNameOf's name) shows, when the browser's version of its
 * micro-frontend marks it pre-rendered; null for any other. A route of exactly that path wins over
 * an area of it (`/lab/*`), as react-router picks.
 */
export function prerenderedRouteFor(
  document: DiscoveryDocument,
  pageName: string,
  browser: string,
  forced: Readonly<Record<string, string>> = {},
): PrerenderedRoute | null {
  const routes = Object.entries(document.microFrontends).flatMap(([remote, versions]) =>
    chooseVersion(remote, versions, browser, forced[remote])
      .extras.routes.filter((route) => prerenderedPageOf(route.path) === pageName)
      .map((route) => ({ ...route, remote })),
  );
  const route = routes.find((candidate) => !candidate.path.endsWith('*')) ?? routes[0];
  if (route?.prerendered !== true && route?.prerendered !== 'signed-in') return null;
  return { remote: route.remote, fragment: pageName, layout: route.prerendered === true ? 'signed-out' : 'signed-in' };
}
