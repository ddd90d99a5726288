/**
 * One repeat visit measured by Lighthouse in a fresh Chromium:
 * `node bench/lib/lighthouse-repeat-run.mjs <Chromium launch options as JSON> <url> [access token]`.
 * The first visit loads the page and waits until the service worker (ADR 069) controls it; then
 * Lighthouse (mobile preset) loads it again without resetting storage (`disableStorageReset`), as a
 * player's second visit in the same browser. Prints one JSON line: the metrics, and the hashed files
 * the second load asked for by where they came from (from its DevTools log). Plain Node, as lighthouse-run.mjs.
 * THROTTLING=applied has Chromium itself slow the CPU and the network by the same preset (Lighthouse's
 * `devtools` method) instead of simulating them afterwards: a response the service worker answers from
 * its caches then costs what it costs on the phone, which the simulation cannot tell (ADR 082).
 */
import { measureInFreshChromium, performanceRun } from './lighthouse-session.mjs';

const hashedFile = /\/static\/(?:js|css|media)\/[^/?]+\.[0-9a-f]{10}\.[a-z0-9]+$/;

await measureInFreshChromium(async (page, url) => {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated' && (await registration.navigationPreload.getState()).enabled;
    },
    { timeout: 60_000, polling: 200 },
  );
  const { lhr, artifacts, score, numeric } = await performanceRun(page, url, {
    disableStorageReset: true,
    ...(process.env.THROTTLING === 'applied' ? { throttlingMethod: 'devtools' } : {}),
  });
  const servedFromMemory = new Set();
  const sources = { 'worker cache': 0, 'http cache': 0, 'worker network': 0, server: 0 };
  const log = artifacts.DevtoolsLog ?? [];
  for (const { method, params } of log) if (method === 'Network.requestServedFromCache') servedFromMemory.add(params.requestId);
  for (const { method, params } of log) {
    if (method !== 'Network.responseReceived' || !hashedFile.test(new URL(params.response.url).pathname)) continue;
    const { response } = params;
    if (response.fromServiceWorker)
      sources[['cache-storage', 'http-cache'].includes(response.serviceWorkerResponseSource) ? 'worker cache' : 'worker network']++;
    else if (response.fromDiskCache || servedFromMemory.has(params.requestId)) sources['http cache']++;
    else sources.server++;
  }
  return {
    finalUrl: lhr.finalDisplayedUrl,
    score,
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    sources,
  };
});
