/**
 * What both Lighthouse scripts (lighthouse-run.mjs, lighthouse-repeat-run.mjs) do around their own
 * measurement: read `<Chromium launch options as JSON> <url> [access token]` from the command line,
 * open a page in a fresh headless Chromium with the player's session preset, run Lighthouse's
 * performance category on it, and close the browser. Plain Node, as the scripts (see lighthouse-run.mjs).
 */
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

/** Runs `measure(page, url)` in a fresh Chromium, the session already set, and prints its result as one JSON line. */
export async function measureInFreshChromium(measure) {
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
    console.log(JSON.stringify(await measure(page, url)));
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's performance category on `url` in `page` (extra Lighthouse flags merged in): its
 * report, its artifacts, the score out of 100, and `numeric(auditId)` for an audit's value.
 */
export async function performanceRun(page, url, flags = {}) {
  const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...flags }, undefined, page);
  const lhr = result?.lhr;
  const score = lhr?.categories.performance?.score;
  if (!lhr || score === null || score === undefined)
    throw new Error(`no performance score for ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  return { lhr, artifacts: result.artifacts, score: score * 100, numeric: (id) => lhr.audits[id]?.numericValue ?? Number.NaN };
}
