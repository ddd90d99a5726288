import { expect, test } from '@playwright/test';
import { stackPorts } from '../scripts/lib/stack';

test("deployed behind the shell, a remote's own origin says where its screens live", async ({ page }) => {
  await page.goto(`http://localhost:${stackPorts().wallet}/`);
  await expect(page.getByRole('heading', { name: 'PlayPrize: the wallet remote' })).toBeVisible();
  await expect(page.getByText('npm start -w mfe-wallet')).toBeVisible();
});
