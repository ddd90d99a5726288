/**
 * First paint from the HTML (ADR 035): each signed-out screen arrives pre-rendered by
 * its remote and composed into the shell's answer by the shell's server (the Node static server or
 * nginx in the containers, E2E_STACK), in the player's language; the shell then takes it over with nothing
 * the player typed, focused or pressed lost.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { repoRoot, stackPorts } from '../scripts/lib/stack';
import { prerenderedScreens } from '../contract/src/federation';
import { deployRelease2, rollBack, servedFile } from './support/deploy';
import { expect, SEEDED_PLAYER, test } from './support/fixtures';
import { startService, stopService } from './support/stack-state';

test.describe.configure({ timeout: 120_000 });
// A first visit as players make it: the service worker registers once the screen is live, and a
// warning about it is a warning like any other (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** What each pre-rendered route shows before any script: its heading and its form's fields. */
const screens: Record<(typeof prerenderedScreens)[number]['path'], { heading: string; fields: string[] }> = {
  '/': { heading: 'Play skill games, win cash prizes', fields: [] },
  '/privacypolicy': { heading: 'Privacy Policy', fields: [] },
  '/terms': { heading: 'Terms of use', fields: [] },
  '/help': { heading: 'Help', fields: [] },
  '/contact': { heading: 'Contact Us', fields: ['First name', 'Last name', 'Email', 'Phone', 'Message'] },
  '/cashprizes': { heading: 'Cash prizes', fields: [] },
  '/signin': { heading: 'Sign in', fields: ['Email', 'Password'] },
  '/signinleft': { heading: 'Welcome Back', fields: [] },
  '/forgot-password': { heading: 'Reset your password', fields: ['Email'] },
  '/signup': {
    heading: 'Register Account',
    fields: ['First name', 'Last name', 'Email', 'Country', 'Mobile', 'Date of birth', 'Password', 'Confirm password'],
  },
  '/left': { heading: 'Join PlayPrize', fields: [] },
  '/get-started/': {
    heading: 'Register Account',
    fields: ['First name', 'Last name', 'Email', 'Country', 'Mobile', 'Date of birth', 'Password', 'Confirm password'],
  },
};

const catalog = (appDir: string, language: string) =>
  JSON.parse(readFileSync(path.join(repoRoot, appDir, 'src/locales', `${language}.json`), 'utf8')) as Record<string, string>;

/** Console errors and warnings of a page (a hydration or takeover problem would show here). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Layout shifts from the page's start, kept on the window. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds a remote's entry back, as a slow network would: the screen stays the pre-rendered copy until `release()`. */
async function holdRemoteEntry(page: Page, remote: 'auth' | 'content' = 'auth'): Promise<() => void> {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(`http://localhost:${stackPorts()[remote]}/remoteEntry.js`, async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

const copyIsGone = (page: Page) => expect(page.locator('#prerendered')).toHaveCount(0);

/** The HTML answer for a path, read as text (React's server renderer separates adjacent texts with <!-- -->). */
async function htmlOf(request: APIRequestContext, url: string): Promise<string> {
  return (await (await request.get(url)).text()).replaceAll('<!-- -->', '');
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path: route } of prerenderedScreens) {
    test(`${route} arrives with its heading and its form's fields in the HTML`, async ({ page }) => {
      await page.goto(route);
      const { heading, fields } = screens[route];
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      for (const field of fields) await expect(page.getByLabel(field, { exact: true })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    });
  }

  test("/signin comes in the player's language: the lang cookie, ?lang=, then the browser's", async ({ browser, baseURL }) => {
    // A browser set to Tamil (it sends Accept-Language: ta-LK).
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ta-LK', baseURL });
    const page = await context.newPage();
    const heading = (language: string) =>
      page.getByRole('heading', { level: 1, name: catalog('mfe-auth', language)['signIn.heading'], exact: true });
    await page.goto('/signin');
    await expect(heading('ta')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await context.addCookies([{ name: 'lang', value: 'si', url: page.url() }]);
    await page.goto('/signin');
    await expect(heading('si')).toBeVisible();
    await page.goto('/signin?lang=en');
    await expect(heading('en')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test("a signed-in page's HTML shows its screen framed by the top bar, to a browser with a signed-in tab only (ADR 076)", async ({
    page,
    context,
  }) => {
    await page.goto('/withdrawal');
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await context.addCookies([{ name: 'signed_in', value: '1', url: page.url() }]);
    await page.goto('/withdrawal');
    await expect(page.locator('#prerendered header')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Win & Earn' })).toBeVisible();
    await expect(page.getByText('Loading…')).toBeHidden();
  });

  test("a signed-in page with its screen asks for the shell's scripts after its paint (the home's and the account's paint wait for the boot script); a layout alone names them in its HTML", async ({
    request,
  }) => {
    const signedIn = { headers: { Cookie: 'signed_in=1' } };
    const scriptsInHtml = (html: string) => [...html.matchAll(/<script defer src="[^"]+"/g)].length;
    const withScreen = await (await request.get('/withdrawal', signedIn)).text();
    expect([scriptsInHtml(withScreen), withScreen.includes('id="shell-scripts"')]).toEqual([1, true]);
    // Only a page whose copy shows texts the tab remembers (the home's greeting, the account's date-of-birth note) waits for the boot script to paint (ADR 078, 080).
    const blocking = (html: string) => /<script defer src="[^"]*\/boot\.\w+\.js" blocking="render">/.test(html);
    expect(blocking(withScreen)).toBe(false);
    expect(blocking(await (await request.get('/', signedIn)).text())).toBe(true);
    expect(blocking(await (await request.get('/account', signedIn)).text())).toBe(true);
    const layoutOnly = await (await request.get('/help', signedIn)).text();
    expect(scriptsInHtml(layoutOnly)).toBeGreaterThan(1);
    expect(layoutOnly).not.toContain('id="shell-scripts"');
    expect(blocking(layoutOnly)).toBe(false);
  });
});

test.describe('with JavaScript', () => {
  for (const route of ['/', '/signin', '/get-started/', '/cashprizes'] as const) {
    test(`${route} opened directly: the screen is taken over without a shift, a warning, an error or a file fetched twice`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      // A preload the checked load cannot reuse (another integrity or CORS mode) is fetched again.
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await recordLayoutShifts(page);
      await page.goto(route);
      await copyIsGone(page);
      await expect(page.getByRole('heading', { level: 1, name: screens[route].heading, exact: true })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
      expect(problems).toEqual([]);
      expect(requests.filter((url, index) => requests.indexOf(url) !== index)).toEqual([]);
    });
  }

  test('what a player typed, focused and pressed before the takeover carries over: the sign-in goes through', async ({ page }) => {
    const problems = watchConsole(page);
    const release = await holdRemoteEntry(page);
    await page.goto('/signin', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#prerendered').getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    await page.getByLabel('Email').fill(SEEDED_PLAYER.email);
    await page.getByLabel('Password', { exact: true }).fill(SEEDED_PLAYER.password);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('#prerendered')).toHaveCount(1);

    release();
    await copyIsGone(page);
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await expect(password).toHaveValue(SEEDED_PLAYER.password);
    expect(await password.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(SEEDED_PLAYER.password.length - 2);
    expect(problems).toEqual([]);
  });

  test('a press made on the copy is played on the live screen', async ({ page }) => {
    const release = await holdRemoteEntry(page);
    await page.goto('/signin', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill(SEEDED_PLAYER.email);
    await page.getByLabel('Password', { exact: true }).fill(SEEDED_PLAYER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Held, not sent by the browser: the copy's form would post the password to the page.
    await expect(page).toHaveURL(/\/signin$/);
    release();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('Coin balance')).toBeVisible();
  });

  test("the prize ladder's arrows pressed on the copy are played on the live ladder, each as it was made", async ({ page }) => {
    const problems = watchConsole(page);
    const release = await holdRemoteEntry(page, 'content');
    await page.goto('/cashprizes', { waitUntil: 'domcontentloaded' });
    // The copy's ladder has the focus from its HTML, as the live one takes it: a keyboard player's first arrows reach it.
    const copyLadder = page.locator('#prerendered main');
    await expect(copyLadder).toBeFocused();
    // Further apart than the ladder's 700 ms lock: live, each would have moved it one step.
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(900);
    await page.keyboard.press('ArrowDown');
    // Held, not the browser's: the page under the full-screen ladder did not scroll.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#prerendered')).toHaveCount(1);

    release();
    await copyIsGone(page);
    const progress = page.getByRole('progressbar', { name: 'Prize ladder progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByRole('heading', { name: 'Earn 500,000 points' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Step 3 of 4: Second reward, Earn 500,000 points');
    // The focus came along: the next arrow moves the live ladder.
    await expect(page.getByRole('main')).toBeFocused();
    await page.waitForTimeout(750);
    await page.keyboard.press('ArrowDown');
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
  });

  // The shell's main script (listed in the page), or the first chunk its entry imports, is on its way when the network goes.
  for (const [script, file] of [
    ['main script', String.raw`main\.\w+\.js`],
    ["entry's first chunk", String.raw`\d+\.\w+\.js`],
  ] as const) {
    test(`the network drops while the shell's ${script} is on its way and comes back: the copy comes to life and the held sign-in goes through`, async ({
      page,
      context,
    }) => {
      const problems = watchConsole(page);
      const pattern = new RegExp(`^http://localhost:${stackPorts().shell}/static/js/${file}$`);
      let drop!: () => void;
      const dropped = new Promise<void>((resolve) => (drop = resolve));
      let caught!: () => void;
      const onItsWay = new Promise<void>((resolve) => (caught = resolve));
      // The route stays for the whole test: one used up (`times: 1`) is taken off while the page is
      // still asking, and a request caught in that change was left pending for good (1 in ~15 runs).
      let dropsLeft = 1;
      await page.route(pattern, async (route) => {
        if (dropsLeft === 0) return route.continue();
        dropsLeft -= 1;
        caught();
        await dropped;
        await route.abort('internetdisconnected');
      });
      const configRead = page.waitForResponse((response) => response.url().endsWith('/config.json'));
      await page.goto('/signin', { waitUntil: 'domcontentloaded' });
      await configRead;
      // The network goes only once the script is asked for: on a busy machine the main script could
      // still be unasked, fail offline itself, and the chunk it imports never be asked for at all.
      await onItsWay;
      await context.setOffline(true);
      const scriptFailed = page.waitForEvent('requestfailed', (request) => pattern.test(request.url()));
      drop();
      await scriptFailed;
      await page.getByLabel('Email').fill(SEEDED_PLAYER.email);
      await page.getByLabel('Password', { exact: true }).fill(SEEDED_PLAYER.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.locator('#prerendered')).toHaveCount(1);

      await context.setOffline(false);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByLabel('Coin balance')).toBeVisible();
      expect(problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    });
  }

  test("a signed-in player's new tab and reload get no signed-out copy: the server leaves it out", async ({ page, context, signIn }) => {
    await signIn();
    await expect(page.getByLabel('Coin balance')).toBeVisible();
    const newTab = await context.newPage();
    for (const [tab, route] of [
      [newTab, '/'],
      [newTab, '/signin'],
      [page, '/'],
      [page, '/get-started/'],
    ] as const) {
      const response = await tab.goto(route);
      // A signed-in page it may get (the signed-in home, ADR 076), marked as such.
      expect(await response!.text(), `${route} in ${tab === page ? 'a reload' : 'a new tab'}`).not.toMatch(
        /data-prerendered-screen="[^"]*"(?! data-layout="signed-in")/,
      );
      await expect(tab.getByLabel('Coin balance')).toBeVisible();
    }
    // A signed-in page still comes in the HTML.
    expect(await (await newTab.goto('/withdrawal'))!.text()).toContain('data-layout="signed-in"');
    await expect(newTab.getByRole('heading', { name: 'Win & Earn' })).toBeVisible();
  });

  test('the screen still comes when its remote is down: the page renders in the browser and offers a Retry', async ({ page, request }) => {
    await stopService('mfe-auth');
    try {
      const html = await htmlOf(request, '/signin');
      expect(html).not.toContain('data-prerendered-screen');
      await page.goto('/signin');
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await startService('mfe-auth');
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in', exact: true })).toBeVisible();
    } finally {
      await startService('mfe-auth');
    }
  });
});

test.describe('redeploying mfe-auth', () => {
  test.afterAll(() => rollBack('mfe-auth'));

  test("changes the shell's HTML answer at the next request, the shell untouched", async ({ page, request }) => {
    const shellPage = () => servedFile('shell', 'pages/signin.en.html');
    const shellBefore = shellPage();
    expect(await htmlOf(request, '/signin')).toContain('>Sign in</h1>');

    deployRelease2({
      name: 'prerender-redeploy',
      appDir: 'mfe-auth',
      file: 'src/features/sign-in/SignInScreen.tsx',
      heading: "<Heading>{t('signIn.heading')}</Heading>",
    });

    expect(await htmlOf(request, '/signin')).toContain('>Sign in (release 2)</h1>');
    expect(shellPage()).toEqual(shellBefore);
    await page.goto('/signin');
    await copyIsGone(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in (release 2)' })).toBeVisible();

    rollBack('mfe-auth');
    expect(await htmlOf(request, '/signin')).toContain('>Sign in</h1>');
  });
});
