import { expect, test } from './support/fixtures';

/**
 * The session across tabs (ADR 022): the token stays in sessionStorage, as the spec keeps it, and
 * travels only from an open tab of the same origin to a new one.
 */
test('a new tab of a signed-in player is signed in too, and logging out in one tab signs out every tab', async ({
  page,
  context,
  signIn,
}) => {
  await signIn();
  await expect(page.getByLabel('Coin balance')).toBeVisible();

  const secondTab = await context.newPage();
  await secondTab.goto('/withdrawal');
  await expect(secondTab.getByLabel('Coin balance')).toBeVisible();
  expect(await secondTab.evaluate(() => sessionStorage.getItem('access_token'))).toBeTruthy();
  expect(await secondTab.evaluate(() => localStorage.length)).toBe(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await expect.poll(() => secondTab.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
  await secondTab.goto('/');
  await expect(secondTab.getByLabel('Coin balance')).toHaveCount(0);
});

test('a new tab with no signed-in tab open starts signed out', async ({ context }) => {
  const tab = await context.newPage();
  await tab.goto('/');
  await expect(tab.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect(await tab.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});
