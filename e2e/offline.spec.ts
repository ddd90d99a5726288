/**
 * The installable app (ADR 069): the web app manifest and icons, the service worker's repeat visit
 * (no request for an unchanged hashed file), its update path (a remote redeployed while a tab is
 * open is used at the tab's next load) and the offline page in the player's language.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/lib/chromium';
import { repoRoot } from '../scripts/lib/stack';
import { deployRelease2, rollBack } from './support/deploy';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 180_000 });
// The service worker is what this spec is about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
test.afterAll(() => rollBack('mfe-content'));

const shellCatalog = (language: string) =>
  JSON.parse(readFileSync(path.join(repoRoot, 'shell/src/locales', `${language}.json`), 'utf8')) as Record<string, string>;

/**
 * Once the service worker controls the page, its files precached, and has finished activating
 * (navigation preload, its activation's last step, is on), and Playwright drives it too: a page
 * request made earlier than that, offline, fails with the network's error without reaching it.
 */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (registration?.active?.state !== 'activated' || navigator.serviceWorker.controller === null) return false;
      return (await registration.navigationPreload.getState()).enabled;
    },
    null,
    { polling: 100 },
  );
  if (page.context().serviceWorkers().length === 0) await page.context().waitForEvent('serviceworker');
  // Until then, Playwright holds a worker it has just attached to, and requests go past it: wait until one is answered by it.
  await expect(async () => {
    const answered = page.waitForResponse((response) => response.url().endsWith('/config.json?probe'), { timeout: 2000 });
    await page.evaluate(() => fetch('/config.json?probe').then(() => undefined));
    expect((await answered).fromServiceWorker()).toBe(true);
  }).toPass({ timeout: 30_000 });
}

/**
 * Opens `url` (or reloads) with the network off until the worker answers. In the first seconds
 * after a worker took the page over, a page request under Playwright's offline emulation may fail
 * with the network's error before reaching it (seen only under Playwright's emulation, the worker
 * already active and driven); a retry then reaches it.
 */
async function openOffline(page: Page, url: string | null, heading: string | undefined): Promise<void> {
  await expect(async () => {
    await (url === null ? page.reload() : page.goto(url)).catch(() => undefined);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

const hashedFile = /\/static\/(?:js|css|media)\/[^/?]+\.[0-9a-f]{10}\.[a-z0-9]+$/;

interface Arrival {
  url: string;
  /** Where the page's answer came from; only `network` reached a server. */
  source: 'network' | 'http-cache' | 'service-worker-cache' | 'service-worker-network';
}

/** Every response the page receives, with where it came from (the DevTools protocol says what Playwright does not). */
async function recordArrivals(page: Page): Promise<{ arrivals: Arrival[]; session: CDPSession }> {
  const session = await page.context().newCDPSession(page);
  const arrivals: Arrival[] = [];
  const fromMemory = new Set<string>();
  session.on('Network.requestServedFromCache', ({ requestId }) => fromMemory.add(requestId));
  session.on('Network.responseReceived', ({ requestId, response }) => {
    const source: Arrival['source'] = response.fromServiceWorker
      ? ['cache-storage', 'http-cache'].includes(response.serviceWorkerResponseSource ?? '')
        ? 'service-worker-cache'
        : 'service-worker-network'
      : response.fromDiskCache || fromMemory.has(requestId)
        ? 'http-cache'
        : 'network';
    arrivals.push({ url: response.url, source });
  });
  await session.send('Network.enable');
  return { arrivals, session };
}

test('the shell is installable: a web app manifest with its icons, a favicon that answers', async ({ playwright, request, baseURL }) => {
  // A profile of its own: Chromium never offers to install from an incognito context (Playwright's default).
  const profile = mkdtempSync(path.join(tmpdir(), 'installable-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    baseURL: baseURL!,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const manifestResponse = await request.get('/manifest.webmanifest');
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'PlayPrize', start_url: '/', scope: '/', display: 'standalone', theme_color: '#0e1124' });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
    );
    for (const file of [...manifest.icons.map(({ src }) => src), '/favicon.ico', '/apple-touch-icon.png', '/sw.js']) {
      const answer = await request.get(file);
      expect({ file, status: answer.status() }).toEqual({ file, status: 200 });
    }
    expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');

    // What Chromium itself decides (Lighthouse 12 dropped its PWA category): no reason it could not install the app.
    await serviceWorkerInControl(page);
    const session = await page.context().newCDPSession(page);
    const { errors } = (await session.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(errors).toEqual([]);
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a repeat visit asks no server for a hashed file: the shell’s and the remote’s come from the cache', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await serviceWorkerInControl(page);
  // The first visits under the worker: it reads the remotes' origins from the document, and caches their files on use.
  for (let visit = 0; visit < 2; visit++) {
    await page.goto('/privacypolicy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  const { arrivals } = await recordArrivals(page);
  await page.goto('/privacypolicy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const hashed = arrivals.filter(({ url }) => hashedFile.test(new URL(url).pathname));
  expect(hashed.length).toBeGreaterThan(5);
  // None went past both caches to a server.
  expect(hashed.filter(({ source }) => source === 'network')).toEqual([]);
  // The shell's own came from the worker's precache, none from the network.
  const shellOrigin = new URL(page.url()).origin;
  const shells = hashed.filter(({ url }) => new URL(url).origin === shellOrigin);
  expect(shells.length).toBeGreaterThan(3);
  expect(shells.filter(({ source }) => source !== 'service-worker-cache')).toEqual([]);
  // The remote's (another origin) were answered by the worker too: from its cache or the HTTP cache (immutable files).
  expect(
    hashed.filter(({ url }) => new URL(url).origin !== shellOrigin).map(({ source }) => source.startsWith('service-worker')),
  ).not.toContain(false);
  // The entry points were asked for again.
  const entries = arrivals.filter(({ url }) => /\/(config\.json|mf-manifest\.json|remoteEntry\.js)$/.test(new URL(url).pathname));
  expect(entries.map(({ source }) => source)).not.toContain('http-cache');
  expect(entries.length).toBeGreaterThan(0);
});

test('the API’s requests go past the worker (Static Routing), where a page’s routes see them', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await serviceWorkerInControl(page);
  const session = await page.context().newCDPSession(page);
  const answers = new Map<string, { fromServiceWorker: boolean; router: string | undefined }>();
  session.on('Network.responseReceived', ({ response }) => {
    const { origin, pathname } = new URL(response.url);
    if (pathname.startsWith('/api/'))
      answers.set(`${origin}${pathname}`, {
        fromServiceWorker: response.fromServiceWorker ?? false,
        router: response.serviceWorkerRouterInfo?.matchedSourceType,
      });
  });
  await session.send('Network.enable');
  const shell = new URL(page.url()).origin;
  const api = await page.evaluate(() =>
    fetch('/config.json')
      .then((response) => response.json() as Promise<{ apiBaseUrl: string }>)
      .then(({ apiBaseUrl }) => new URL(apiBaseUrl).origin),
  );
  // The API's origin and an /api/ path on the shell's: any answer will do, a refusal included.
  const urls = [`${api}/api/external/v1/games`, `${shell}/api/nowhere`];
  await page.evaluate((list) => Promise.all(list.map((url) => fetch(url).catch(() => undefined))), urls);
  await expect.poll(() => answers.size).toBe(2);
  for (const url of urls) expect({ url, ...answers.get(url) }).toEqual({ url, fromServiceWorker: false, router: 'network' });
  await session.detach();

  // So a page's route holds or fails an API request while a worker controls the page (ADR 069's amendment).
  await page.route('**/api/external/v1/games', (route) => route.fulfill({ status: 418, body: '' }));
  expect(await page.evaluate((url) => fetch(url).then((response) => response.status), urls[0]!)).toBe(418);
});

test('a remote redeployed while a tab is open is used at the tab’s next load, the worker in control', async ({ page }) => {
  await page.goto('/privacypolicy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy', exact: true })).toBeVisible();
  await serviceWorkerInControl(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy', exact: true })).toBeVisible();

  deployRelease2({
    name: 'offline-redeploy',
    appDir: 'mfe-content',
    file: 'src/features/privacy-policy/PrivacyPolicyScreen.tsx',
    heading: "<h1>{t('privacy.heading')}</h1>",
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy (release 2)' })).toBeVisible();
  // Not only the server's HTML: the live screen that took it over is the new release's too.
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy (release 2)' })).toBeVisible();

  rollBack('mfe-content');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy', exact: true })).toBeVisible();
});

test('offline, a reload shows the offline page in the player’s language; back online, the app again', async ({ page, context }) => {
  await page.goto('/signin?lang=si');
  await serviceWorkerInControl(page);
  // The choice is kept (localStorage and the lang cookie): the next page has no ?lang= and is in Sinhala.
  await page.goto('/signin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  const si = shellCatalog('si');

  await context.setOffline(true);
  await openOffline(page, null, si['offline.title']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expect(page.getByRole('link', { name: si['offline.retry'] })).toHaveAttribute('href', '/signin');

  await context.setOffline(false);
  await page.getByRole('link', { name: si['offline.retry'] }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: si['offline.title'] })).toHaveCount(0);
});

test('the start URL opens offline (in English for a player who chose nothing)', async ({ page, context }) => {
  await page.goto('/signin');
  await serviceWorkerInControl(page);
  await context.setOffline(true);
  await openOffline(page, '/', shellCatalog('en')['offline.title']);
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStatus)).toBe(
    200,
  );
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: shellCatalog('en')['offline.title'] })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
