/**
 * A remote's team runs its screens without the shell (`npm start -w <remote>`): the remote's build
 * in its standalone harness, which reads the stack's discovery document (config.json) from its own
 * origin. A developer's path on the Node static servers: the images serve a remote behind the shell
 * and carry no harness config, so the composed containers' pass leaves this file out
 * (playwright.config.ts).
 */
import { expect, test } from '@playwright/test';
import { stackPorts } from '../scripts/lib/stack';

test("a remote's team runs its screens without the shell: the standalone harness signs in and shows the withdrawal page", async ({
  page,
}) => {
  const walletOrigin = `http://localhost:${stackPorts().wallet}`;

  await page.goto(`${walletOrigin}/withdrawal`);
  const harness = page.getByRole('banner', { name: 'Standalone harness' });
  await expect(harness).toContainText('wallet remote, standalone');
  // Signed out, the screen sends the player to /signin, which belongs to another remote.
  await expect(page.getByRole('heading', { name: 'Not part of this remote' })).toBeVisible();

  await harness.getByRole('button', { name: 'Sign in' }).click();
  await expect(harness).toContainText('Signed in as player@example.com');
  await harness.getByRole('link', { name: '/withdrawal' }).click();
  await expect(page.getByRole('heading', { name: 'Win & Earn' })).toBeVisible();
  // The shell's top bar is not there: this page is the remote alone.
  await expect(page.getByLabel('Coin balance')).toHaveCount(0);
});

test("the back office's team runs it without the shell: the harness signs in as the dev operator", async ({ page }) => {
  await page.goto(`http://localhost:${stackPorts().backoffice}/operator`);
  const harness = page.getByRole('banner', { name: 'Standalone harness' });
  await expect(harness).toContainText('backoffice remote, standalone');
  await harness.getByRole('button', { name: 'Sign in' }).click();
  await expect(harness).toContainText('Signed in as operator@example.com');
  await expect(page.getByRole('heading', { name: 'Withdrawal requests', level: 1 })).toBeVisible();
});
