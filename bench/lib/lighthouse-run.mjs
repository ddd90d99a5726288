/**
 * One Lighthouse run in a fresh Chromium: `node bench/lib/lighthouse-run.mjs <url> [access token]`,
 * prints the run's metrics as one JSON line. Plain Node on purpose: Lighthouse sends its own
 * functions to the page as source text, and tsx's transform would add helpers the page lacks.
 */
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [url, token] = process.argv.slice(2);
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: false, args: chromeFlags });
try {
  const page = await browser.newPage();
  if (token) {
    // Before any page script: the session the sign-in screen would have stored (spec §3).
    await page.evaluateOnNewDocument((value) => {
      if (location.protocol.startsWith('http')) sessionStorage.setItem('access_token', value);
    }, token);
  }
  const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, page);
  const lhr = result?.lhr;
  const score = lhr?.categories.performance?.score;
  if (!lhr || score === null || score === undefined) throw new Error(`no performance score for ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? '';
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
    }),
  );
} finally {
  await browser.close();
}
