import { stackPorts } from '../scripts/lib/stack';
import { alertSaying, cutApi, restoreApi } from './support/api-network';
import type { Page } from '@playwright/test';
import { expect, liveScreen, test } from './support/fixtures';
import { onboardedPlayer, playerWithCoins } from './support/players';
import { recordTexts } from './support/seen-texts';

/**
 * A signed-in page's HTML carries its screen as it shows before the player's data comes (ADR 076),
 * rendered at build time for no player in particular, and the shell takes it over. Scripts held
 * back, the page shows what its HTML alone paints.
 */

/** The seeded player's own words, which no build-time copy may hold. */
const playerData = ['Nimal', '12,000', 'player@example.com'];

test.describe('a signed-in page painted from its HTML', () => {
  test.beforeEach(async ({ seededHome }) => seededHome());

  for (const { path, heading, text } of [
    { path: '/withdrawal', heading: 'Win & Earn', text: 'Identity verification' },
    { path: '/', heading: 'Welcome, player!', text: 'Your favourite games' },
    // The catalogue's cards, the same for every player (ADR 077).
    { path: '/games', heading: 'Games', text: 'Play Mini Golf' },
    // A remote outside the contract, its route marked "signed-in" in the discovery document (ADR 079).
    { path: '/account', heading: 'My account', text: 'Avatar and favourites' },
  ]) {
    test(`${path}: its screen shows before any script runs, with nothing of the player's`, async ({ page }) => {
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      // Its loading state is kept for a page whose screen did not come, and hidden when it did.
      await expect(page.locator('[data-screen-fallback]')).toBeHidden();
      const body = await page.locator('body').innerText();
      for (const word of playerData) expect(body).not.toContain(word);
    });
  }

  test('the live page takes the copy over: one heading, the player named, the balance in the bar', async ({ page }) => {
    const seen = await recordTexts(page);
    await page.goto('/');
    await liveScreen(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome( back)?, Nimal!$/);
    await expect(page.getByLabel('Coin balance')).toHaveText('12,000 coins');
    // The HTML greets "player" (the boot script names the player before the paint when the tab remembers them, ADR 078).
    expect(await seen()).toContain('Welcome, player!');
    await page.goto('/withdrawal');
    await liveScreen(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Identity verification' })).toBeVisible();
    await expect(page.getByText(/^NIC ending \d{4}$/)).toBeVisible();
  });
});

type Paint = { type: string; time: number; size?: number };

/**
 * Records the page's paints, largest paints and layout shifts from its start, and slows its boot
 * script by 400 ms; `paints()` reads them. A page that waits for the boot script to paint the texts
 * its tab remembers (ADR 078) must paint them with its first paint however slow the script.
 */
async function watchPaintsWithSlowBoot(page: Page): Promise<() => Promise<Paint[]>> {
  await page.addInitScript(() => {
    const seen: { type: string; time: number; size?: number }[] = [];
    (window as unknown as { paints: typeof seen }).paints = seen;
    const watch = (type: string) =>
      new PerformanceObserver((list) =>
        list
          .getEntries()
          .forEach((entry) => seen.push({ type: entry.name || type, time: entry.startTime, size: (entry as { size?: number }).size })),
      ).observe({ type, buffered: true });
    ['paint', 'largest-contentful-paint', 'layout-shift'].forEach(watch);
  });
  await page.route(/\/static\/js\/boot\./, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  return () => page.evaluate(() => (window as unknown as { paints: Paint[] }).paints);
}

/** Every largest paint is the first paint's (the remembered text came with it, the live one is no larger), and nothing moved. */
async function expectEveryLargestPaintAtTheFirst(paints: () => Promise<Paint[]>) {
  const seen = await paints();
  const firstPaint = seen.find((entry) => entry.type === 'first-contentful-paint')!.time;
  expect(seen.filter((entry) => entry.type === 'largest-contentful-paint').map((entry) => entry.time)).toEqual([firstPaint]);
  expect(seen.filter((entry) => entry.type === 'layout-shift')).toEqual([]);
}

test.describe('the greeting the tab last showed (ADR 078)', () => {
  // A phone's width, where the greeting takes two lines and is the largest text of the page.
  test.use({ viewport: { width: 412, height: 823 } });

  test('a reload of the home paints it at its first paint, however slow the boot script, the live page adds no later paint, and signing out forgets it', async ({
    page,
    seededHome,
  }) => {
    await seededHome();
    const remembered = () => page.evaluate(() => sessionStorage.getItem('last_known'));
    await expect.poll(remembered).toContain('Welcome back, Nimal!');
    // A slow boot script: the page waits for it rather than paint a greeting it would then change.
    const paints = await watchPaintsWithSlowBoot(page);
    await page.goto('/');
    await liveScreen(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Nimal!');
    await expectEveryLargestPaintAtTheFirst(paints);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await remembered()).toBeNull();
  });

  test("another page language shows the copy's greeting in that language, not the remembered English one", async ({ page, seededHome }) => {
    await seededHome();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('last_known'))).toContain('Welcome back, Nimal!');
    // Only the boot script runs: the copy is what the HTML and that script paint.
    await page.route(/\/static\/js\/(?!boot\.)/, (route) => route.abort());
    await page.goto('/?lang=si');
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ආයුබෝවන්, ක්‍රීඩකයා!');
    await page.goto('/?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Nimal!');
  });
});

test.describe("the account's date-of-birth note the tab last showed (ADR 080)", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("a reload of /account paints the details form with the player's note at its first paint, the live form adds no later paint, and the copy holds nothing else of the player's", async ({
    page,
    seededHome,
  }) => {
    await seededHome();
    await page.goto('/account');
    await liveScreen(page);
    const note = 'Your date of birth is the one on your NIC (verified or under review), so it cannot be changed here.';
    await expect(page.getByLabel('Date of birth')).toHaveAccessibleDescription(note);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('last_known'))).toContain(note);

    const paints = await watchPaintsWithSlowBoot(page);
    await page.goto('/account');
    await liveScreen(page);
    await expect(page.getByLabel('First name')).toHaveValue('Nimal');
    await expect(page.getByText(note)).toBeVisible();
    await expectEveryLargestPaintAtTheFirst(paints);

    // Only the boot script runs: the copy is what the HTML and that script paint, the form empty and taking nothing.
    await page.route(/\/static\/js\/(?!boot\.)/, (route) => route.abort());
    await page.goto('/account');
    const copy = page.locator('#prerendered');
    await expect(copy.getByText(note)).toBeVisible();
    await expect(copy.getByText('Loading your details...')).toBeVisible();
    await expect(copy.getByLabel('First name')).toBeDisabled();
    await expect(copy.getByLabel('First name')).toHaveValue('');
    await expect(copy.getByRole('button', { name: 'Save details' })).toBeDisabled();
    const body = await page.locator('body').innerText();
    for (const word of playerData) expect(body).not.toContain(word);
  });
});

test('the account area, from the discovery document, is taken over without a shift: its sections, then the live details', async ({
  page,
  seededHome,
}) => {
  await seededHome();
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value)),
    ).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
  // The remotes' entries held back, as a slow network would: the HTML's copy is what shows meanwhile.
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remoteEntry.js', async (route) => (await arrived, route.continue()));
  await page.goto('/account', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#prerendered').getByRole('heading', { level: 1 })).toHaveText('My account');
  await expect(page.locator('#prerendered').getByRole('link', { name: 'Security' })).toBeVisible();
  release();
  await liveScreen(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('player@example.com')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});

test("/account opened in a new tab of a signed-in player: the copy, then that player's details, signed in", async ({
  context,
  seededHome,
}) => {
  await seededHome();
  const tab = await context.newPage();
  const seen = await recordTexts(tab);
  await tab.goto('/account');
  await liveScreen(tab);
  await expect(tab).toHaveURL(/\/account$/);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('My account');
  await expect(tab.getByText('player@example.com')).toBeVisible();
  expect(await tab.evaluate(() => sessionStorage.getItem('access_token'))).toBeTruthy();
  // The HTML's copy showed first; the sign-in screen never did.
  expect(await seen()).toContain('Avatar and favourites');
  expect(await seen()).not.toContain('Sign in to play, collect coins and cash out your prizes.');
});

test("/account's reads, its open lists too, start with the page's code, not after it, and each is asked once", async ({
  page,
  seededHome,
}) => {
  await seededHome();
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && (pathname.startsWith('/api/') || pathname.endsWith('/remoteEntry.js'))) asked.push(pathname);
  });
  await page.goto('/account');
  await liveScreen(page);
  await expect(page.getByText('player@example.com')).toBeVisible();
  const lists = ['/api/open/v1/country', '/api/open/v1/avatar_image', '/api/open/v1/game_category'];
  for (const path of ['/api/external/v1/account/details', ...lists]) expect(asked.filter((seen) => seen === path)).toHaveLength(1);
  // Started by the boot script beside config.json: before any remote's entry is even asked for.
  const firstEntry = asked.findIndex((path) => path.endsWith('/remoteEntry.js'));
  for (const path of lists) expect(asked.indexOf(path)).toBeLessThan(firstEntry);
});

test('/account opened with the API unreachable: the copy gives way to an alert with a Retry, not loading rows for ever; Retry loads the details once the network is back', async ({
  page,
  seededHome,
}) => {
  await seededHome();
  await cutApi(page);
  await page.goto('/account');
  const unreachable = alertSaying(page, 'This could not be loaded. Check your connection and try again.', { withRetry: true });
  // The details and the choices each say so, and the top bar's balance offers its own Retry.
  await expect(unreachable).toHaveCount(2, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Coin balance unavailable. Retry' })).toBeVisible();
  await liveScreen(page);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('Loading your details...')).toHaveCount(0);
  await expect(page.getByText('Invalid token. Please sign in again.')).toHaveCount(0);

  await restoreApi(page);
  await expect(async () => {
    for (const retry of await page.getByRole('button', { name: 'Retry' }).all())
      await retry.click({ timeout: 1_000 }).catch(() => undefined);
    await expect(page.getByText('player@example.com')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/account$/);
});

// A player of their own, whose favourite (sports: Mini Golf) the live list puts first, where the catalogue's copy has it last.
test('a game chosen on the copy of /games, before the page is live, opens once it is, though the live list is ordered otherwise', async ({
  page,
  request,
  signIn,
}) => {
  await signIn(await onboardedPlayer(request, 'copy-golfer', ['sports']));
  await expect(page).not.toHaveURL(/\/signin$/);
  // The games remote's entry held back, as a slow network would.
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(`http://localhost:${stackPorts().games}/remoteEntry.js`, async (route) => (await arrived, route.continue()));
  await page.goto('/games', { waitUntil: 'domcontentloaded' });
  const copyCards = page.locator('#prerendered article h2');
  await expect(copyCards.last()).toHaveText('Mini Golf');
  await page.getByRole('link', { name: 'Play Mini Golf' }).click();
  await expect(page.locator('#prerendered')).toHaveCount(1);
  await expect(page).toHaveURL(/\/games$/);
  release();
  await expect(page).toHaveURL(/\/games\/mini-golf$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mini Golf');
});

// A player of its own: choosing a language is remembered on the player's profile, which the seeded player's other specs read.
test('in Tamil, the copy and the live page in the page language', async ({ page, request, signInAndOpen }) => {
  await signInAndOpen(await playerWithCoins(request, 100, 'copy-ta'), '/withdrawal');
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/withdrawal?lang=ta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const copyHeading = await page.getByRole('heading', { level: 1 }).innerText();
  expect(copyHeading).not.toBe('Win & Earn');
  await page.unrouteAll();
  await page.reload();
  await liveScreen(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copyHeading);
});

test('a visitor with no signed-in tab is sent to sign in without ever being shown the signed-in screen', async ({ page }) => {
  const seen = await recordTexts(page);
  await page.goto('/withdrawal');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await seen()).not.toContain('Win & Earn');
});
