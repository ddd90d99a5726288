/**
 * "Download my data" (ADR 058): a player with a verified identity (NIC and both photos sent) asks
 * for their archive in /account/privacy, watches it being prepared, downloads it with their
 * password, and the ZIP holds their e-mail, their ledger, their identity's status and the photos;
 * the summary in English masks the NIC and lists the mails sent (the code mail, its code blanked). Screens at 390 px and 1280 px, in English and Sinhala.
 */
import { readFileSync } from 'node:fs';
import AdmZip from 'adm-zip';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/a11y';
import { playerWithCoins } from './support/players';

const SHOTS = process.env.SHOTS_DIR;
const sizes = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 900 },
];

/** Full-page screens at both widths into SHOTS_DIR, when it is set (artifacts for a person to look at). */
async function shots(page: import('@playwright/test').Page, name: string) {
  if (!SHOTS) return;
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: `${SHOTS}/${name}-${size.name}.png`, fullPage: true });
  }
}

test('a player asks for their archive, waits for it, and downloads it with their password', async ({ page, request, signInAndOpen }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const player = await playerWithCoins(request, 2500, 'export');
  await signInAndOpen(player, '/account/privacy');

  const panel = page.getByRole('region', { name: 'Download my data' });
  await expect(panel.getByRole('button', { name: 'Prepare my archive' })).toBeEnabled();
  await expectAccessible(page, '/account/privacy');
  await shots(page, 'export-ask-en');
  await panel.getByRole('button', { name: 'Prepare my archive' }).click();
  await expect(panel.getByText(/Your archive is ready\. You can download it until .+; then it is deleted\./)).toBeVisible({
    timeout: 30_000,
  });
  await expect(panel.getByText(/You can ask for a new archive after /)).toBeVisible();
  await expectAccessible(page, '/account/privacy, archive ready');
  await shots(page, 'export-ready-en');

  // A wrong password first: refused, nothing downloaded.
  const form = panel.getByRole('form', { name: 'Download your archive' });
  await form.getByLabel('Your password', { exact: true }).fill('not-my-password');
  await form.getByRole('button', { name: 'Download archive' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.');
  await shots(page, 'export-wrong-password-en');

  await form.getByLabel('Your password', { exact: true }).fill(player.password);
  const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download archive' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^playprize-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(form.getByRole('status')).toHaveText('Your archive is downloaded.');

  const zip = new AdmZip(readFileSync((await download.path())!));
  const names = zip.getEntries().map((entry) => entry.entryName);
  expect(names).toEqual(
    expect.arrayContaining(['data.json', 'summary.html', 'identity/submission-1-front.jpg', 'identity/submission-1-back.jpg']),
  );
  const data = JSON.parse(zip.readAsText('data.json')) as {
    profile: { email: string };
    coinLedger: { kind: string; amount: number; balance: number }[];
    identity: { status: string; nic: string }[];
    mails: { mails: { kind: string; subject: string; delivered: boolean }[] };
  };
  expect(data.profile.email).toBe(player.email);
  expect(data.coinLedger).toEqual([expect.objectContaining({ kind: 'credit', amount: 2500, balance: 2500 })]);
  expect(data.identity).toEqual([expect.objectContaining({ status: 'verified' })]);
  const summary = zip.readAsText('summary.html');
  expect(summary).toContain(player.email);
  expect(summary).toContain(data.identity[0]!.nic.slice(-4));
  expect(summary).not.toContain(data.identity[0]!.nic);
  // The mails sent since the record began (ADR 058 amended): the registration's code mail, its code blanked.
  const codeMail = data.mails.mails.find((mail) => mail.kind === 'verification-code');
  expect(codeMail).toMatchObject({ delivered: true, subject: expect.stringContaining('••••••') });
  expect(summary).toContain('<td>Verification code</td>');

  // The same panel in Sinhala.
  await page.goto('/account/privacy?lang=si');
  await expect(page.getByRole('heading', { name: 'මගේ දත්ත බාගන්න' })).toBeVisible();
  await expect(page.getByText(/ඔබගේ ලේඛනාගාරය සූදානම්/)).toBeVisible();
  await shots(page, 'export-ready-si');
});
