import { expect, test } from './support/fixtures';
import { playerWithCoins } from './support/players';
import { recordTexts } from './support/seen-texts';

/**
 * A signed-in page's profile read starts in the boot script, beside the page's code (ADR 070): it
 * is this tab's token's, so the next player in the same browser never sees the previous one's
 * name or balance, not even while their own read is held back.
 */
test("the second player in one tab never sees the first's balance or name, even before their own profile read answers", async ({
  page,
  request,
  seededHome,
}) => {
  const seen = await recordTexts(page);
  await seededHome();
  await page.goto('/withdrawal');
  await expect(page.getByLabel('Coin balance')).toHaveText('12,000 coins');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  const second = await playerWithCoins(request, 700, 'second');
  await page.getByLabel('Email').fill(second.email);
  await page.getByLabel('Password', { exact: true }).fill(second.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/signin$/);

  // The second player's profile reads wait until released: what shows meanwhile is all the page had.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/api/external/v1/profile?*', async (route) => {
    held.push(route.request().headers().authorization ?? '');
    await released;
    await route.continue();
  });
  await page.goto('/withdrawal');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Win & Earn' })).toBeVisible();
  const whileHeld = await seen();
  expect(whileHeld).not.toContain('12,000');
  expect(whileHeld).not.toContain('Nimal');
  release();
  await expect(page.getByLabel('Coin balance')).toHaveText('700 coins');
  const all = await seen();
  expect(all).not.toContain('12,000');
  expect(all).not.toContain('Nimal');
});
