/**
 * Which request the service worker answers, and how (ADR 069). Pure, so the rules are tested
 * without a worker:
 * - `hashed`: a build's hashed file (`static/…/<name>.<10 hex>.<ext>`) on the shell's origin or a
 *   remote's: its name changes with its bytes, so cache first. Any origin but the API's and the
 *   identity's: the page's Content-Security-Policy already lets it load only from the front ends',
 *   and a rule that needed the document first would miss the files a restarted worker sees first;
 * - `entry`: what names the hashed files (config.json, a remote's mf-manifest.json and
 *   remoteEntry.js): network first, every load, so a redeploy is used at the next load; the cached
 *   copy only when the network fails;
 * - `page`: the shell's pages, never cached (each is composed for the browser's language, session
 *   and versions); offline, the offline page;
 * - `none`: everything else goes to the network untouched: the API and the identity service
 *   (personal data), any other origin, anything but GET.
 */
export type Strategy = 'hashed' | 'entry' | 'page' | 'none';

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
}

export interface KnownOrigins {
  /** The shell's own origin (the worker's). */
  shell: string;
  /** The API's and the identity service's: never answered by the worker, whatever the path. */
  never: ReadonlySet<string>;
}

/** The builds' file names (rspack.base.ts): `[name].[contenthash:10][ext]` under static/; no source map. */
const hashedFile = /\/static\/(?:js|css|media)\/[^/]+\.[0-9a-f]{10}\.(?!map$)[a-z0-9]+$/;
const remoteEntryPoint = /\/(?:mf-manifest\.json|remoteEntry\.js)$/;

export function strategyFor({ url, method, mode }: RequestFacts, origins: KnownOrigins): Strategy {
  if (method !== 'GET') return 'none';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'none';
  }
  const { origin, pathname } = parsed;
  if (origins.never.has(origin) || /^\/api(?:\/|$)/.test(pathname)) return 'none';
  const own = origin === origins.shell;
  if (mode === 'navigate') return own ? 'page' : 'none';
  if (hashedFile.test(pathname)) return parsed.search === '' ? 'hashed' : 'none';
  if (own && pathname === '/config.json') return 'entry';
  if (remoteEntryPoint.test(pathname)) return 'entry';
  return 'none';
}

interface DocumentSubset {
  apiBaseUrl?: unknown;
  identity?: { baseUrl?: unknown };
}

function originOf(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

/** The origins the worker must leave alone, as a discovery document (config.json) names them; none from one that cannot be read. */
export function originsOf(document: unknown, shell: string): KnownOrigins {
  const known = (document ?? {}) as DocumentSubset;
  const never = new Set([...originOf(known.apiBaseUrl), ...originOf(known.identity?.baseUrl)]);
  // An API on the shell's origin keeps its /api/ rule; the shell's origin itself is never dropped.
  never.delete(shell);
  return { shell, never };
}

/** A Static Routing rule (`InstallEvent.addRoutes`): what the browser decides before it would start the worker. */
export interface StaticRoute {
  condition: { urlPattern: { protocol: string; hostname: string; port: string; pathname: string } };
  source: 'network';
}

/**
 * The API's paths, on any origin (the API's own, or the shell's behind a proxy), straight to the
 * network: Chromium 123+ then never starts the worker for them, nor passes them through it. Every
 * component named: a pattern's missing ones would be taken from the worker's script URL (its
 * origin). Where Static Routing is missing, `strategyFor`'s `none` sends them on all the same.
 */
export const apiPastTheWorker: readonly StaticRoute[] = [
  { condition: { urlPattern: { protocol: '*', hostname: '*', port: '*', pathname: '/api{/*}?' } }, source: 'network' },
];
