/**
 * The bank files survive a reload (ADR 043): the operator exports a file, reloads the back office,
 * finds the batch in hand again with its number, downloads the same CSV again from the server,
 * marks it paid, and after another reload the list shows who paid it under which reference.
 */
import type { APIRequestContext, Download } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { expect, test } from './support/fixtures';
import { OPERATOR, operatorBrowser } from './support/operators';
import { approvedWithdrawal } from './support/coins';
import { playerWithCoins } from './support/players';
import { captureScreens } from './support/screens';

const screenSizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'office', width: 1280, height: 800 },
];

/** A player's request of LKR 5,000, approved by the seeded approver: its code. */
async function approvedRequest(request: APIRequestContext): Promise<string> {
  return approvedWithdrawal(request, await playerWithCoins(request, 5000, 'batch'));
}

async function textOf(download: Promise<Download>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await (await download).createReadStream()) as NodeJS.ReadableStream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

test('a bank file, its batch number, its CSV and "Mark batch as paid" survive a reload; the list keeps who exported and paid it', async ({
  request,
  browser,
}) => {
  const code = await approvedRequest(request);
  const office = await operatorBrowser(browser);
  await office.getByRole('button', { name: 'Export bank file' }).click();
  const summary = office.getByRole('status').filter({ hasText: /^Batch \d+: \d+ requests?, LKR / });
  await expect(summary).toBeVisible();
  const batchId = Number(/^Batch (\d+)/.exec((await summary.textContent())!)![1]);
  const first = textOf(office.waitForEvent('download'));
  await office.getByRole('link', { name: `Download payout-batch-${batchId}.csv` }).click();
  const exported = await first;
  expect(exported).toContain(code);

  // Reloaded mid-task: the batch in hand, its file and the form to mark it paid are all still there.
  await office.reload();
  await expect(office).toHaveURL(new RegExp(`[?&]batch=${batchId}$`));
  await expect(office.getByText(`Batch ${batchId} is exported and not yet marked as paid.`)).toBeVisible();
  const row = office
    .getByRole('region', { name: 'Every bank file exported, newest first' })
    .getByRole('row')
    .filter({ hasText: `Batch ${batchId}` });
  await expect(row).toContainText('Exported, not paid');
  await expect(row).toContainText(OPERATOR.email);
  const again = textOf(office.waitForEvent('download'));
  await row.getByRole('button', { name: `Download CSV of batch ${batchId}` }).click();
  expect(await again).toBe(exported);
  await expectAccessible(office, 'the bank files after a reload');
  await captureScreens(office, 'backoffice-bank-files-reloaded', screenSizes);

  await office.getByLabel('Bank transfer reference for the whole batch').fill('BOC-BULK-20261128-16');
  await office.getByRole('button', { name: 'Mark batch as paid' }).click();
  await expect(
    office.getByRole('status').filter({ hasText: new RegExp(`^Batch ${batchId} marked as paid: \\d+ requests?\\.$`) }),
  ).toBeVisible();
  await office.reload();
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(`Reference BOC-BULK-20261128-16, by ${OPERATOR.email}`);
  await expect(office.getByLabel('Bank transfer reference for the whole batch')).toHaveCount(0);
  await captureScreens(office, 'backoffice-bank-files-paid', screenSizes);
  await office.context().close();
});
