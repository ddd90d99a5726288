import type { Page } from '@playwright/test';
import { expect, type Credentials } from './fixtures';
import { fillRegistrationForm } from './forms';
import { latestCodeFor } from './mail';
import { uniqueEmail } from './players';

/**
 * A brand-new player taken through every onboarding screen, as a person does: registration, the
 * mailed code, sign-in, an avatar and one favourite category; it ends on the signed-in home.
 * (e2e/onboarding.spec.ts checks each screen's messages; this is the way there for other journeys.)
 */
export async function onboardThroughScreens(
  page: Page,
  signIn: (credentials: Credentials) => Promise<void>,
  { prefix, favourite }: { prefix: string; favourite: string },
): Promise<Credentials> {
  const player = { email: uniqueEmail(prefix), password: 'ruwan-pass' };
  const since = new Date();
  await fillRegistrationForm(page, player.email);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/get-started\/otp$/);
  await page.getByLabel('Digit 1').click();
  await page.keyboard.type(await latestCodeFor(player.email, since));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(player);
  await expect(page).toHaveURL(/\/get-started\/setavatar$/);
  await page.getByRole('radio').nth(2).check();
  await page.getByRole('button', { name: 'Select your Avatar' }).click();
  await expect(page).toHaveURL(/\/get-started\/selectfav$/);
  await page.getByRole('checkbox', { name: favourite.toUpperCase() }).check();
  await page.getByRole('button', { name: 'Select your Preference' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Ruwan!' })).toBeVisible();
  return player;
}
