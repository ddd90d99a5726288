import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot, stackPorts, writeAppConfig } from '../scripts/lib/stack';

// What `npm start -w mfe-wallet` does to the remote's build: a config.json beside it.
const walletConfig = path.join(repoRoot, 'mfe-wallet/dist/config.json');
test.afterEach(() => rmSync(walletConfig, { force: true }));

test("a remote's team runs its screens without the shell: the standalone harness signs in and shows the withdrawal page", async ({ page }) => {
  writeAppConfig(stackPorts(), 'mfe-wallet');
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

test("deployed behind the shell, a remote's own origin says where its screens live", async ({ page }) => {
  await page.goto(`http://localhost:${stackPorts().wallet}/`);
  await expect(page.getByRole('heading', { name: 'PlayPrize: the wallet remote' })).toBeVisible();
  await expect(page.getByText('npm start -w mfe-wallet')).toBeVisible();
});
