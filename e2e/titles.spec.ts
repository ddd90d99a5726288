import { expect, test } from './support/fixtures';

test('each screen titles its tab, opened directly or reached in the page', async ({ page }) => {
  await page.goto('/signin');
  await expect(page).toHaveTitle('Sign in · PlayPrize');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveTitle('Reset your password · PlayPrize');
  await page.goto('/privacypolicy');
  await expect(page).toHaveTitle('Privacy Policy · PlayPrize');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found · PlayPrize');
});
