/**
 * One Lighthouse run in a fresh Chromium:
 * `node bench/lib/lighthouse-run.mjs <Chromium launch options as JSON> <url> [access token]`,
 * prints the run's metrics as one JSON line. Plain Node on purpose: Lighthouse sends its own
 * functions to the page as source text, and tsx's transform would add helpers the page lacks. The
 * launch options are scripts/lib/chromium.ts's, passed by bench/lighthouse.ts (plain Node cannot import TypeScript).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [launchOptions, url, token] = process.argv.slice(2);
const { executablePath, args } = JSON.parse(launchOptions);

const browser = await puppeteer.launch({ executablePath, headless: false, args: ['--headless=new', ...args] });
try {
  const page = await browser.newPage();
  if (token) {
    // Before any page script: the session the sign-in screen would have stored (spec §3).
    await page.evaluateOnNewDocument((value) => {
      if (location.protocol.startsWith('http')) sessionStorage.setItem('access_token', value);
    }, token);
    // And the cookie it keeps beside it (shared/src/session/storage.ts), which the page's own request carries.
    await page.setCookie({ name: 'signed_in', value: '1', url: new URL('/', url).href, sameSite: 'Lax' });
  }
  const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, page);
  const lhr = result?.lhr;
  const score = lhr?.categories.performance?.score;
  if (!lhr || score === null || score === undefined)
    throw new Error(`no performance score for ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  // LHR_DIR keeps each run's full report, to see where the blocking time goes (long-tasks, bootup-time…).
  if (process.env.LHR_DIR) {
    mkdirSync(process.env.LHR_DIR, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.LHR_DIR, name), JSON.stringify(lhr));
  }
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? '';
  // What moved, when anything did: the elements of the layout shifts, with each shift's score.
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map(
    (item) => `${item.node?.selector ?? item.node?.nodeLabel ?? '?'} ${Number(item.score ?? 0).toFixed(3)}`,
  );
  console.log(
    JSON.stringify({
      lighthouseVersion: lhr.lighthouseVersion,
      finalUrl: lhr.finalDisplayedUrl,
      score: score * 100,
      lcp: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbt: numeric('total-blocking-time'),
      fcp: numeric('first-contentful-paint'),
      bytes: numeric('total-byte-weight'),
      lcpElement,
      shifts,
    }),
  );
} finally {
  await browser.close();
}
