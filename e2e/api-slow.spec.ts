/**
 * The API slowed (ADR 026): each journey's calls wait 3 s, and the screen says it is working (a
 * progress text in role="status", the button busy) until the answer, then shows it. Screenshots of
 * each working state at both widths: test-results/screens/degraded-*.
 */
import type { Page } from '@playwright/test';
import { countRequests, slowApi, statusSaying, watchForText } from './support/api-network';
import { expect, home, liveScreen, SEEDED_PLAYER, test } from './support/fixtures';
import { registerPlayer, uniqueEmail } from './support/players';
import { fillContactForm, fillRegistrationForm } from './support/forms';
import { captureScreens } from './support/screens';

const tokenCall = /\/protocol\/openid-connect\/token$/;
const profileRead = /\/api\/external\/v1\/profile\?/;

/**
 * Presses a button on the live screen (one on the pre-rendered copy waits for it: e2e/prerender.spec.ts)
 * with the API slowed, and checks that the screen says `working` within 300 ms of the press, long
 * before the 3 s answer can come, and that the button is disabled meanwhile. Answers the button.
 */
async function pressWhileSlow(page: Page, button: string, working: string) {
  await liveScreen(page);
  const pressed = page.getByRole('button', { name: button });
  await pressed.click();
  await expect(statusSaying(page, working)).toBeVisible({ timeout: 300 });
  await expect(pressed).toBeDisabled();
  return pressed;
}

test('sign-in with the API slowed says "Signing in..." at once, makes one attempt however often it is pressed, then lands home', async ({
  page,
}) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(SEEDED_PLAYER.email);
  await page.getByLabel('Password', { exact: true }).fill(SEEDED_PLAYER.password);
  const tokenCalls = countRequests(page, tokenCall);
  await slowApi(page, tokenCall);

  const button = await pressWhileSlow(page, 'Sign in', 'Signing in...');
  await expect(button).toHaveAttribute('aria-busy', 'true');
  // A second press, by mouse and by Enter in a field, while the first is under way.
  await button.click({ force: true });
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await captureScreens(page, 'degraded-slow-signin-signing-in');

  await expect(page).toHaveURL(home);
  await expect(statusSaying(page, 'Login Successful!')).toBeVisible();
  expect(tokenCalls.count).toBe(1);
});

test('the signed-in home with the API slowed says "Loading..." (never "No favourites yet"), then shows balance and favourites', async ({
  page,
  seededHome,
}) => {
  await seededHome();
  const sawNoFavourites = await watchForText(page, 'No favourites yet');
  await slowApi(page, profileRead);
  // A fresh page has no profile in memory: the dashboard reads it again, slowly.
  await page.reload();

  const coins = page.getByRole('region', { name: 'Your coins' });
  const favourites = page.getByRole('region', { name: 'Your favourite games' });
  // Until the profile says this is not the first sign-in, the greeting is the one true of everyone (ADR 024).
  await expect(page.getByRole('heading', { name: 'Welcome, Nimal!' })).toBeVisible();
  await expect(statusSaying(coins, 'Loading...')).toBeVisible();
  await expect(statusSaying(favourites, 'Loading...')).toBeVisible();
  await expect(page.getByLabel('Coin balance')).toHaveText('Loading...');
  await captureScreens(page, 'degraded-slow-home-loading');

  await expect(coins).toContainText('12,000');
  await expect(page.getByRole('heading', { name: 'Welcome back, Nimal!' })).toBeVisible();
  await expect(page.getByLabel('Coin balance')).toHaveText('12,000 coins');
  await expect(favourites.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  expect(await sawNoFavourites()).toBe(false);
});

test('the contact form with the API slowed says "Sending...", then that the message was sent, and clears', async ({ page }) => {
  await fillContactForm(page);
  await slowApi(page, /\/api\/open\/contact-support$/);

  // Within 300 ms of the press: the form's schema downloaded while the player filled it in.
  const button = await pressWhileSlow(page, 'Submit', 'Sending...');
  await captureScreens(page, 'degraded-slow-contact-sending');

  await expect(statusSaying(page, 'Message sent successfully!')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');
  await expect(button).toBeEnabled();
});

test('forgot password with the API slowed says "Sending...", then goes on to the code screen', async ({ page, request }) => {
  const player = await registerPlayer(request, 'degraded-reset');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(player.email);
  await slowApi(page, /\/forget_password_send_email$/);

  await pressWhileSlow(page, 'Send Code', 'Sending...');
  await captureScreens(page, 'degraded-slow-forgot-password-sending');

  await expect(page).toHaveURL(/\/forgot-password\/otp$/);
  await expect(statusSaying(page, 'Password reset OTP sent! Please check your email.')).toBeVisible();
});

test('/withdrawal with the API slowed, reached from home and opened directly: "Loading..." until balance and transactions come', async ({
  page,
  seededHome,
}) => {
  await seededHome();
  await slowApi(page, /\/api\/(health|external\/v1\/(profile|transactions))\b/);
  const transactions = page.getByRole('region', { name: 'Transactions', exact: true });

  // From home's link: the balance read at sign-in is shown at once, the transactions load.
  await page.getByRole('link', { name: 'Withdraw your prize' }).click();
  await expect(page.getByRole('heading', { name: 'Win & Earn' })).toBeVisible();
  await expect(statusSaying(transactions, 'Loading...')).toBeVisible();
  await expect(page.getByLabel('Coin balance')).toHaveText('12,000 coins');
  await expect(transactions.getByText('No transactions available.')).toBeVisible();

  // Opened directly (a bookmark, a reload): nothing is in memory, the balance pill waits too.
  await page.goto('/withdrawal');
  await expect(page.getByRole('heading', { name: 'Win & Earn' })).toBeVisible();
  await expect(page.getByLabel('Coin balance')).toHaveText('Loading...');
  await expect(statusSaying(transactions, 'Loading...')).toBeVisible();
  await captureScreens(page, 'degraded-slow-withdrawal-loading');

  await expect(page.getByLabel('Coin balance')).toHaveText('12,000 coins');
  await expect(transactions.getByText('No transactions available.')).toBeVisible();
  await expect(page).toHaveURL(/\/withdrawal$/);
});

test('registration with the API slowed says "Registering...", then that the code was sent', async ({ page }) => {
  await fillRegistrationForm(page, uniqueEmail('degraded-register'));
  await slowApi(page, /\/api\/open\/v1\/user\/register$/);

  await pressWhileSlow(page, 'Register', 'Registering...');
  await captureScreens(page, 'degraded-slow-register-registering');

  await expect(page).toHaveURL(/\/get-started\/otp$/);
  await expect(statusSaying(page, 'Registration successful! OTP sent to your email.')).toBeVisible();
});
