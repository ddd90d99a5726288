/**
 * A game's page is its own chunk, fetched once the list is idle or when a game is opened (ADR 084),
 * with its own loading state and failure (ADR 085): a tap in the list while that code is still on a
 * slow line shows the game's title and a loading state at once, and a line that drops there leaves
 * a Retry that brings the game once it is back.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, liveScreen, SEEDED_PLAYER, test } from './support/fixtures';
import { alertSaying } from './support/api-network';
import { captureScreens } from './support/screens';

const gamePageCode = '**/static/js/game-page.*.js';

// Players have the service worker: the context's routes, not the page's, see what it fetches (ADR 069).
test.use({ serviceWorkers: 'allow' });

/** Holds every request for the game page's code until `release` is called. */
async function holdGamePageCode(context: BrowserContext): Promise<{ release(): void; readonly requests: number }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = { release, requests: 0 };
  await context.route(gamePageCode, async (route) => {
    held.requests += 1;
    await released;
    await route.continue();
  });
  return held;
}

test("a game tapped while its code is on a slow line shows its title and 'Loading the game...' at once, then the game", async ({
  page,
  context,
  signInAndOpen,
}) => {
  const code = await holdGamePageCode(context);
  await signInAndOpen(SEEDED_PLAYER, '/games');
  await liveScreen(page);
  await page.getByRole('link', { name: 'Play Sliding Tiles' }).click();

  await expect(page).toHaveURL(/\/games\/sliding-tiles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sliding Tiles' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the game...' })).toBeVisible();
  expect(code.requests).toBeGreaterThan(0);
  await captureScreens(page, 'game-page-loading');

  code.release();
  await expect(page.getByRole('button', { name: "Play today's challenge" })).toBeVisible();
  await expect(page.getByText('Loading the game...')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Sliding Tiles' })).toBeFocused();
});

test('a game whose code the network drops says so under its title, asks no more until Retry, which brings it once the line is back; Back returns to the list', async ({
  page,
  context,
  signInAndOpen,
}) => {
  let requests = 0;
  await context.route(gamePageCode, (route) => {
    requests += 1;
    return route.abort('internetdisconnected');
  });
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await signInAndOpen(SEEDED_PLAYER, '/games');
  await liveScreen(page);
  await page.getByRole('link', { name: 'Play Sliding Tiles' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sliding Tiles' })).toBeVisible();
  await expect(alertSaying(page, 'This could not be loaded. Check your connection and try again.', { withRetry: true })).toBeVisible();
  await captureScreens(page, 'game-page-failed');
  // The failure is shown, not retried behind the player's back: the idle prefetch and the tap asked, then nothing.
  const asked = requests;
  await page.waitForTimeout(1_000);
  expect(requests).toBe(asked);

  await context.unroute(gamePageCode);
  await page.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByRole('button', { name: "Play today's challenge" })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('link', { name: 'Play Sliding Tiles' })).toBeVisible();
  // The failure was the page's to show, not an error left uncaught.
  expect(uncaught).toEqual([]);
});
