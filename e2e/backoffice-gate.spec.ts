/**
 * The back office behind its role (ADR 028), reached the ways people reach it: a player opening
 * /operator directly or in a new tab, someone signed out following a link to a request, an operator
 * signing in (its team running it alone: harness.spec.ts).
 */
import type { Page } from '@playwright/test';
import { stackPorts } from '../scripts/lib/stack';
import { expectAccessible } from './support/a11y';
import { expect, test } from './support/fixtures';
import { captureScreens } from './support/screens';

const backOfficeOrigin = `http://localhost:${stackPorts().backoffice}`;
const OPERATOR = { email: 'operator@example.com', password: 'operator-pass' };

/** Every request the page makes to the back office's origin, from now on. */
function backOfficeDownloads(page: Page): readonly string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(backOfficeOrigin)) seen.push(request.url());
  });
  return seen;
}

test('a player opening /operator, directly or in a new tab, is told it is not allowed and downloads nothing of the back office', async ({
  page,
  context,
  signIn,
}) => {
  const downloads = backOfficeDownloads(page);
  await signIn();
  await expect(page.getByLabel('Coin balance')).toBeVisible();
  await page.goto('/operator');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  await expectAccessible(page, 'the back office refused to a player');
  await captureScreens(page, 'backoffice-not-allowed');

  const tab = await context.newPage();
  const tabDownloads = backOfficeDownloads(tab);
  await tab.goto('/operator/requests/WD-7K3M9Q');
  await expect(tab.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  expect([...downloads, ...tabDownloads]).toEqual([]);
});

test('signed out, a link to a request opens the sign-in, and the operator comes back to that request', async ({ page, signIn }) => {
  const downloads = backOfficeDownloads(page);
  await page.goto('/operator/requests/WD-7K3M9Q?from=mail');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('Please sign in to continue.')).toBeVisible();
  expect(downloads).toEqual([]);
  await signIn(OPERATOR);
  await expect(page).toHaveURL(/\/operator\/requests\/WD-7K3M9Q\?from=mail$/);
  // The address changes before the back office's files are asked for: wait for them.
  await expect.poll(() => downloads.length).toBeGreaterThan(0);
});

test('an operator signing in lands in the back office, which loads from its own origin, and a new tab opens a request directly', async ({
  page,
  context,
  signIn,
}) => {
  const downloads = backOfficeDownloads(page);
  await signIn(OPERATOR);
  await expect(page).toHaveURL(/\/operator$/);
  await expect(page.getByRole('heading', { name: 'Withdrawal requests', level: 1 })).toBeVisible();
  expect(downloads.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);

  // The new tab is handed the session (ADR 022): it reads the request, and the server's answer for an unknown code shows.
  const tab = await context.newPage();
  await tab.goto('/operator/requests/wd-zzzzzz');
  await expect(tab.getByRole('heading', { name: 'Request WD-ZZZZZZ', level: 1 })).toBeVisible();
  await expect(tab.getByText('There is no withdrawal request WD-ZZZZZZ.')).toBeVisible();
  await expect(tab).toHaveURL(/\/operator\/requests\/wd-zzzzzz$/);
});
