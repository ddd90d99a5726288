/**
 * The product in its players' languages (ADR 034): the 'Language' control on a signed-out page
 * and in the signed-in top bar switches the page's script without a reload; the choice is kept
 * (localStorage, cookie, a new tab), `?lang=` on a URL selects one, and a browser preferring Tamil
 * gets Tamil first.
 */
import type { Page } from '@playwright/test';
import { expect, liveScreen, test } from './support/fixtures';
import { onboardedPlayer, playerWithCoins } from './support/players';
import { captureScreens } from './support/screens';

/** Marks the document: a reload would lose the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true));
}
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/** Opens a path no screen has and waits for the not-found page's heading, in the language expected. */
async function openNotFound(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test("a signed-out page switches to Tamil from its 'Language' control without a reload, and the choice is kept", async ({
  page,
  context,
}) => {
  await openNotFound(page, '/no-such-page', 'Page not found');
  await markDocument(page);

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'தமிழ்' });

  await expect(page.getByRole('heading', { name: 'பக்கம் கிடைக்கவில்லை' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  expect(await stillSameDocument(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ta');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ta');
  await captureScreens(page, 'language-signed-out-ta');

  // A new tab opens in the kept choice.
  const newTab = await context.newPage();
  await openNotFound(newTab, '/signin/nowhere', 'பக்கம் கிடைக்கவில்லை');
  await expect(newTab.getByRole('combobox', { name: 'Language' })).toHaveValue('ta');
});

test('?lang= on a URL selects a language and keeps it', async ({ page }) => {
  await openNotFound(page, '/no-such-page?lang=si', 'පිටුව හමු නොවීය');
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await openNotFound(page, '/no-such-page', 'පිටුව හමු නොවීය');
});

test("every signed-out page on a phone opens with its 'Language' control in view at the top", async ({ page }) => {
  // /cashprizes' full-screen ladder has the focus from its HTML: a focused element taller than what
  // the control's band left of the screen was scrolled into view, and the control out of it.
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 740 });
    for (const path of ['/', '/signin', '/signup', '/forgot-password', '/privacypolicy', '/terms', '/help', '/cashprizes', '/contact']) {
      await page.goto(path);
      await liveScreen(page);
      const control = page.getByRole('combobox', { name: 'Language' });
      await expect(control, `${path} at ${width} px`).toBeInViewport({ ratio: 1 });
      expect({ path, width, scrolled: await page.evaluate(() => scrollY) }).toEqual({ path, width, scrolled: 0 });
    }
  }
});

test('a browser preferring Tamil gets Tamil first; English stays a choice away', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ta-LK' });
  const page = await context.newPage();
  await openNotFound(page, '/no-such-page', 'பக்கம் கிடைக்கவில்லை');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await context.close();
});

test("the signed-in top bar switches to Sinhala and Tamil from its 'Language' control without a reload", async ({
  page,
  request,
  signIn,
}) => {
  const player = await onboardedPlayer(request, 'languages');
  await signIn(player);
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('link', { name: 'Games' })).toBeVisible();
  await markDocument(page);

  await topBar.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'සිංහල' });
  await expect(topBar.getByRole('link', { name: 'ක්‍රීඩා' })).toBeVisible();
  await expect(topBar.getByLabel('කාසි ශේෂය')).toBeVisible();
  await captureScreens(page, 'language-top-bar-si');

  await topBar.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'தமிழ்' });
  await expect(topBar.getByRole('link', { name: 'விளையாட்டுகள்' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  expect(await stillSameDocument(page)).toBe(true);
  await captureScreens(page, 'language-top-bar-ta');
  await page.setViewportSize({ width: 360, height: 740 });
  // The longer Tamil words fit a 360 px phone: nothing pushes the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("a remote's screens switch with the page: sign-in signed out (its refusal too), the games list signed in", async ({
  page,
  request,
  signIn,
}) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '*Please fill out all fields.' })).toBeVisible();
  await page.getByLabel('Email').fill('kept@example.com');
  await markDocument(page);

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'සිංහල' });
  await expect(page.getByRole('heading', { level: 1, name: 'පුරනය වන්න' })).toBeVisible();
  // Shared's words (a refusal the form holds) follow, and what was typed stays.
  await expect(page.getByRole('alert').filter({ hasText: '*කරුණාකර සියලු ක්ෂේත්‍ර පුරවන්න.' })).toBeVisible();
  await expect(page.getByLabel('ඊමේල්')).toHaveValue('kept@example.com');
  await expect(page).toHaveTitle('පුරනය වන්න · PlayPrize');
  expect(await stillSameDocument(page)).toBe(true);

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'English' });
  const player = await onboardedPlayer(request, 'languages-games');
  await signIn(player);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await markDocument(page);

  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption({ label: 'தமிழ்' });
  await expect(page.getByRole('heading', { level: 1, name: 'விளையாட்டுகள்' })).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
  await captureScreens(page, 'language-games-list-ta');
});

test('the signed-in top bar fits 360 and 390 px phones in every language: the balance whole on one line', async ({
  page,
  request,
  signIn,
}) => {
  // Six digits: a balance longer than most, in Tamil's longest words (which wrapped it in two lines at 390 px).
  const player = await playerWithCoins(request, 123_456, 'top-bar-fit');
  await signIn(player);
  await expect(page).not.toHaveURL(/\/signin$/);
  for (const language of ['en', 'si', 'ta']) {
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`/withdrawal?lang=${language}`);
      const balance = page.getByRole('banner').getByRole('group');
      await expect(balance).toContainText('123,456');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const fit = await balance.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        const root = document.documentElement;
        return {
          lines: lines.size,
          clipped: element.scrollWidth > element.clientWidth,
          inside: element.getBoundingClientRect().right <= root.clientWidth,
          pageWider: root.scrollWidth > root.clientWidth,
        };
      });
      expect({ language, width, ...fit }).toEqual({ language, width, lines: 1, clipped: false, inside: true, pageWider: false });
    }
  }
});
