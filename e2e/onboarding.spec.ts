import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { testRoutesAccessible } from './support/a11y';
import { latestCodeFor } from './support/mail';
import { registerPlayer } from './support/players';

let counter = 0;
const newEmail = () => `onboard-${Date.now()}-${++counter}@example.com`;

async function fillRegistration(page: Page, email: string, dateOfBirth = '1996-08-20') {
  await page.getByLabel('First name').fill('Ruwan');
  await page.getByLabel('Last name').fill('Fernando');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Country').selectOption({ label: 'Sri Lanka' });
  await page.getByLabel('Mobile').fill('0712345678');
  await page.getByLabel('Date of birth').fill(dateOfBirth);
  await page.getByLabel('Password', { exact: true }).fill('ruwan-pass');
  await page.getByLabel('Confirm password', { exact: true }).fill('ruwan-pass');
}

test('a brand-new player registers, verifies, signs in, picks an avatar and favourites, and arrives home; then signs in straight home', async ({
  page,
  signIn,
}) => {
  const email = newEmail();
  const since = new Date();
  await page.goto('/get-started/');
  await expect(page.getByRole('list', { name: 'Sign-up steps' })).toBeVisible();
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/get-started\/otp$/);
  await expect(page.getByRole('status').filter({ hasText: 'Registration successful! OTP sent to your email.' })).toBeVisible();
  await expect(page.getByText(/\*{5}.{2}@example\.com/)).toBeVisible();

  const code = await latestCodeFor(email, since);
  await page.getByLabel('Digit 1').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('status').filter({ hasText: 'OTP verified successfully! Please Login.' })).toBeVisible();

  await signIn({ email: email, password: 'ruwan-pass' });
  await expect(page).toHaveURL(/\/get-started\/setavatar$/);
  const avatars = page.getByRole('radio');
  await expect(avatars.first()).toBeVisible();
  expect(await avatars.count()).toBeGreaterThanOrEqual(9);
  await expect(page.getByRole('button', { name: 'Select your Avatar' })).toBeDisabled();
  // The grid is a radio group: arrow keys move the choice.
  await avatars.first().focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(avatars.nth(4)).toBeChecked();
  await page.getByRole('button', { name: 'Select your Avatar' }).click();
  await expect(page).toHaveURL(/\/get-started\/selectfav$/);
  await expect(page.getByRole('status').filter({ hasText: 'Avatar updated successfully!' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'STRATEGY' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: 'BOARD' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'BOARD' })).toBeChecked();
  await page.getByRole('button', { name: 'Select your Preference' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  // The first sign-in says 'Welcome'; the next one 'Welcome back' (docs/decisions/024).
  await expect(page.getByRole('heading', { name: 'Welcome, Ruwan!' })).toBeVisible();
  await expect(page.getByText('board', { exact: true })).toBeVisible();
  await expect(page.getByText('strategy', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signIn({ email: email, password: 'ruwan-pass' });
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Login Successful!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back, Ruwan!' })).toBeVisible();
});

test('a duplicate e-mail is refused with the spec message', async ({ page }) => {
  await page.goto('/signup');
  await fillRegistration(page, 'player@example.com');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email Already Exists! Please log in.' })).toBeVisible();
});

test('an under-16 date of birth is refused', async ({ page }) => {
  const year = new Date().getFullYear() - 15;
  await page.goto('/get-started/');
  await fillRegistration(page, newEmail(), `${year}-01-01`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You must be at least 16 years old to register.' })).toBeVisible();
});

test('a wrong e-mail code is refused', async ({ page, request }) => {
  const player = await registerPlayer(request, 'wrong-otp');
  const code = await latestCodeFor(player.email, new Date(Date.now() - 60_000));
  await page.goto('/');
  await page.evaluate(({ uuid, email }) => {
    sessionStorage.setItem('uuid', uuid);
    sessionStorage.setItem('user_email', email);
  }, player);
  await page.goto('/get-started/otp');
  await page.getByLabel('Digit 1').click();
  await page.keyboard.type(code === '1234' ? '4321' : '1234');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid OTP. Please try again.' })).toBeVisible();
});

test('the avatar step without a token asks to log in again', async ({ page }) => {
  await page.goto('/get-started/setavatar');
  await expect(page.getByRole('alert').filter({ hasText: 'Authentication token missing. Please log in again.' })).toBeVisible();
});

testRoutesAccessible('onboarding', [
  ['/get-started/', 'Register Account'],
  ['/signup', 'Register Account'],
  ['/get-started/otp', 'Verify your email'],
  ['/get-started/setavatar', 'Set Your Avatar'],
  ['/setavatarsds', 'Set Your Avatar'],
  ['/get-started/selectfav', 'Select your favourites'],
  ['/left', 'Join PlayPrize'],
]);
