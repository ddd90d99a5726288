/**
 * A degraded network between the page and the back end: the API and the identity
 * service, two origins (docs/platform-contract.md §2), slowed or unreachable through `page.route`.
 * The front-end origins are never touched, so the page's own scripts still load.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { stackPorts } from '../../scripts/lib/stack';
import { loadStackState } from './stack-state';

/** The API and the identity service, as the page's config.json names them. */
export function apiOrigins(): string[] {
  return [loadStackState().apiUrl, `http://localhost:${stackPorts().identity}`];
}

async function routeApi(page: Page, handler: (route: Route) => Promise<void>): Promise<void> {
  for (const origin of apiOrigins()) await page.route(`${origin}/**`, handler);
}

/**
 * Every API call whose URL matches `only` waits `delayMs` before going on; the others go at once.
 * Only the calls a journey is about are slowed: 3 s on every call would add up on CI.
 */
export async function slowApi(page: Page, only: RegExp, delayMs = 3000): Promise<void> {
  await routeApi(page, async (route) => {
    if (only.test(route.request().url())) await new Promise((resolve) => setTimeout(resolve, delayMs));
    // The page may have gone (test over) while the call waited.
    await route.continue().catch(() => undefined);
  });
}

/** Every API call from now on fails as a refused connection would; returns the URLs refused, as they happen. */
export async function cutApi(page: Page): Promise<readonly string[]> {
  const refused: string[] = [];
  await routeApi(page, async (route) => {
    refused.push(route.request().url());
    await route.abort('connectionrefused');
  });
  return refused;
}

/**
 * Calls matching `only` reach the server, but their answers are lost on the way back (a connection
 * reset after the server acted): the page must not take the failure for "nothing happened".
 */
export async function loseAnswers(page: Page, only: RegExp): Promise<void> {
  await routeApi(page, async (route) => {
    if (!only.test(route.request().url())) return route.continue().catch(() => undefined);
    await route.fetch().catch(() => undefined);
    await route.abort('connectionreset').catch(() => undefined);
  });
}

/** The network is back: every route of this page is removed (a slowed call still waiting is let go without error). */
export async function restoreApi(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

/** Counts the page's requests whose URL matches, from now on. */
export function countRequests(page: Page, url: RegExp, method = 'POST'): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && url.test(request.url())) seen.count += 1;
  });
  return seen;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `role="status"` region whose whole text is `text`. */
export function statusSaying(scope: Page | Locator, text: string): Locator {
  return scope.getByRole('status').filter({ hasText: new RegExp(`^${escaped(text)}$`) });
}

/** The `role="alert"` region whose whole text is `text` (a failure with a Retry button: its message and 'Retry'). */
export function alertSaying(scope: Page | Locator, text: string, { withRetry = false } = {}): Locator {
  return scope.getByRole('alert').filter({ hasText: new RegExp(`^${escaped(text)}${withRetry ? '\\s*Retry' : ''}$`) });
}

/**
 * From the next page load on, records whether `text` was ever shown on the page: a loading state
 * that claimed "none" for a moment would be gone by the time an assertion looked.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((watched) => {
    const seen = { value: false };
    (window as unknown as { textSeen: typeof seen }).textSeen = seen;
    new MutationObserver(() => {
      if (!seen.value && document.body?.textContent?.includes(watched)) seen.value = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return () => page.evaluate(() => (window as unknown as { textSeen: { value: boolean } }).textSeen.value);
}
