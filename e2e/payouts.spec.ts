/**
 * The payout loop (ADR 027, ADR 028), a player and the payout team each in their own browser: the
 * operator rejects one request with a reason, approves and pays another, pays a third through the
 * bank file; the player sees each status and cancels a fourth. Then two operators rejecting at
 * once, the four eyes on a large sum, and the back office on a failing network.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { cutApi, restoreApi, slowApi } from './support/api-network';
import { expectAccessible } from './support/a11y';
import { expect, test as base } from './support/fixtures';
import { latestMailTo } from './support/mail';
import { answerDialog, APPROVER, openRequest, operatorBrowser, operatorOnRequest, requestSummary } from './support/operators';
import { playerWithCoins, type TestPlayer } from './support/players';
import { captureScreens, operatorSizes } from './support/screens';
import { loadStackState } from './support/stack-state';

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

/** A request made with the page's own session, as the dialog would (e2e/withdrawal.spec.ts drives the dialog itself). */
async function withdraw(page: Page, request: APIRequestContext, amount = 5000): Promise<string> {
  const { token, uuid } = await pageSession(page);
  const answer = await request.post(`${loadStackState().apiUrl}/api/external/v1/get-user-withdrawl`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    data: { uuid, selectedTierAmount: amount },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { content: { code: string } }).content.code;
}

const test = base.extend<{
  /** A new player with `coins`, signed in on /withdrawal with a bank account saved. */
  playerOnWithdrawal: (coins: number) => Promise<TestPlayer>;
  /** Such a player who has asked for `amount` (LKR 5,000 unless told): the request's code. */
  newRequest: (coins: number, amount?: number) => Promise<{ player: TestPlayer; code: string }>;
}>({
  playerOnWithdrawal: async ({ page, request, signInAndOpen }, use) => {
    await use(async (coins) => {
      const player = await playerWithCoins(request, coins, 'payout');
      await signInAndOpen(player, '/withdrawal');
      await saveBankDetails(page, request);
      return player;
    });
  },
  newRequest: async ({ page, request, playerOnWithdrawal }, use) => {
    await use(async (coins, amount) => {
      const player = await playerOnWithdrawal(coins);
      return { player, code: await withdraw(page, request, amount) };
    });
  },
});

const rowOf = (page: Page, code: string) =>
  page
    .getByRole('region', { name: 'Transactions', exact: true })
    .getByRole('listitem')
    .filter({ hasText: `#${code}` });

test('a player sees a request rejected with its reason, one approved and paid, one paid through the bank file, and cancels a fourth', async ({
  page,
  request,
  playerOnWithdrawal,
  browser,
}) => {
  // Four requests through both areas with eight screens' accessibility checks and screenshots: 84 s of the 90 on a busy CI machine.
  test.slow();
  const player = await playerOnWithdrawal(30_000);
  const [rejected, paid, batched, cancelled] = [
    await withdraw(page, request),
    await withdraw(page, request),
    await withdraw(page, request),
    await withdraw(page, request),
  ];
  const office = await operatorBrowser(browser);
  await expectAccessible(office, 'the back-office queue');
  await captureScreens(office, 'backoffice-queue', operatorSizes);

  // Rejected with a reason, found by its code.
  const reason = 'The account holder does not match the player.';
  await openRequest(office, rejected);
  await expectAccessible(office, 'a pending request');
  await captureScreens(office, 'backoffice-request-pending', operatorSizes);
  await office.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(office.getByRole('dialog')).toBeVisible();
  await expectAccessible(office, 'the reject dialog');
  await captureScreens(office, 'backoffice-reject-dialog', operatorSizes);
  await office.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await answerDialog(office, 'Reject', /Reason/, reason);
  await expect(requestSummary(office)).toContainText('Rejected');
  await expect(requestSummary(office)).toContainText(reason);

  // Approved, then paid with the bank's reference; the queue keeps its filters on the way back.
  await office.getByRole('link', { name: /Back to the requests/ }).click();
  await expect(office).toHaveURL(new RegExp(`q=${rejected}`));
  await openRequest(office, paid);
  await office.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(requestSummary(office)).toContainText('Approved');
  await office.getByRole('button', { name: 'Mark as paid', exact: true }).click();
  await expectAccessible(office, 'the mark-as-paid dialog');
  await captureScreens(office, 'backoffice-mark-paid-dialog', operatorSizes);
  await office.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await answerDialog(office, 'Mark as paid', /reference/i, 'BOC-TRF-20261123-001');
  await expect(requestSummary(office)).toContainText('Paid');
  await expect(office.getByRole('region', { name: /Every action on this request/ })).toContainText('Marked as paid');
  await expectAccessible(office, 'a paid request with its audit trail');
  await captureScreens(office, 'backoffice-request-paid', operatorSizes);

  // Approved, then paid with the whole bank file.
  await openRequestFromQueue(office, batched);
  await office.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(requestSummary(office)).toContainText('Approved');
  await office.getByRole('link', { name: /Back to the requests/ }).click();
  await office.getByRole('button', { name: 'Export bank file' }).click();
  const download = office.waitForEvent('download');
  await office.getByRole('link', { name: /Download payout-batch-\d+\.csv/ }).click();
  const csv = await (await download).createReadStream().then((stream) => streamText(stream));
  expect(csv).toContain(batched);
  expect(csv).toContain('0012345678');
  expect(csv).not.toContain(paid);
  await expectAccessible(office, 'the exported bank file');
  await captureScreens(office, 'backoffice-bank-file', operatorSizes);
  await office.getByLabel('Bank transfer reference for the whole batch').fill('BOC-BULK-20261123-07');
  await office.getByRole('button', { name: 'Mark batch as paid' }).click();
  // The file holds every approved request not yet in one: other tests' (an earlier pass on the same database) too.
  await expect(office.getByRole('status').filter({ hasText: /^Batch \d+ marked as paid: \d+ requests?\.$/ })).toBeVisible();

  // The player's view: statuses, the reason, the coins back once; then a cancellation.
  await page.reload();
  await expect(rowOf(page, rejected)).toContainText('Rejected');
  await expect(rowOf(page, rejected)).toContainText(`Reason: ${reason}`);
  await expect(rowOf(page, paid)).toContainText('Paid');
  await expect(rowOf(page, batched)).toContainText('Paid');
  // 30,000 − four requests + the rejected one's refund.
  await expect(page.getByLabel('Coin balance')).toHaveText('15,000 coins');
  await rowOf(page, cancelled).getByRole('button', { name: 'Cancel request' }).click();
  await expect(rowOf(page, cancelled)).toContainText('Cancelled');
  await expect(page.getByLabel('Coin balance')).toHaveText('20,000 coins');
  await expectAccessible(page, 'transactions with every status');
  await captureScreens(page, 'wallet-transactions-statuses');

  // The operator's queue, filtered by status, shows the player's cancellation too.
  await office.goto(`/operator?status=cancelled&q=${encodeURIComponent(player.email)}`);
  await expect(office.getByRole('link', { name: cancelled })).toBeVisible();
  await expect(office.getByRole('link', { name: rejected })).toHaveCount(0);

  // The player was told by mail: the reason of the rejection and the reference of the payment.
  expect((await latestMailTo(player.email, /rejected/i)).text).toContain(reason);
  expect((await latestMailTo(player.email, /paid/i)).text).toMatch(/BOC-(TRF-20261123-001|BULK-20261123-07)/);
  await office.context().close();
});

test('two operators rejecting one request at the same moment: exactly one rejection stands, the other is told, the coins come back once', async ({
  page,
  newRequest,
  browser,
}) => {
  const { code } = await newRequest(10_000);
  const operators = await Promise.all([operatorOnRequest(browser, code), operatorOnRequest(browser, code, APPROVER)]);
  const reasons = ['Duplicate request.', 'The bank account is closed.'];
  for (const [index, office] of operators.entries()) {
    await office.getByRole('button', { name: 'Reject', exact: true }).click();
    await office
      .getByRole('dialog')
      .getByLabel(/Reason/)
      .fill(reasons[index]!);
  }
  await Promise.all(operators.map((office) => office.getByRole('dialog').getByRole('button', { name: 'Reject' }).click()));

  // One dialog closes on success; the other stays open with the server's refusal.
  const refusal = `${code} is rejected: it cannot be rejected.`;
  await expect
    .poll(async () => (await Promise.all(operators.map((office) => office.getByText(refusal).count()))).join(','))
    .toMatch(/^(1,0|0,1)$/);
  const loser = (await operators[0]!.getByText(refusal).count()) === 1 ? 0 : 1;
  const winner = 1 - loser;
  for (const office of operators) await expect(requestSummary(office)).toContainText(reasons[winner]!);

  await page.reload();
  await expect(rowOf(page, code)).toContainText('Rejected');
  await expect(rowOf(page, code)).toContainText(`Reason: ${reasons[winner]}`);
  // 10,000 − 5,000 + one refund of 5,000: never 15,000.
  await expect(page.getByLabel('Coin balance')).toHaveText('10,000 coins');
  await Promise.all(operators.map((office) => office.context().close()));
});

test('LKR 500,000 needs four eyes: the operator reviews it and is told why Approve is not theirs; the approver approves', async ({
  newRequest,
  browser,
}) => {
  const { code } = await newRequest(600_000, 500_000);
  const operator = await operatorOnRequest(browser, code);
  await expect(operator.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await operator.getByRole('button', { name: 'Mark as reviewed' }).click();
  await expect(operator.getByText('You reviewed this request, so another payout approver must approve it.')).toBeVisible();
  await expect(operator.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await expectAccessible(operator, 'a reviewed four-eyes request');
  await captureScreens(operator, 'backoffice-four-eyes-reviewed', operatorSizes);

  const approver = await operatorOnRequest(browser, code, APPROVER);
  await approver.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(requestSummary(approver)).toContainText('Approved');
  await expect(approver.getByRole('region', { name: /Every action on this request/ })).toContainText('approver@example.com');
  await Promise.all([operator.context().close(), approver.context().close()]);
});

test("a request in the bank file cannot be rejected by one operator; an approver records the bank's return, and the coins come back once", async ({
  page,
  request,
  newRequest,
  browser,
}) => {
  const { player, code } = await newRequest(10_000);
  const office = await operatorOnRequest(browser, code);
  await office.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(requestSummary(office)).toContainText('Approved');
  await office.getByRole('link', { name: /Back to the requests/ }).click();
  await office.getByRole('button', { name: 'Export bank file' }).click();
  await expect(office.getByRole('link', { name: /Download payout-batch-\d+\.csv/ })).toBeVisible();

  // The operator who exported it: no Reject, and why.
  await openRequest(office, code);
  await expect(office.getByText(/^In bank file \d+: the bank may still pay it, so it cannot be rejected\./)).toBeVisible();
  await expect(office.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
  await expect(office.getByRole('button', { name: 'Record bank return' })).toHaveCount(0);
  // Nor through the API behind the screen.
  const { token } = await pageSession(office);
  const refused = await request.post(`${loadStackState().apiUrl}/api/operator/v1/withdrawals/reject`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { code, reason: 'Split payment' },
  });
  expect(refused.status()).toBe(409);

  const approver = await operatorOnRequest(browser, code, APPROVER);
  await captureScreens(approver, 'backoffice-request-in-bank-file', operatorSizes);
  await approver.getByRole('button', { name: 'Record bank return' }).click();
  await expectAccessible(approver, 'the bank return dialog');
  await captureScreens(approver, 'backoffice-bank-return-dialog', operatorSizes);
  await approver.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await answerDialog(approver, 'Record bank return', /return reference/i, 'BOC-RET-20261128-3');
  await expect(requestSummary(approver)).toContainText('Rejected');
  await expect(requestSummary(approver)).toContainText('Returned by the bank unpaid (reference BOC-RET-20261128-3).');
  await expect(approver.getByRole('region', { name: /Every action on this request/ })).toContainText('Returned by the bank');

  await page.reload();
  await expect(rowOf(page, code)).toContainText('Rejected');
  // 10,000 − 5,000 + one refund.
  await expect(page.getByLabel('Coin balance')).toHaveText('10,000 coins');
  expect((await latestMailTo(player.email, /rejected/i)).text).toContain('Returned by the bank unpaid (reference BOC-RET-20261128-3).');
  await Promise.all([office.context().close(), approver.context().close()]);
});

test('the back office on a slow network says what it is doing, and on a dropped one offers a Retry that works once it is back', async ({
  newRequest,
  browser,
}) => {
  const { code } = await newRequest(10_000);
  const office = await operatorOnRequest(browser, code);

  await slowApi(office, /\/api\/operator\/v1\/withdrawals\/approve$/);
  await office.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(office.getByRole('button', { name: 'Approving...' })).toBeVisible();
  await expect(requestSummary(office)).toContainText('Approved');
  await restoreApi(office);

  await cutApi(office);
  await office.goto('/operator');
  // The queue and the list of bank files each say so, and each offers its Retry.
  for (const region of ['Withdrawal requests, newest', 'Bank files']) {
    await expect(
      office.getByRole('region', { name: region }).getByText('This could not be loaded. Check your connection and try again.'),
    ).toBeVisible({
      timeout: 15_000,
    });
  }
  await expectAccessible(office, 'the queue with the API unreachable');
  await captureScreens(office, 'backoffice-queue-unreachable', operatorSizes);
  await restoreApi(office);
  // Back online, the queue recovers through a Retry press (the button may vanish as a read it started, or the data layer's own, begins).
  await expect(async () => {
    for (const retry of await office.getByRole('button', { name: 'Retry' }).all())
      await retry.click({ timeout: 1000 }).catch(() => undefined);
    await expect(office.getByRole('link', { name: code })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await office.context().close();
});

async function openRequestFromQueue(page: Page, code: string): Promise<void> {
  await page.getByRole('link', { name: /Back to the requests/ }).click();
  await openRequest(page, code);
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
