import type { Page } from '@playwright/test';

/**
 * Records every text the page shows, across its loads, as the DOM changes (not sampled: a frame
 * would do); the returned function reads what the current document has shown so far.
 */
export async function recordTexts(page: Page): Promise<() => Promise<string>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenTexts: string[] }).seenTexts = seen;
    new MutationObserver(() => seen.push(document.body?.innerText ?? '')).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts.join('\n'));
}
