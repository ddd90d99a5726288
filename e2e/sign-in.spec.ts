import { expect, SEEDED_PLAYER, test } from './support/fixtures';
import { stackPorts } from '../scripts/lib/stack';
import { expectAccessible } from './support/a11y';
import { latestMailTo } from './support/mail';
import { createVerifiedPlayer } from './support/players';
import { captureScreens } from './support/screens';
import { loadStackState } from './support/stack-state';

test('a seeded player signs in on the auth remote and lands signed in with the profile from the database', async ({ page, signIn }) => {
  const scriptOrigins = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('remoteEntry.js')) scriptOrigins.add(new URL(response.url()).origin);
  });

  await signIn(SEEDED_PLAYER);

  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Login Successful!' })).toBeVisible();
  await expect(page.getByLabel('Coin balance')).toHaveText('12,000 coins');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('banner')).toContainText('Nimal');
  await expect(page.getByRole('banner')).toContainText('Sri Lanka');
  await expect(page.getByRole('heading', { name: 'Welcome back, Nimal!' })).toBeVisible();
  // Composed, the sign-in screen came from the auth origin and the home screen from the content
  // origin; the single-bundle reference build (bench/mono/, BENCHMARKS.md) has no remotes at all.
  const remoteOrigins =
    process.env.E2E_BUILD === 'mono' ? [] : [`http://localhost:${stackPorts().auth}`, `http://localhost:${stackPorts().content}`];
  expect([...scriptOrigins].sort()).toEqual(remoteOrigins);
  const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
  expect(token?.split('.')).toHaveLength(3);

  const revoked = page.waitForResponse(
    (response) => response.url().endsWith('/protocol/openid-connect/revoke') && response.request().method() === 'POST',
  );
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
  // Logout ends the session on the server too: the token the tab held is refused from now on.
  expect((await revoked).status()).toBe(200);
  const afterLogout = await page.request.get(`${loadStackState().apiUrl}/api/health`, { headers: { authorization: `Bearer ${token}` } });
  expect(afterLogout.status()).toBe(401);
});

test('a wrong password shows the spec message and signs nobody in', async ({ page, signIn }) => {
  await signIn({ email: 'player@example.com', password: 'not-the-password' });
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});

test('after 5 refused sign-ins this browser says sign-in is paused and offers the reset; the owner is mailed once, with the reset link', async ({
  page,
  request,
}) => {
  const player = await createVerifiedPlayer(request, 'lockout');
  await page.goto('/signin');
  await page.getByLabel('Email').fill(player.email);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByLabel('Password', { exact: true }).fill(`wrong-${attempt}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  }
  const hint = page.getByRole('note', { name: 'Sign-in is paused for a while.' });
  await expect(hint).toContainText('even with the right password');
  // Locked now: the right password gets the same answer as an unknown address, and the hint stays.
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' })).toBeVisible();
  await expectAccessible(page, 'the sign-in pause hint');
  await captureScreens(page, 'sign-in-paused-en', [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]);

  const mail = await latestMailTo(player.email, /paused/i);
  // The link leads to the site this player signs in on (the composed shell, or the single bundle).
  expect(mail.text).toContain(`${new URL(page.url()).origin}/forgot-password`);

  // A reload in Sinhala shows it at once; its link leads to the reset.
  await page.goto('/signin?lang=si');
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expect(page.getByRole('note', { name: 'පුරනය වීම ටික වේලාවකට නවතා ඇත.' })).toBeVisible();
  await captureScreens(page, 'sign-in-paused-si', [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]);
  await page.getByRole('link', { name: 'ඔබගේ මුරපදය යළි සකසන්න' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('an unverified player is sent to e-mail verification with the address kept', async ({ page, request, signIn }) => {
  const email = `unverified-${Date.now()}@example.com`;
  const registration = await request.post(`${loadStackState().apiUrl}/api/open/v1/user/register`, {
    data: {
      firstName: 'Kamala',
      lastName: 'Silva',
      email,
      country: 144,
      mobile: '0771234567',
      dateOfBirth: '1995-04-12',
      password: 'secret-pass',
    },
  });
  expect(registration.ok()).toBe(true);

  await signIn({ email: email, password: 'secret-pass' });

  await expect(page).toHaveURL(/\/get-started\/otp$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Email not verified. Please check your inbox.' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('user_email'))).toBe(email);
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});
