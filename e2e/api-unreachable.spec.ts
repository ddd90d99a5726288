/**
 * The API unreachable (ADR 026): once the page's own scripts have loaded, every call to the API and
 * the identity service is refused. Each journey says so with the spec's network message (§8) in
 * role="alert", never a message that blames the player, and stays accessible. Screenshots of each
 * failed state at both widths: test-results/screens/degraded-*.
 */
import { expectAccessible } from './support/a11y';
import { alertSaying, cutApi, restoreApi, statusSaying, watchForText } from './support/api-network';
import { expect, home, SEEDED_PLAYER, test } from './support/fixtures';
import { registerPlayer, uniqueEmail } from './support/players';
import { fillContactForm, fillRegistrationForm } from './support/forms';
import { captureScreens } from './support/screens';

test('sign-in with the API unreachable says the service is down, never that the password is wrong; it works once the network is back', async ({
  page,
  signIn,
}) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await cutApi(page);
  await signIn(SEEDED_PLAYER);

  await expect(alertSaying(page, 'Something went wrong. Please try again later.')).toBeVisible();
  await expect(page.getByText('Invalid email or password. Please try again.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
  await expectAccessible(page, 'sign-in, API unreachable');
  await captureScreens(page, 'degraded-down-signin');

  await restoreApi(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(home);
  await expect(statusSaying(page, 'Login Successful!')).toBeVisible();
});

test('the signed-in home with the network dropped says so with a Retry (never "No favourites yet"); Retry loads it once the network is back', async ({
  page,
  seededHome,
}) => {
  await seededHome();
  const sawNoFavourites = await watchForText(page, 'No favourites yet');
  const refused = await cutApi(page);
  await page.reload();

  const coins = page.getByRole('region', { name: 'Your coins' });
  const favourites = page.getByRole('region', { name: 'Your favourite games' });
  await expect(alertSaying(coins, 'Something went wrong. Please try again later.', { withRetry: true })).toBeVisible();
  await expect(alertSaying(favourites, 'Something went wrong. Please try again later.', { withRetry: true })).toBeVisible();
  // The read's own retries (three tries in all) are over: what brings the data back is the player's Retry.
  await expect.poll(() => refused.filter((url) => url.includes('/api/external/v1/profile?')).length).toBeGreaterThanOrEqual(3);
  // The top bar's pill says no alert (spec §8 only logs it) but offers its own Retry, not 'Loading...' for ever (ADR 026).
  await expect(page.getByRole('button', { name: 'Coin balance unavailable. Retry' })).toBeVisible();
  await expectAccessible(page, 'signed-in home, API unreachable');
  await captureScreens(page, 'degraded-down-home');

  await restoreApi(page);
  await expect(coins.getByText('12,000')).toHaveCount(0);
  await coins.getByRole('button', { name: 'Retry' }).click();
  await expect(coins).toContainText('12,000');
  await expect(favourites.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByLabel('Coin balance')).toHaveText('12,000 coins');
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
  expect(await sawNoFavourites()).toBe(false);
});

test('the contact form with the API unreachable says "An error occurred. Please try again later." and keeps the message', async ({
  page,
}) => {
  await fillContactForm(page);
  await cutApi(page);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(alertSaying(page, 'An error occurred. Please try again later.')).toBeVisible();
  await expect(page.getByText('Message sent successfully!')).toHaveCount(0);
  // Nothing the player wrote is lost: they can send it again later.
  await expect(page.getByLabel('Message')).toHaveValue('Is my reward on its way?');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expectAccessible(page, 'contact, API unreachable');
  await captureScreens(page, 'degraded-down-contact');
});

test('forgot password with the API unreachable says "Failed to send email. Please try again." and stays', async ({ page, request }) => {
  const player = await registerPlayer(request, 'degraded-reset');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(player.email);
  await cutApi(page);
  await page.getByRole('button', { name: 'Send Code' }).click();

  await expect(alertSaying(page, 'Failed to send email. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('button', { name: 'Send Code' })).toBeEnabled();
  await expectAccessible(page, 'forgot password, API unreachable');
  await captureScreens(page, 'degraded-down-forgot-password');
});

test('/withdrawal with the API unreachable: the withdraw button says "Something went wrong. Please try again."; opened directly the page stays and offers a Retry', async ({
  page,
  seededHome,
}) => {
  await seededHome();
  await page.getByRole('link', { name: 'Withdraw your prize' }).click();
  await expect(page.getByRole('region', { name: 'Transactions', exact: true }).getByText('No transactions available.')).toBeVisible();

  // The network drops with the page open: the gate cannot read the balance and opens no dialog.
  await cutApi(page);
  await page.getByRole('button', { name: 'Want to withdraw your prize?' }).click();
  await expect(alertSaying(page, 'Something went wrong. Please try again.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Want to withdraw your prize?' })).toBeEnabled();
  await expectAccessible(page, 'withdrawal gate, API unreachable');
  await captureScreens(page, 'degraded-down-withdrawal-gate');

  // Opened directly, the page's health check (spec §6) gets no answer: an outage, not a bad session,
  // so the player stays, is told, and the balance pill offers its own Retry once its reads gave up.
  await page.goto('/withdrawal');
  // The page's own alert comes first; the Transactions panel says the same of its list.
  const outage = alertSaying(page, 'Something went wrong. Please try again later.', { withRetry: true }).first();
  await expect(outage).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Coin balance unavailable. Retry' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/withdrawal$/);
  await expect(page.getByText('Invalid token. Please sign in again.')).toHaveCount(0);
  await expectAccessible(page, 'withdrawal opened directly, API unreachable');
  await captureScreens(page, 'degraded-down-withdrawal-direct');

  // Back online: the page's reads come back through their own retries or the Retries offered
  // meanwhile (each may vanish as a retry starts), so press what is offered until all is loaded.
  await restoreApi(page);
  const transactions = page.getByRole('region', { name: 'Transactions', exact: true });
  await expect(async () => {
    for (const retry of await page.getByRole('button', { name: 'Retry' }).all())
      await retry.click({ timeout: 1_000 }).catch(() => undefined);
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0, { timeout: 2_000 });
    await expect(transactions.getByText('No transactions available.')).toBeVisible({ timeout: 2_000 });
    await expect(page.getByLabel('Coin balance')).toHaveText('12,000 coins', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/withdrawal$/);
});

test('registration with the API unreachable says "Something went wrong. Please try again later." and keeps the form', async ({ page }) => {
  const email = uniqueEmail('degraded-register');
  await fillRegistrationForm(page, email);
  await cutApi(page);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(alertSaying(page, 'Something went wrong. Please try again later.')).toBeVisible();
  await expect(page).toHaveURL(/\/get-started\/$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
  await expectAccessible(page, 'registration, API unreachable');
  await captureScreens(page, 'degraded-down-register');
});
