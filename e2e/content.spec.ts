import { expect, home, liveScreen, SEEDED_PLAYER, SEEDED_VIP, test } from './support/fixtures';
import { expectAccessible } from './support/a11y';
import { captureScreens } from './support/screens';

test('the landing paints its poster first and plays its muted looping video', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Play skill games, win cash prizes' })).toBeVisible();
  await liveScreen(page);
  const hero = page.getByRole('main');
  expect(await hero.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/landing-poster/);
  const video = page.getByTestId('landing-video');
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveJSProperty('loop', true);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  // The largest contentful paint is the announcement or the poster, never the video.
  const lcpElement = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
          resolve(last.element?.tagName ?? 'none');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(lcpElement).not.toBe('VIDEO');
});

test('under reduced motion the landing has no video', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Play skill games, win cash prizes' })).toBeVisible();
  await expect(page.getByTestId('landing-video')).toHaveCount(0);
  await context.close();
});

test('the prize ladder climbs by keyboard and wheel to confetti, and back', async ({ page }) => {
  await page.goto('/cashprizes');
  await liveScreen(page);
  const progress = page.getByRole('progressbar', { name: 'Prize ladder progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('ArrowDown');
  await expect(progress).toHaveAttribute('aria-valuenow', '25');
  await page.waitForTimeout(750);
  await page.mouse.move(400, 300);
  await page.mouse.wheel(0, 200);
  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  await page.waitForTimeout(750);
  await page.keyboard.press('ArrowDown');
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('heading', { name: 'Earn a million points' })).toBeVisible();
  await expect(page.getByTestId('confetti')).toBeVisible();
  await expect(page.getByTestId('confetti')).toHaveCount(0, { timeout: 8000 });
  await page.keyboard.press('ArrowUp');
  await expect(progress).toHaveAttribute('aria-valuenow', '50');
});

test('a contact message is sent and the form cleared', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('First name').fill('Nimal');
  await page.getByLabel('Last name').fill('Perera');
  await page.getByLabel('Email').fill('nimal@example.com');
  await page.getByLabel('Phone').fill('0771234567');
  await page.getByLabel('Message').fill('<script>alert(1)</script> When is my reward paid?');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('the signed-in home shows the seeded player balance and favourites', async ({ page, signIn }) => {
  await signIn(SEEDED_VIP);
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your coins' })).toContainText(/\d{1,3}(,\d{3})+/);
  await expect(page.getByRole('region', { name: 'Your favourite games' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, 'signed-in home');
  await captureScreens(page, 'content-home-signed-in');
});

for (const [route, heading] of [
  ['/', 'Play skill games, win cash prizes'],
  ['/privacypolicy', 'Privacy Policy'],
  ['/terms', 'Terms of use'],
  ['/help', 'Help'],
  ['/contact', 'Contact Us'],
  ['/cashprizes', 'Climb the Ladder'],
] as const) {
  test(`${route} has no serious accessibility violations (screenshots saved)`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectAccessible(page, route);
    await captureScreens(page, `content${route === '/' ? '-landing' : route.replaceAll('/', '-')}`);
  });
}

test('Help and the terms of use are reached from the landing, each other and the privacy policy, opened directly and with ?lang=', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Help', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '4. What the statuses mean' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Terms of use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  for (const [url, heading] of [
    ['/terms?lang=si', 'භාවිත නියම'],
    ['/help?lang=ta', 'உதவி'],
    ['/help?lang=en', 'Help'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('the signed-in menu reaches Help and a Contact page pre-filled from the profile, under the top bar, by keyboard', async ({
  page,
  signIn,
}) => {
  await signIn(SEEDED_PLAYER);
  await expect(page).toHaveURL(home);
  const menuButton = page.getByRole('button', { name: 'Account menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await expect(menu.getByRole('menuitem')).toHaveText(['My account', 'Help', 'Contact Us', 'Privacy Policy', 'Logout']);
  await expect(menu.getByRole('menuitem', { name: 'My account' })).toBeFocused();
  await expectAccessible(page, 'signed-in menu');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await menu.getByRole('menuitem', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(menuButton).toBeVisible();

  await menuButton.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(menuButton).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Nimal');
  await expect(page.getByLabel('Last name')).toHaveValue('Perera');
  await expect(page.getByLabel('Email')).toHaveValue(SEEDED_PLAYER.email);
  await expectAccessible(page, 'signed-in contact');
  await captureScreens(page, 'content-contact-signed-in');

  // A reload: the server's first answer is the top bar's frame, never the signed-out copy.
  const html = await (await page.request.get('/contact', { headers: { Cookie: 'signed_in=1' } })).text();
  expect(html).toContain('data-layout="signed-in"');
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(SEEDED_PLAYER.email);
  await expect(menuButton).toBeVisible();
});
