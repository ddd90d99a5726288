/**
 * Every screen in Sinhala and in Tamil on a 360 px phone (ADR 034): opened directly with `?lang=`,
 * its heading is in the script, nothing pushes the page sideways and no button or field clips its
 * words (the Tamil strings are the longest). Screenshots of each land in test-results/screens.
 */
import type { Page } from '@playwright/test';
import { expect, liveScreen, test } from './support/fixtures';
import { onboardedPlayer, playerWithCoins } from './support/players';
import { captureScreens } from './support/screens';
import { tokens } from '../contract/src/design/tokens';
import walletSi from '../mfe-wallet/src/locales/si.json';
import walletTa from '../mfe-wallet/src/locales/ta.json';
import dialogSi from '../mfe-wallet/src/features/withdrawal/modal/locales/si.json';
import dialogTa from '../mfe-wallet/src/features/withdrawal/modal/locales/ta.json';

const phone = { name: 'phone-360', width: 360, height: 740 };
const scripts = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ } as const;

const signedOutScreens = ['/', '/signin', '/signup', '/forgot-password', '/privacypolicy', '/terms', '/help', '/cashprizes', '/contact'];
const onboardingScreens = ['/get-started/setavatar', '/get-started/selectfav'];
const playerScreens = ['/', '/games', '/games/quick-sums', '/games/sliding-tiles', '/help', '/contact', '/withdrawal'];
/** The wallet's words, as its catalogues write them: the withdrawal dialog is opened by them. */
const wallet = { si: { page: walletSi, dialog: dialogSi }, ta: { page: walletTa, dialog: dialogTa } } as const;

/** What does not fit: the page wider than the phone, or a control whose words run past its edge. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      // Name the innermost elements that reach past the edge: those are what to fix.
      const past = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
        (element) => element.getBoundingClientRect().right > root.clientWidth + 1,
      );
      const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
      const names = innermost
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`);
      found.push(`the page is ${root.scrollWidth}px wide: ${names.join(', ')}`);
    }
    // (An input's own value scrolls inside it by design: a long e-mail is not a layout fault.)
    for (const element of document.querySelectorAll<HTMLElement>('button, select, label, h1, h2, [role="button"], [role="tab"]')) {
      const style = getComputedStyle(element);
      // Inline boxes have no width of their own; a visually hidden heading is 1 px wide on purpose.
      if (style.display === 'inline' || style.visibility === 'hidden' || element.clientWidth <= 1) continue;
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" needs ${element.scrollWidth}px of ${element.clientWidth}px`,
        );
    }
    return found;
  });
}

/** The fonts Chromium drew an element's text with (the DevTools protocol's answer). */
async function fontsDrawing(page: Page, selector: string): Promise<string[] | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) return null;
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => `${font.familyName}${font.isCustomFont ? '' : ' (system)'}`);
  } finally {
    await cdp.detach();
  }
}

async function checkScreens(page: Page, language: 'si' | 'ta', screens: string[], name: string): Promise<void> {
  await page.setViewportSize({ width: phone.width, height: phone.height });
  for (const screen of screens) {
    await page.goto(`${screen}?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(scripts[language]);
    // Measured on the live page: a pre-rendered copy is replaced meanwhile (e2e/prerender.spec.ts checks the copy).
    await liveScreen(page);
    // The words settle in their own font (no shift after), then the layout is measured. A
    // pre-rendered page's text waits for its (preloaded) font without script: wait for that load too.
    await page.evaluate(
      async ({ face, sample }) => {
        await document.fonts.load(`1em '${face}'`, sample);
        await document.fonts.ready;
      },
      { face: tokens.font.scripts[language], sample: language === 'si' ? 'සිං' : 'தமி' },
    );
    expect({ screen, problems: await overflowing(page) }).toEqual({ screen, problems: [] });
    // The script's letters in its own font, the top bar's too: never a system font's boxes.
    const family = language === 'si' ? 'Noto Sans Sinhala' : 'Noto Sans Tamil';
    for (const selector of ['h1', 'header a[href="/games"]']) {
      const fonts = await fontsDrawing(page, selector);
      if (fonts) expect({ screen, selector, fonts }).toEqual({ screen, selector, fonts: expect.arrayContaining([family]) });
    }
    await captureScreens(page, `language-${language}-${name}${screen.replace(/\W+/g, '-').replace(/-$/, '')}`, [phone]);
  }
}

for (const language of ['si', 'ta'] as const) {
  test(`every signed-out screen in ${language} fits a 360 px phone`, async ({ page }) => {
    await checkScreens(page, language, signedOutScreens, 'visitor');
  });

  test(`every signed-in screen in ${language} fits a 360 px phone`, async ({ page, request, signIn }) => {
    const newcomer = await onboardedPlayer(request, `newcomer-${language}`);
    await page.goto('/signin?lang=en');
    await signIn(newcomer);
    await expect(page.getByRole('banner')).toBeVisible();
    await checkScreens(page, language, onboardingScreens, 'onboarding');
    await page.evaluate(() => sessionStorage.clear());

    // A player with coins to withdraw, who has not chosen an avatar: sign-in leads to the choice.
    const player = await playerWithCoins(request, 12_000, `languages-${language}`);
    await page.goto('/signin?lang=en');
    await signIn(player);
    await expect(page).toHaveURL(/\/get-started\/setavatar/);
    await checkScreens(page, language, playerScreens, 'player');

    // The withdrawal dialog, opened from the page the player is on (/withdrawal, last).
    await page.getByRole('button', { name: wallet[language].page['page.withdraw'] }).click();
    await expect(page.getByRole('dialog', { name: wallet[language].dialog['modal.receiverTitle'] })).toBeVisible();
    expect({ screen: 'withdrawal dialog', problems: await overflowing(page) }).toEqual({ screen: 'withdrawal dialog', problems: [] });
    await captureScreens(page, `language-${language}-player-withdrawal-dialog`, [phone]);
  });
}
