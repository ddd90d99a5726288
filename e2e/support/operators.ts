/** The payout team in the e2e suite: the dev seed's operators (docs/platform-contract.md), each in a browser of their own. */
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';

export const OPERATOR = { email: 'operator@example.com', password: 'operator-pass' };
export const APPROVER = { email: 'approver@example.com', password: 'approver-pass' };

/** A separate browser (its own session) where the operator has signed in at /signin and landed in the back office. */
export async function operatorBrowser(browser: Browser, operator = OPERATOR): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/signin');
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/operator$/);
  await expect(page.getByRole('heading', { name: 'Withdrawal requests', level: 1 })).toBeVisible();
  return page;
}

/** Finds a request by its code with the queue's search, as an operator with a code from a player's message does, and opens it. */
export async function openRequest(page: Page, code: string): Promise<void> {
  await page.getByLabel('Request code or e-mail').fill(code);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${code}`));
  await page.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { name: `Request ${code}`, level: 1 })).toBeVisible();
}

/** Answers the dialog a button opened (Reject's reason, Mark as paid's reference) and confirms. */
export async function answerDialog(page: Page, button: string, field: RegExp, value: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(field).fill(value);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** An operator's own browser, open on the request with this code. */
export async function operatorOnRequest(browser: Browser, code: string, operator = OPERATOR): Promise<Page> {
  const page = await operatorBrowser(browser, operator);
  await openRequest(page, code);
  return page;
}

/** The detail's summary of the request (code, status, amount, dates, reason or reference). */
export function requestSummary(page: Page) {
  return page.getByRole('region', { name: 'Request', exact: true });
}
