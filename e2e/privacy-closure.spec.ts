/**
 * Closing an account (issue 38, ADR 059): a player with coins closes their account from
 * /account/privacy (password, confirmation) and is mailed; during the 14 days they can still sign
 * in and every signed-in page says the day it closes; once the days are over (the server's privacy
 * jobs run as of a later time through the internal listener) the address no longer signs in, and
 * it can register again as a new account. On the containers the database is read too: no trace of
 * the address is left and every balance is still its ledger's sum (the Node stack's PGlite is
 * inside the server; server/test/account-erasure.test.ts reads every table on both databases).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/a11y';
import { latestMailTo } from './support/mail';
import { playerWithCoins, type TestPlayer } from './support/players';
import { runPrivacyJobsAsOf } from './support/privacy-jobs';
import { containersDatabaseQuery, linesOfTheDumpHolding } from './support/containers-database';
import { captureScreens } from './support/screens';
import { stackKind } from './support/stack-kind';
import { loadStackState } from './support/stack-state';

/** A fresh browser of the player's, signing in on /signin. */
async function signInElsewhere(browser: Browser, player: TestPlayer): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/signin');
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

test('a player closes the account, signs in during the 14 days, cannot after them, and the address registers again', async ({
  page,
  browser,
  request,
  signInAndOpen,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const player = await playerWithCoins(request, 700, 'closure');
  await signInAndOpen(player, '/account/privacy');

  const panel = page.getByRole('region', { name: 'Close my account' });
  await expect(panel.getByText(/any coins left in your account when it closes are forfeited/)).toBeVisible();
  await expectAccessible(page, '/account/privacy');
  await captureScreens(page, 'privacy-close');
  await panel.getByLabel('Current password', { exact: true }).fill(player.password);
  await panel.getByRole('button', { name: 'Close my account' }).click();
  await panel.getByRole('button', { name: 'Yes, close my account' }).click();
  await expect(panel.getByText(/^Your account closes on /)).toBeVisible();
  const mail = await latestMailTo(player.email, /will close on/);
  expect(mail.text).toContain('Keep my account');

  // During the 14 days: signing in works, and the signed-in pages say when the account closes.
  const during = await signInElsewhere(browser, player);
  await expect(during).not.toHaveURL(/\/signin$/);
  await expect(during.getByTestId('closing-notice')).toContainText('Your account closes on');
  await during.goto('/account/coins');
  await expect(during.getByTestId('closing-notice')).toContainText('Your account closes on');
  await expect(during.getByRole('button', { name: 'Keep my account' })).toBeVisible();
  await captureScreens(during, 'privacy-closing-notice');
  await during.context().close();

  // After them: the server's jobs run as of 15 days on; the account is erased and cannot sign in.
  const counts = await runPrivacyJobsAsOf(request, new Date(Date.now() + 15 * 24 * 3600 * 1000));
  expect(counts.accountErasures).toBeGreaterThanOrEqual(1);
  const after = await signInElsewhere(browser, player);
  await expect(after.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await expect(after).toHaveURL(/\/signin$/);
  await after.context().close();
  if (stackKind() === 'compose') {
    // The search finds what is there (a country's name), and finds nothing of the player's address.
    expect(linesOfTheDumpHolding('Sri Lanka')).toBeGreaterThan(0);
    expect(linesOfTheDumpHolding(player.email)).toBe(0);
    const unbalanced = `SELECT count(*) FROM players p
      WHERE p.coins <> (SELECT COALESCE(SUM(l.amount), 0) FROM coin_ledger l WHERE l.player_id = p.id)`;
    expect(containersDatabaseQuery(unbalanced)).toBe('0');
    expect(containersDatabaseQuery(`SELECT coins FROM players WHERE id = '${player.uuid}'`)).toBe('0');
  }

  // The address is free again: it registers as a new account.
  const again = await request.post(`${loadStackState().apiUrl}/api/open/v1/user/register`, {
    data: {
      firstName: 'Kamala',
      lastName: 'Silva',
      email: player.email,
      password: 'another-pass',
      country: 144,
      mobile: '0771234567',
      dateOfBirth: player.dateOfBirth,
    },
  });
  expect(again.ok(), await again.text()).toBe(true);
  expect(((await again.json()) as { content: { uuid: string } }).content.uuid).not.toBe(player.uuid);
});
