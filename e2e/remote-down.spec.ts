import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { stackPorts } from '../scripts/lib/stack';
import { captureScreens } from './support/screens';
import { startService, stopService } from './support/stack-state';

// A preload that failed makes the next script with its URL fail without a request (see
// shell/src/remotes/load-screen.ts): the cases below leave such preloads behind on purpose.
const contentOrigin = `http://localhost:${stackPorts().content}`;
const contentEntry = `${contentOrigin}/remoteEntry.js`;
const contentChunks = `${contentOrigin}/static/js/**`;

/** Counts the page's requests for the content remote's entry from now on. */
function countEntryRequests(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.url() === contentEntry) seen.count += 1;
  });
  return seen;
}

async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { pageMarker: string }).pageMarker = 'same page'));
}

async function pageMarker(page: Page) {
  return page.evaluate(() => (window as unknown as { pageMarker?: string }).pageMarker);
}

// Players have the service worker: its fetches fail and are retried too. The context's routes, not
// the page's, see what it fetches (ADR 069).
test.use({ serviceWorkers: 'allow' });

test.afterEach(async () => {
  // Leave the stack whole for the next test even if this one failed half-way.
  await startService('mfe-content').catch(() => undefined);
});

/**
 * Opens home directly while its remote cannot load, brings the remote back with `recover`, and
 * expects one Retry to show the signed-in home on the same page (no reload), fetching the entry again.
 */
async function retryOnceAndExpectHome(page: Page, recover: () => Promise<unknown>) {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await markPage(page);

  await recover();
  const entryRequests = countEntryRequests(page);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Nimal!' })).toBeVisible();
  expect(await pageMarker(page)).toBe('same page');
  expect(entryRequests.count).toBeGreaterThan(0);
}

test('a stopped remote stays in its slot: the shell and other remotes keep working, Retry recovers without a reload', async ({
  page,
  signIn,
}) => {
  await stopService('mfe-content');

  await page.goto('/signin');
  await markPage(page);
  await signIn();

  // Home belongs to the stopped remote: its slot says so, the shell's top bar still works.
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByLabel('Coin balance')).toHaveText('12,000 coins');

  // Moving within the page from the dead remote's route to a live remote's route works.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await startService('mfe-content');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Nimal!' })).toBeVisible();
  expect(await pageMarker(page)).toBe('same page');
});

test('a signed-out visitor whose landing cannot load still has a way on: sign in, the language, and Back to Retry', async ({ page }) => {
  await stopService('mfe-content');
  await page.goto('/?lang=si');
  await expect(page.getByRole('button', { name: 'නැවත උත්සාහ කරන්න' })).toBeVisible();
  await captureScreens(page, 'remote-down-landing-si');
  await page.goto('/?lang=en');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await captureScreens(page, 'remote-down-landing');
  const waysOn = page.getByRole('navigation', { name: 'Elsewhere on PlayPrize' });
  // The home page is where it is: only sign in is offered, beside the language control.
  await expect(waysOn.getByRole('link')).toHaveText(['Sign in']);
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();

  await waysOn.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await startService('mfe-content');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('with the content remote stopped, /signin works fully', async ({ page, signIn }) => {
  await stopService('mfe-content');
  await signIn({ email: 'player@example.com', password: 'wrong-password' });
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' })).toBeVisible();
});

test('home opened directly while its remote is stopped comes back with one Retry once the remote is up', async ({ page, signIn }) => {
  await stopService('mfe-content');
  await page.goto('/signin');
  await signIn();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Opened directly, the boot script preloads the remote entry, which fails.
  await retryOnceAndExpectHome(page, () => startService('mfe-content'));
});

test("home opened directly while its remote's scripts fail to download comes back with one Retry once they download", async ({
  page,
  signIn,
}) => {
  const abort = (route: Route) => route.abort('internetdisconnected');
  await page.context().route(contentEntry, abort);
  await page.context().route(contentChunks, abort);
  await page.goto('/signin');
  await signIn();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Opened directly, the boot script preloads the remote entry and the screen's chunk, which fail.
  await retryOnceAndExpectHome(page, () => page.context().unrouteAll());
});

test('a screen preloaded on hover while its chunks failed opens once they download, with no Retry', async ({ page, signIn }) => {
  await page.goto('/signin');
  await signIn();
  await expect(page.getByRole('heading', { name: 'Welcome back, Nimal!' })).toBeVisible();
  await markPage(page);

  await page.context().route(contentChunks, (route) => route.abort('internetdisconnected'));
  const preloadFailed = page.context().waitForEvent('requestfailed', (request) => request.url().includes('__federation_expose_CashPrizes'));
  const prizeLadder = page.getByRole('link', { name: 'See the prize ladder' });
  // Pointing at a link preloads its screen (shell/src/remotes/preload-screen.ts).
  await prizeLadder.hover();
  await preloadFailed;

  await page.context().unrouteAll();
  await prizeLadder.click();
  await expect(page.getByRole('heading', { name: 'Cash prizes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect(await pageMarker(page)).toBe('same page');
});
