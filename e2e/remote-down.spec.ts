import { expect, test, type Page } from '@playwright/test';
import { startService, stopService } from './support/stack-state';

async function signIn(page: Page) {
  await page.getByLabel('Email').fill('player@example.com');
  await page.getByLabel('Password', { exact: true }).fill('player-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.afterEach(async () => {
  // Leave the stack whole for the next test even if this one failed half-way.
  await startService('mfe-content').catch(() => undefined);
});

test('a stopped remote stays in its slot: the shell and other remotes keep working, Retry recovers without a reload', async ({ page }) => {
  await stopService('mfe-content');

  await page.goto('/signin');
  await page.evaluate(() => ((window as unknown as { pageMarker: string }).pageMarker = 'same page'));
  await signIn(page);

  // Home belongs to the stopped remote: its slot says so, the shell's top bar still works.
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByLabel('Coin balance')).toHaveText('12,000');

  // Moving within the page from the dead remote's route to a live remote's route works.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn(page);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await startService('mfe-content');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Nimal!' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pageMarker?: string }).pageMarker)).toBe('same page');
});

test('with the content remote stopped, /signin works fully', async ({ page }) => {
  await stopService('mfe-content');
  await page.goto('/signin');
  await page.getByLabel('Email').fill('player@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' })).toBeVisible();
});
