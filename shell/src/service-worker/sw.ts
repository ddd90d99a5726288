/**
 * The shell's service worker (ADR 069), bundled by the shell's build into /sw.js with the list of
 * files it precaches (tooling/pwa/plugin.ts). What it answers and how: routing.ts.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { apiPastTheWorker, originsOf, strategyFor, type KnownOrigins, type StaticRoute, type Strategy } from './routing';
import { LANGUAGE_KEY, offlineLanguage, offlinePagePath, withRetryLink } from './offline-page';

interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  navigator: Navigator;
  /** The Cookie Store API (Chromium, Safari 18.4+): where a worker can read the shell's `lang` cookie. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
}
/** Static Routing (Chromium 123+); absent elsewhere. */
interface InstallEvent {
  addRoutes?: (rules: readonly StaticRoute[]) => Promise<void>;
}
declare const self: WorkerScope;

const ENTRY_CACHE = 'entry-points';
const HASHED_CACHE = 'hashed-files';
const shell = self.location.origin;
// Only what answered 200 is kept: never an error, never an opaque answer whose status is unknown.
const onlyOk = () => new CacheableResponsePlugin({ statuses: [200] });

let origins: KnownOrigins = originsOf(null, shell);
/** The API's and the identity's origins, from the last discovery document the worker saw (or its cached copy when the worker starts). */
function learnOrigins(document: unknown): void {
  origins = originsOf(document, shell);
}
void caches
  .open(ENTRY_CACHE)
  .then((cache) => cache.match(`${shell}/config.json`))
  .then((cached) => cached?.json())
  .then(learnOrigins, () => undefined);

const taking =
  (strategy: Strategy) =>
  ({ request }: { request: Request }) =>
    strategyFor({ url: request.url, method: request.method, mode: request.mode }, origins) === strategy;

// Declared at install, where Static Routing allows it: the API's requests never wake the worker.
self.addEventListener('install', (event) => {
  event.addRoutes?.(apiPastTheWorker).catch((error: unknown) => console.warn('The API could not be routed past the worker:', error));
});

// A new worker takes over at once: every entry point is read from the network, so a page it
// takes over asks for its files by the names the server gives now.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The page request starts while the worker starts, not after.
enableNavigationPreload();

// The shell's own hashed files, fetched once the first screen is live (they are in the HTTP cache by then).
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  taking('hashed'),
  new CacheFirst({
    cacheName: HASHED_CACHE,
    // A hashed file's bytes are its name's, whatever the request's headers: the servers' `Vary` need not split it.
    matchOptions: { ignoreVary: true },
    plugins: [
      // A plain <script src> of another origin asks without CORS and its answer is opaque (status unknown,
      // never cached): the remotes answer CORS, so the worker asks with it and can tell a 200.
      {
        requestWillFetch: async ({ request }) =>
          request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
      },
      onlyOk(),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 90, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  taking('entry'),
  new NetworkFirst({
    cacheName: ENTRY_CACHE,
    plugins: [
      onlyOk(),
      {
        // The document names the API's and the identity's origins, which the worker never answers for.
        fetchDidSucceed: async ({ request, response }) => {
          if (response.ok && new URL(request.url).pathname === '/config.json' && new URL(request.url).origin === shell)
            response
              .clone()
              .json()
              .then(learnOrigins, () => undefined);
          return response;
        },
      },
    ],
  }),
);

registerRoute(
  taking('page'),
  new NetworkOnly({
    plugins: [
      {
        // No network: the offline page, in the language the player chose.
        handlerDidError: async ({ request }) => {
          const stored = await self.cookieStore?.get(LANGUAGE_KEY).catch(() => null);
          const language = offlineLanguage(request.url, stored?.value, self.navigator.languages);
          const page = (await matchPrecache(offlinePagePath(language))) ?? (await matchPrecache(offlinePagePath('en')));
          if (!page) return undefined;
          const { pathname, search } = new URL(request.url);
          return new Response(withRetryLink(await page.text(), `${pathname}${search}`), {
            headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
          });
        },
      },
    ],
  }),
);
