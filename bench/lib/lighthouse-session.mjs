/**
 * What both Lighthouse scripts (lighthouse-run.mjs, lighthouse-repeat-run.mjs) do around their own
 * measurement: read `<Chromium launch options as JSON> <url> [access token]` from the command line,
 * open a page in a fresh headless Chromium with the player's session preset (as a tab that has shown its home and the route keeps it), run Lighthouse's
 * performance category on it, and close the browser. Plain Node, as the scripts (see lighthouse-run.mjs).
 */
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

/** Before any page script: the session the sign-in screen would have stored (spec §3), and other items of the tab's. */
async function presetTab(page, url, token, items = {}) {
  await page.evaluateOnNewDocument(
    (value, more) => {
      if (!location.protocol.startsWith('http')) return;
      sessionStorage.setItem('access_token', value);
      for (const [key, item] of Object.entries(more)) sessionStorage.setItem(key, item);
    },
    token,
    items,
  );
  // And the cookie it keeps beside it (shared/src/session/storage.ts), which the page's own request carries.
  await page.setCookie({ name: 'signed_in', value: '1', url: new URL('/', url).href, sameSite: 'Lax' });
}

/**
 * What a signed-in tab keeps once it has shown its home, as every tab has after signing in (the
 * greeting it remembers, ADR 078), and then the measured route, as a tab that comes back to it has
 * (the account's date-of-birth note, ADR 080); `TAB_HAS_SHOWN=home` measures the route's first
 * visit in the tab instead. Read from the real pages in a context of its own, which shares no cache
 * or worker with the measured one.
 */
async function tabThatHasShown(browser, url, token) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await presetTab(page, url, token);
    await page.goto(new URL('/', url).href);
    await page.waitForFunction(() => sessionStorage.getItem('last_known') !== null, { timeout: 30_000 });
    if (process.env.TAB_HAS_SHOWN !== 'home') {
      await page.goto(url);
      // The takeover waits for the screen's reads (ADR 076); what it remembers is written as it renders them.
      await page.waitForFunction(() => !document.getElementById('prerendered'), { timeout: 30_000 });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return await page.evaluate(() => ({ last_known: sessionStorage.getItem('last_known') }));
  } finally {
    await context.close();
  }
}

/** Runs `measure(page, url)` in a fresh Chromium, the session already set, and prints its result as one JSON line. */
export async function measureInFreshChromium(measure) {
  const [launchOptions, url, token] = process.argv.slice(2);
  const { executablePath, args } = JSON.parse(launchOptions);
  // The omnibox's popups are web pages (chrome://omnibox-popup.top-chrome) that Chromium keeps in a renderer of
  // their own even headless, running script at every navigation: on two cores, work no phone does beside the page.
  // Puppeteer merges this switch with its own disabled features.
  const omniboxPopups = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup';
  const browser = await puppeteer.launch({ executablePath, headless: false, args: ['--headless=new', omniboxPopups, ...args] });
  try {
    const page = await browser.newPage();
    if (token) await presetTab(page, url, token, await tabThatHasShown(browser, url, token));
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
