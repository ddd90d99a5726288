/**
 * Identity verification (ADR 031), a player and an approver each in their own browser:
 * a new player with coins is asked to verify before withdrawing, a NIC of another birth date is
 * refused, the right one goes under review, the approver reviews it (unmasked NIC, photos,
 * audited) and approves, the player is mailed, and then withdraws.
 */
import type { Page } from '@playwright/test';
import { identityMessages } from 'contract/identity';
import { newNicNumber, nicMessages } from 'contract/nic';
import { expectAccessible } from './support/a11y';
import { expect, test as base } from './support/fixtures';
import { cardPhotoFile, nicOf, sidewaysCardPhotoFile } from './support/identity';
import { latestMailTo } from './support/mail';
import { APPROVER, operatorBrowser } from './support/operators';
import { playerWithCoins, type TestPlayer } from './support/players';
import { captureScreens, operatorSizes } from './support/screens';

const test = base.extend<{
  /** A new player with 10,000 coins whose identity was never checked, signed in on /withdrawal. */
  unverifiedOnWithdrawal: (prefix: string) => Promise<TestPlayer>;
}>({
  unverifiedOnWithdrawal: async ({ request, signInAndOpen }, use) => {
    await use(async (prefix) => {
      const player = await playerWithCoins(request, 10_000, prefix, 'none');
      await signInAndOpen(player, '/withdrawal');
      return player;
    });
  },
});

/** The identity form filled in as a player does, photos chosen with the file picker: the front taken with the phone upright. */
async function fillIdentityForm(page: Page, player: TestPlayer, nic: string) {
  const dialog = page.getByRole('dialog', { name: 'Verify your identity' });
  await dialog.getByLabel(identityMessages.fields.nic).fill(nic);
  await dialog.getByLabel(identityMessages.fields.nicFullName).fill(`${player.firstName} ${player.lastName}`);
  await dialog.locator('input[name="nicFront"]').setInputFiles(await sidewaysCardPhotoFile('front.jpg'));
  await dialog.locator('input[name="nicBack"]').setInputFiles(cardPhotoFile('back.png'));
  return dialog;
}

/** LKR 5,000 through the spec's withdrawal dialog, to the player's own account; the request's code. */
async function withdrawThroughDialog(page: Page, player: TestPlayer): Promise<string> {
  const name = `${player.firstName} ${player.lastName}`;
  await page.getByRole('button', { name: 'Want to withdraw your prize?' }).click();
  await expect(page.getByRole('dialog', { name: 'Withdrawal Process' })).toBeVisible();
  await page.getByLabel('Receiver name').fill(name);
  await page.getByLabel('Receiver phone').fill('0771234567');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Bank' }).fill('Bank of Ceylon');
  await page.getByLabel('Account number').fill('0012345678');
  await page.getByLabel('Account holder name').fill(name);
  await page.getByLabel('Branch').fill('Kandy');
  await page.getByRole('button', { name: 'LKR 5,000' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  const success = page.getByRole('dialog', { name: 'Withdrawal Requested' });
  await expect(success.getByText('Request Submitted Successfully')).toBeVisible();
  return (await success.locator('strong').first().textContent())!.replace('#', '');
}

/** The day after a 'YYYY-MM-DD' date. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

test('a new player is asked to verify, a mismatching NIC is refused, the right one is approved by an operator, and the player withdraws', async ({
  page,
  unverifiedOnWithdrawal,
  browser,
}) => {
  const player = await unverifiedOnWithdrawal('identity');
  const panel = page.getByRole('region', { name: identityMessages.title });
  await expect(panel).toContainText('Not verified');
  await expect(panel).toContainText(identityMessages.explain.not_verified);
  await captureScreens(page, 'identity-not-verified');

  // Wanting to withdraw opens the verification first.
  await page.getByRole('button', { name: 'Want to withdraw your prize?' }).click();
  const dialog = await fillIdentityForm(page, player, newNicNumber(dayAfter(player.dateOfBirth), 'female', 12_345));
  await expect(dialog).toContainText(identityMessages.verificationRequired);
  await expectAccessible(page, 'the identity dialog');
  await captureScreens(page, 'identity-dialog');
  await dialog.getByRole('button', { name: identityMessages.submit }).click();
  await expect(dialog.getByRole('alert')).toContainText(nicMessages.dateOfBirthMismatch);
  await expect(panel).toContainText('Not verified');

  const nic = nicOf(player);
  await dialog.getByLabel(identityMessages.fields.nic).fill(nic);
  await dialog.getByRole('button', { name: identityMessages.submit }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: identityMessages.submitted })).toBeVisible();
  await expect(panel).toContainText('Under review');
  await expect(panel).toContainText(`NIC ending ${nic.slice(-4)}`);
  await expect(panel).not.toContainText(nic);
  await expect(panel.getByRole('button', { name: identityMessages.action })).toHaveCount(0);

  // The approver finds the submission in the back office, in a browser of their own.
  const office = await operatorBrowser(browser, APPROVER);
  await office.getByRole('link', { name: 'Identity reviews' }).click();
  await expect(office.getByRole('heading', { name: 'Identity reviews', level: 1 })).toBeVisible();
  await office.getByLabel('E-mail or name').fill(player.email);
  await office.getByRole('button', { name: 'Search' }).click();
  await expect(office.getByRole('row').filter({ hasText: player.email })).toContainText(`•••• ${nic.slice(-4)}`);
  await office.getByRole('link', { name: `Review ${player.firstName} ${player.lastName}` }).click();
  await expect(office.getByRole('heading', { name: `Identity of ${player.firstName} ${player.lastName}`, level: 1 })).toBeVisible();
  await expect(office.getByText(nic, { exact: true })).toBeVisible();
  // The front, stored on its side with EXIF orientation 6, is shown upright (ADR 039).
  for (const [side, size] of [
    ['Front of the NIC', '200 × 320'],
    ['Back of the NIC', '320 × 200'],
  ] as const) {
    const photo = office.getByRole('img', { name: side });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && `${image.naturalWidth} × ${image.naturalHeight}`))
      .toBe(size);
  }
  await expectAccessible(office, 'the identity review');
  await captureScreens(office, 'identity-review', operatorSizes);
  await office.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(office.getByRole('status').filter({ hasText: 'Identity approved.' })).toBeVisible();
  await expect(office.getByText('Opened the review').first()).toBeVisible();

  // The player is told, sees it, and withdraws as the spec's flow goes.
  expect((await latestMailTo(player.email, /identity is verified/i)).text).toContain('your identity is verified');
  await page.reload();
  await expect(panel).toContainText('Verified');
  await withdrawThroughDialog(page, player);
  await expect(page.getByLabel('Coin balance')).toHaveText('5,000 coins');
  await office.close();
});

test('a player not yet verified cannot have a withdrawal approved; the review link on the request leads to the identity', async ({
  page,
  unverifiedOnWithdrawal,
  browser,
}) => {
  const player = await unverifiedOnWithdrawal('identity-wait');
  await page.getByRole('button', { name: identityMessages.action }).click();
  const dialog = await fillIdentityForm(page, player, nicOf(player));
  await dialog.getByRole('button', { name: identityMessages.submit }).click();
  await expect(page.getByRole('region', { name: identityMessages.title })).toContainText('Under review');
  // Under review, the player may ask for a withdrawal.
  const code = await withdrawThroughDialog(page, player);

  // The operator, opening the request directly in a new tab, is offered no Approve until the identity is verified.
  const office = await operatorBrowser(browser);
  await office.goto(`/operator/requests/${code}`);
  await expect(office.getByRole('heading', { name: `Request ${code}`, level: 1 })).toBeVisible();
  await expect(office.getByText("The player's identity is not verified: approve it first.")).toBeVisible();
  await expect(office.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await office.getByRole('link', { name: 'Review identity' }).click();
  await expect(office.getByRole('heading', { name: `Identity of ${player.firstName} ${player.lastName}`, level: 1 })).toBeVisible();
  await office.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(office.getByRole('status').filter({ hasText: 'Identity approved.' })).toBeVisible();
  await office.goto(`/operator/requests/${code}`);
  await office.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(office.getByRole('region', { name: 'Request', exact: true })).toContainText('Approved');
  await office.close();
});
