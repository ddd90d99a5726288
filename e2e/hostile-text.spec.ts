import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apps } from '../contract/src/federation';
import { stackPorts } from '../scripts/lib/stack';
import { createVerifiedPlayer, playerWithCoins, registerPlayer } from './support/players';
import { loadStackState } from './support/stack-state';

// Markup that runs if any screen renders it as HTML: each sets a flag the test reads back.
const imageMarkup = '<img src=x onerror="window.__injected=1">';
const scriptMarkup = '<script>window.__injected=2</script>';
const injected = (page: Page) => page.evaluate(() => (window as unknown as { __injected?: number }).__injected ?? null);

test('script-like names are refused at registration; a Sinhala name shows as written on the home page and in the account menu', async ({
  page,
  request,
  signIn,
}) => {
  await expect(registerPlayer(request, 'hostile', { firstName: imageMarkup, lastName: scriptMarkup })).rejects.toThrow(
    /registration failed: 400 .*firstName must start with a letter/,
  );
  const [firstName, lastName] = ['නිමල්', 'O’Brien'];
  const player = await createVerifiedPlayer(request, 'sinhala', { firstName, lastName });

  await signIn(player);
  // Finish onboarding the way a player does, so the top bar and the home page show the names.
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Select your Avatar' }).click();
  await page.getByRole('checkbox', { name: 'BOARD' }).click();
  await page.getByRole('button', { name: 'Select your Preference' }).click();

  await expect(page.getByRole('heading', { name: `Welcome, ${firstName}!` })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('banner')).toContainText(firstName);
  await expect(page.getByRole('banner')).toContainText(lastName);
});

test('a script-like contact message reaches support as text, in the mail too', async ({ page }) => {
  const since = Date.now();
  const message = `<script>window.__injected=3</script> My reward ${since} is late`;
  await page.goto('/contact');
  await page.getByLabel('First name').fill('Nimal');
  await page.getByLabel('Last name').fill('Perera');
  await page.getByLabel('Email').fill('nimal@example.com');
  await page.getByLabel('Phone').fill('0771234567');
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
  expect(await injected(page)).toBeNull();

  // The support mail: the message appears escaped in its HTML, never as markup.
  let html = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${loadStackState().mailUrl}/email`)).json()) as { html?: string; text?: string }[];
        html = mails.map((mail) => mail.html ?? '').find((body) => body.includes(String(since))) ?? '';
        return html;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  // Rendered as a mail client would: the texts read back literally and no element came from them.
  await page.setContent(html);
  await expect(page.locator('body')).toContainText(message);
  await expect(page.locator('body')).toContainText('Nimal Perera');
  expect(await page.locator('script, img').count()).toBe(0);
  expect(await injected(page)).toBeNull();
});

test('a script-like branch name goes through a withdrawal as plain data, never runs', async ({ page, request, signIn }) => {
  const player = await playerWithCoins(request, 5_000, 'hostile-bank');
  await signIn(player);
  await expect(page).not.toHaveURL(/\/signin$/);

  await page.goto('/withdrawal');
  await page.getByRole('button', { name: 'Want to withdraw your prize?' }).click();
  await page.getByLabel('Receiver name').fill('Nimal Perera');
  await page.getByLabel('Receiver email').fill('nimal@example.com');
  await page.getByLabel('Receiver phone').fill('0771234567');
  await page.getByLabel('Receiver country').selectOption('Sri Lanka');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Bank' }).fill('Bank of Ceylon');
  await page.getByLabel('Account number').fill('0012345678');
  await page.getByLabel('Account holder name').fill('Nimal O’Brien');
  await page.getByLabel('Branch').fill(imageMarkup);
  // The field holds the markup as typed; the page grew no element from it.
  await expect(page.getByLabel('Branch')).toHaveValue(imageMarkup);
  await page.getByRole('button', { name: 'LKR 5,000' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Withdrawal Requested' }).getByText('Request Submitted Successfully')).toBeVisible();
  expect(await page.locator('img[src="x"], script:not([src])').count()).toBe(0);
  expect(await injected(page)).toBeNull();
});

test('every origin sends a Content-Security-Policy that stops inline script, and the browser enforces it', async ({ page, request }) => {
  const ports = stackPorts();
  const pages = (Object.keys(apps) as (keyof typeof apps)[]).map((app) => `http://localhost:${ports[app]}/`);
  for (const url of [...pages, '/signin']) {
    const policy = (await request.get(url)).headers()['content-security-policy'] ?? '';
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSources).toContain("'self'");
    expect(scriptSources).not.toContain('unsafe-inline');
    expect(scriptSources).not.toContain('unsafe-eval');
  }
  await page.goto('/privacypolicy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const blocked = page.waitForEvent('console', (message) => message.text().includes('Content Security Policy'));
  // What an injection would do: add an inline script to the page. The policy must stop it.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = 4';
    document.body.append(script);
  });
  await blocked;
  expect(await injected(page)).toBeNull();
});
