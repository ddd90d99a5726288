/**
 * The payout loop as a player sees it (docs/decisions/027): an operator rejects one request, approves
 * and pays another, and the player cancels a third. The operators act through the operator API with
 * their own tokens; the back-office screens that will drive it are not built yet.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { stackPorts } from '../scripts/lib/stack';
import { expectAccessible } from './support/a11y';
import { expect, test } from './support/fixtures';
import { latestMailTo } from './support/mail';
import { playerWithCoins } from './support/players';
import { captureScreens } from './support/screens';
import { loadStackState } from './support/stack-state';

const identityToken = `http://localhost:${stackPorts().identity}/realms/players/protocol/openid-connect/token`;
const clientAuthorization = `Basic ${Buffer.from('player-web:player-web-secret').toString('base64')}`;

/** An access token from the identity's password grant, as any signed-in app gets one. */
async function tokenFor(request: APIRequestContext, username: string, password: string): Promise<string> {
  const answer = await request.post(identityToken, {
    headers: { Authorization: clientAuthorization },
    form: { grant_type: 'password', client_id: 'player-web', username, password },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { access_token: string }).access_token;
}

async function operatorCall(request: APIRequestContext, token: string, path: string, data: object) {
  const answer = await request.post(`${loadStackState().apiUrl}/api/operator/v1/${path}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function pageSession(page: Page) {
  const token = (await page.evaluate(() => sessionStorage.getItem('access_token')))!;
  const uuid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  return { token, uuid };
}

/** The bank account the requests are paid to, saved with the page's own session, as the dialog does. */
async function saveBankDetails(page: Page, request: APIRequestContext) {
  const { token, uuid } = await pageSession(page);
  const answer = await request.post(`${loadStackState().apiUrl}/api/external/v1/save-bank-details`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { uuid, bankName: 'Bank of Ceylon', accountNumber: '0012345678', accountHolderName: 'Nimal Perera', branchName: 'Kandy' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A 5,000 request made with the page's own session, as the dialog would. */
async function withdraw(page: Page, request: APIRequestContext): Promise<string> {
  const { token, uuid } = await pageSession(page);
  const answer = await request.post(`${loadStackState().apiUrl}/api/external/v1/get-user-withdrawl`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    data: { uuid, selectedTierAmount: 5000 },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { content: { code: string } }).content.code;
}

const rowOf = (page: Page, code: string) => page.getByRole('region', { name: 'Transactions', exact: true }).getByRole('listitem').filter({ hasText: `#${code}` });

test('a player sees a request rejected with its reason and the coins back, another approved and paid, and cancels a third', async ({ page, request, signIn }) => {
  const player = await playerWithCoins(request, 20_000, 'payout');
  await signIn(player);
  await expect(page).not.toHaveURL(/\/signin$/);
  await page.goto('/withdrawal');
  await expect(page.getByLabel('Coin balance')).toHaveText('20,000');
  const operator = await tokenFor(request, 'operator@example.com', 'operator-pass');
  await saveBankDetails(page, request);

  const rejected = await withdraw(page, request);
  const reason = 'The account holder does not match the player.';
  await operatorCall(request, operator, 'withdrawals/reject', { code: rejected, reason });
  const paid = await withdraw(page, request);
  await operatorCall(request, operator, 'withdrawals/approve', { code: paid });
  await operatorCall(request, operator, 'withdrawals/mark-paid', { code: paid, reference: 'BOC-TRF-20261123-001' });
  const cancelled = await withdraw(page, request);

  await page.reload();
  await expect(rowOf(page, rejected)).toContainText('Rejected');
  await expect(rowOf(page, rejected)).toContainText(`Reason: ${reason}`);
  await expect(rowOf(page, paid)).toContainText('Paid');
  // 20,000 − three requests + the rejected one's refund.
  await expect(page.getByLabel('Coin balance')).toHaveText('10,000');

  await rowOf(page, cancelled).getByRole('button', { name: 'Cancel request' }).click();
  await expect(rowOf(page, cancelled)).toContainText('Cancelled');
  await expect(rowOf(page, cancelled).getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
  await expect(page.getByLabel('Coin balance')).toHaveText('15,000');
  await expectAccessible(page, 'transactions with every status');
  await captureScreens(page, 'wallet-transactions-statuses');

  // The player was told by mail: the reason of the rejection and the reference of the payment.
  expect((await latestMailTo(player.email, /rejected/i)).text).toContain(reason);
  expect((await latestMailTo(player.email, /paid/i)).text).toContain('BOC-TRF-20261123-001');
});
