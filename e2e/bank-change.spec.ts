/**
 * A redirected payout (ADR 042), end to end: a signed-in session changes the payout account's holder and number
 * and withdraws. The dialog asks for the password (none and a wrong one change nothing), the player
 * is mailed at once (MailDev), and the payout approver sees the warnings and cannot approve.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { expect, test } from './support/fixtures';
import { accessToken } from './support/identity';
import { latestMailTo } from './support/mail';
import { APPROVER, openRequest, operatorBrowser } from './support/operators';
import { playerWithCoins, type TestPlayer } from './support/players';
import { captureScreens } from './support/screens';
import { loadStackState } from './support/stack-state';
import dialogSi from '../mfe-wallet/src/features/withdrawal/modal/locales/si.json';
import walletSi from '../mfe-wallet/src/locales/si.json';

/** The brief's widths: a phone and a desktop. */
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

const bankDetailsPath = '/api/external/v1/bank-details';

/** A player with coins and their own first account (in their own name), signed in on /withdrawal. */
async function playerWithAccount(page: Page, request: APIRequestContext, signIn: (player: TestPlayer) => Promise<void>, prefix: string) {
  const player = await playerWithCoins(request, 5000, prefix);
  const token = await accessToken(request, player.email, player.password);
  const saved = await request.post(`${loadStackState().apiUrl}/api/external/v1/save-bank-details`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      uuid: player.uuid,
      bankName: 'Bank of Ceylon',
      accountNumber: '0012345678',
      accountHolderName: `${player.firstName} ${player.lastName}`,
      branchName: 'Kandy',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await signIn(player);
  await expect(page).not.toHaveURL(/\/signin$/);
  return { player, token };
}

/** The saved account as the API answers it to the player (the number by its last 4 digits). */
async function accountOnFile(request: APIRequestContext, player: TestPlayer, token: string) {
  const answer = await request.get(`${loadStackState().apiUrl}${bankDetailsPath}?uuid=${player.uuid}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (
    (await answer.json()) as {
      content: { accountNumberEnding: string; accountHolderName: string };
    }
  ).content;
}

test('a session that redirects the payout account is asked for the password, the player is mailed, the approver is warned and cannot approve', async ({
  page,
  request,
  signIn,
  browser,
}) => {
  const { player, token } = await playerWithAccount(page, request, signIn, 'bankchange');
  await page.goto('/withdrawal');
  await page.getByRole('button', { name: 'Want to withdraw your prize?' }).click();
  await page.getByLabel('Receiver phone').fill('0771234567');
  await page.getByLabel('Receiver country').selectOption('Sri Lanka');
  await page.getByRole('button', { name: 'Next' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bank Details' });
  await expect(dialog.getByLabel('Account holder name')).toHaveValue(`${player.firstName} ${player.lastName}`);
  await expect(dialog.getByLabel('Current password', { exact: true })).toHaveCount(0);

  // The attack: another holder, another number.
  await dialog.getByLabel('Account holder name').fill('Mallory Fernando');
  await dialog.getByLabel('Account number').fill('8800112233');
  await expect(dialog.getByLabel('Current password', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'LKR 5,000' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('To change your payout account, please enter your current password.');
  await dialog.getByLabel('Current password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That password is not correct. Your payout account was not changed.');
  expect(await accountOnFile(request, player, token)).toMatchObject({
    accountNumberEnding: '5678',
    accountHolderName: `${player.firstName} ${player.lastName}`,
  });
  await expectAccessible(page, 'the bank step asking for the password');
  await captureScreens(page, 'bank-change-password-en', sizes);

  // With the password (a session that knows it, or the player): the change stands, and everyone is told.
  await dialog.getByLabel('Current password', { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const success = page.getByRole('dialog', { name: 'Withdrawal Requested' });
  await expect(success.getByText('Request Submitted Successfully')).toBeVisible();
  const code = (await success.locator('strong').first().textContent())!.replace('#', '');

  const mail = await latestMailTo(player.email, /^Your payout account was changed$/);
  expect(mail.text).toContain('Bank of Ceylon, account ending 2233, account holder Mallory Fernando.');
  expect(mail.text).toContain('If this was not you');
  expect(mail.html).toMatch(/href="http[^"]+\/forgot-password"/);
  expect(mail.text + mail.html).not.toContain('8800112233');

  const office = await operatorBrowser(browser, APPROVER);
  await openRequest(office, code);
  const warnings = office.getByRole('region', {
    name: 'Payout account warnings',
  });
  await expect(warnings).toContainText(/The bank account was changed (less than a minute|\d+ minutes?) ago/);
  await expect(warnings).toContainText('The account holder "Mallory Fernando" is not the name on the player\'s NIC.');
  await expect(office.getByRole('region', { name: 'Bank account' })).toContainText(/Account changed(less than a minute|\d+ minutes?) ago/);
  await expect(office.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await expect(office.getByText(/Requests to a changed account wait 24 hours, so Approve is available from/)).toBeVisible();
  await expectAccessible(office, 'a request to a just-changed account');
  await captureScreens(office, 'bank-change-request', sizes);

  // Nor through the API, whoever asks.
  const approverToken = await accessToken(request, APPROVER.email, APPROVER.password);
  const refused = await request.post(`${loadStackState().apiUrl}/api/operator/v1/withdrawals/approve`, {
    headers: { Authorization: `Bearer ${approverToken}` },
    data: { code },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ error_code: 'ACCOUNT_ON_HOLD' });
  await office.context().close();
});

test('the bank step asks for the password in Sinhala', async ({ page, request, signIn }) => {
  await playerWithAccount(page, request, signIn, 'bankchange-si');
  await page.goto('/withdrawal?lang=si');
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await page.getByRole('button', { name: walletSi['page.withdraw'] }).click();
  await page.getByLabel(dialogSi['receiver.phone']).fill('0771234567');
  await page.getByLabel(dialogSi['receiver.country']).selectOption('Sri Lanka');
  await page.getByRole('button', { name: dialogSi['receiver.next'] }).click();
  const dialog = page.getByRole('dialog', {
    name: dialogSi['modal.bankTitle'],
  });
  await dialog.getByLabel(dialogSi['bank.accountHolderName']).fill('Mallory Fernando');
  await expect(dialog.getByLabel(dialogSi['bank.currentPassword'], { exact: true })).toBeVisible();
  await dialog.getByLabel(dialogSi['bank.accountNumber']).fill('8800112233');
  await dialog.getByRole('button', { name: 'LKR 5,000' }).click();
  await dialog.getByRole('button', { name: dialogSi['step.submit'] }).click();
  await expect(dialog.getByRole('alert')).toHaveText('ඔබගේ ගෙවීම් ලැබෙන ගිණුම වෙනස් කිරීමට, කරුණාකර ඔබගේ වත්මන් මුරපදය ඇතුළත් කරන්න.');
  await captureScreens(page, 'bank-change-password-si', sizes);
});
