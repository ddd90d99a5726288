import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { testRoutesAccessible } from './support/a11y';
import { latestCodeFor } from './support/mail';
import { createVerifiedPlayer, registerPlayer } from './support/players';

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Digit 1').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
}

test('forgot password end to end: code from MailDev, new password, then sign in with it', async ({ page, request, signIn }) => {
  const player = await createVerifiedPlayer(request, 'reset');
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  const since = new Date();
  await page.getByLabel('Email').fill(player.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page).toHaveURL(/\/forgot-password\/otp$/);
  await expect(page.getByRole('status').filter({ hasText: 'Password reset OTP sent! Please check your email.' })).toBeVisible();

  const code = await latestCodeFor(player.email, since);
  await enterCode(page, code);
  await expect(page).toHaveURL(/\/forgot-password\/reset-pw$/);
  expect(await page.evaluate(() => sessionStorage.getItem('user_email'))).toBeNull();

  await page.getByLabel('Enter New Password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm Your Password', { exact: true }).fill('brand-new-pass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('status').filter({ hasText: 'Password reset successfully! Please log in.' })).toBeVisible();

  await signIn(player);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' })).toBeVisible();
  await signIn({ email: player.email, password: 'brand-new-pass' });
  // A new player has no avatar yet, so sign-in continues onboarding.
  await expect(page).toHaveURL(/\/get-started\/setavatar$/);
});

test('a wrong reset code is refused with the spec message', async ({ page, request }) => {
  const player = await createVerifiedPlayer(request, 'wrongcode');
  const since = new Date();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(player.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page).toHaveURL(/\/forgot-password\/otp$/);
  const code = await latestCodeFor(player.email, since);
  const wrong = code === '0000' ? '1111' : '0000';
  await enterCode(page, wrong);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid OTP. Please try again.' })).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password\/otp$/);
});

test('unknown e-mail on forgot password says User Not Found', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'User Not Found' })).toBeVisible();
});

test('the resend countdown runs out, then a resend mails a new code and restarts it', async ({ page, request }) => {
  const player = await createVerifiedPlayer(request, 'resend');
  await page.clock.install();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(player.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('button', { name: /^Resend Code in \d+s$/ })).toBeDisabled();
  await page.clock.fastForward(61_000);
  const since = new Date();
  await page.getByRole('button', { name: 'Resend Code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'OTP resent successfully!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Code in 60s' })).toBeDisabled();
  await latestCodeFor(player.email, since);
});

test('the unverified-email branch of sign-in reaches the e-mail code screen', async ({ page, request, signIn }) => {
  const player = await registerPlayer(request, 'unverified');
  await signIn(player);
  await expect(page).toHaveURL(/\/get-started\/otp$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Email not verified. Please check your inbox.' })).toBeVisible();
});

test('sign-in works from the keyboard alone', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Email').focus();
  await page.keyboard.type('player@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('player-pass');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Coin balance')).toBeVisible();
});

testRoutesAccessible('auth', [
  ['/signin', 'Sign in'],
  ['/signinleft', 'Welcome Back'],
  ['/forgot-password', 'Reset your password'],
  ['/forgot-password/otp', 'Enter your code'],
  ['/forgetotp', 'Enter your code'],
  ['/forgot-password/reset-pw', 'Set a new password'],
  ['/resetpw', 'Set a new password'],
]);
