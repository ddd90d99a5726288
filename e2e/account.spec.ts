/**
 * The player's own account (issue 37, ADR 055): a new player corrects their details, changes their
 * password (another browser's session ends; the mail arrives), signs another session out, reads a
 * game win and the CLI's credit in their coin history with the right running balances and a paid
 * withdrawal's bank reference, and reaches Help and a pre-filled Contact from the signed-in menu —
 * at desktop width in English and at 390 px in Sinhala, axe clean.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/a11y';
import { statusSaying } from './support/api-network';
import { creditWithCli, paidWithdrawal, winDailySlidingTiles } from './support/coins';
import { latestMailTo } from './support/mail';
import { playerWithCoins, type TestPlayer } from './support/players';
import { captureScreens } from './support/screens';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** The player signed in on another device (a browser of its own, named by its user agent), on /account. */
async function otherDevice(browser: Browser, player: TestPlayer, userAgent: string): Promise<Page> {
  const page = await (await browser.newContext({ userAgent })).newPage();
  await page.goto('/signin');
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/signin$/);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  return page;
}

/** That device, opening its account again: its session has ended, so it is asked to sign in. */
async function expectSignedOut(page: Page): Promise<void> {
  await page.goto('/account/coins');
  await expect(page).toHaveURL(/\/signin$/);
}

async function fromMenu(page: Page, menu: string, item: string): Promise<void> {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('at desktop width in English: details, password, sessions, every coin movement and help within reach', async ({
  page,
  browser,
  request,
  signInAndOpen,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const player = await playerWithCoins(request, 7000, 'account');
  const code = await paidWithdrawal(request, player, 'BOC-TRF-ACCOUNT-1');
  const won = await winDailySlidingTiles(request, player);
  expect(await creditWithCli(player.email, 300)).toContain('300');

  const firefox = await otherDevice(browser, player, FIREFOX_ON_WINDOWS);
  const iphone = await otherDevice(browser, player, SAFARI_ON_IPHONE);
  await signInAndOpen(player, '/');
  await fromMenu(page, 'Account menu', 'My account');
  await expect(page).toHaveURL(/\/account$/);

  // Details: corrected, saved, still there after a reload.
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('First name').fill('Dilani');
  await details.getByLabel('Mobile').fill('0711234567');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(statusSaying(details, 'Your details are saved.')).toBeVisible();
  await expectAccessible(page, '/account');
  await captureScreens(page, 'account-details');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('First name')).toHaveValue('Dilani');
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Mobile')).toHaveValue('0711234567');

  // Security: the Firefox session signed out from here, then the password changed, which ends the iPhone's.
  await page.getByRole('link', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Sign out Firefox on Windows' }).click();
  await expect(page.getByText('That session is signed out.')).toBeVisible();
  await expectSignedOut(firefox);

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password', { exact: true }).fill(player.password);
  await password.getByLabel('New password', { exact: true }).fill('a-new-secret-1');
  await password.getByLabel('Confirm new password', { exact: true }).fill('a-new-secret-1');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(statusSaying(password, 'Password changed. Every other session is signed out.')).toBeVisible();
  await expect(page.getByText('This is your only signed-in session.')).toBeVisible();
  await latestMailTo(player.email, /password/i);
  await expectSignedOut(iphone);
  await expect(page.getByRole('table').getByText('Signed in').first()).toBeVisible();
  await expectAccessible(page, '/account/security');
  await captureScreens(page, 'account-security');

  // Coins: newest first, each with the balance after it; the paid withdrawal's timeline names the bank's reference.
  await page.getByRole('link', { name: 'Coins' }).click();
  const history = page.getByRole('region', { name: 'Coin history' });
  const rows = history.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(4);
  const balanceAfterWin = 2000 + won;
  const figures = (value: number) => value.toLocaleString('en-US');
  await expect(rows.nth(0)).toContainText(`Coins added+300${figures(balanceAfterWin + 300)}`);
  await expect(rows.nth(1)).toContainText(`Sliding Tiles: today's challenge+${won}${figures(balanceAfterWin)}`);
  await expect(rows.nth(2)).toContainText(`Withdrawal ${code}−5,0002,000`);
  await expect(rows.nth(3)).toContainText('Coins added+7,0007,000');
  const withdrawal = page.getByRole('article', { name: new RegExp(`^${code}`) });
  await expect(withdrawal).toContainText('Status: Paid');
  await expect(withdrawal).toContainText('bank reference BOC-TRF-ACCOUNT-1');
  await expectAccessible(page, '/account/coins');
  await captureScreens(page, 'account-coins');

  // Help and a pre-filled Contact, from the signed-in menu.
  await fromMenu(page, 'Account menu', 'Help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await fromMenu(page, 'Account menu', 'Contact Us');
  await expect(page.getByLabel('First name')).toHaveValue('Dilani');
  await expect(page.getByLabel('Email')).toHaveValue(player.email);
});

test('at 390 px in Sinhala: the account reads and saves in Sinhala, with Sinhala dates and Sri Lankan grouping', async ({
  page,
  request,
  signInAndOpen,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const player = await playerWithCoins(request, 1_500_000, 'account-si');
  await signInAndOpen(player, '/?lang=si');
  await fromMenu(page, 'ගිණුම් මෙනුව', 'මගේ ගිණුම');
  await expect(page.getByRole('heading', { level: 1, name: 'මගේ ගිණුම' })).toBeVisible();
  const details = page.getByRole('form', { name: 'ඔබගේ විස්තර' });
  await details.getByLabel('මුල් නම').fill('Nadeeka');
  await details.getByRole('button', { name: 'විස්තර සුරකින්න' }).click();
  await expect(statusSaying(details, 'ඔබගේ විස්තර සුරකින ලදී.')).toBeVisible();
  await expectAccessible(page, '/account in Sinhala');
  await captureScreens(page, 'account-details-si', [{ name: 'phone', width: 390, height: 844 }]);

  await page.getByRole('link', { name: 'කාසි' }).click();
  const history = page.getByRole('region', { name: 'කාසි ඉතිහාසය' });
  await expect(history.getByRole('row').filter({ hasText: 'කාසි එකතු කරන ලදී' })).toContainText('+1,500,0001,500,000');
  await expect(history.getByRole('cell').first()).not.toHaveText(/Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/);
  await expectAccessible(page, '/account/coins in Sinhala');
  await captureScreens(page, 'account-coins-si', [{ name: 'phone', width: 390, height: 844 }]);

  await fromMenu(page, 'ගිණුම් මෙනුව', 'අප අමතන්න');
  await expect(page.getByRole('textbox', { name: 'මුල් නම' })).toHaveValue('Nadeeka');
});
