import { expect, SEEDED_PLAYER, test } from './support/fixtures';
import { stackPorts } from '../scripts/lib/stack';
import { loadStackState } from './support/stack-state';

test('a seeded player signs in on the auth remote and lands signed in with the profile from the database', async ({ page, signIn }) => {
  const scriptOrigins = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('remoteEntry.js')) scriptOrigins.add(new URL(response.url()).origin);
  });

  await signIn(SEEDED_PLAYER);

  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Login Successful!' })).toBeVisible();
  await expect(page.getByLabel('Coin balance')).toHaveText('12,000');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('banner')).toContainText('Nimal');
  await expect(page.getByRole('banner')).toContainText('Sri Lanka');
  await expect(page.getByRole('heading', { name: 'Welcome back, Nimal!' })).toBeVisible();
  // Composed, the sign-in screen came from the auth origin and the home screen from the content
  // origin; the single-bundle reference build (bench/mono/, BENCHMARKS.md) has no remotes at all.
  const remoteOrigins = process.env.E2E_BUILD === 'mono' ? [] : [`http://localhost:${stackPorts().auth}`, `http://localhost:${stackPorts().content}`];
  expect([...scriptOrigins].sort()).toEqual(remoteOrigins);
  const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
  expect(token?.split('.')).toHaveLength(3);

  const revoked = page.waitForResponse((response) => response.url().endsWith('/protocol/openid-connect/revoke') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Logout' }).click();
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
