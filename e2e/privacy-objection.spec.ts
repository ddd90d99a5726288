/**
 * Objecting to an automated decision (ADR 060): a player's game result refused by the pace checks
 * offers "Ask for a person to review this"; an operator finds the request in the back office's
 * Privacy requests (a reload mid-task keeps the page), sees the game and its moves, and credits the
 * coins, which reach the player's balance once, live.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { solveSlidingTiles } from 'contract/sliding-tiles-solver';
import { repoRoot } from '../scripts/lib/stack';
import { statusSaying } from './support/api-network';
import { expect, test } from './support/fixtures';
import { operatorBrowser } from './support/operators';
import { onboardedPlayer } from './support/players';

const SHOT_SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
];

/** Full-page screenshots at a phone's and an office screen's width, under test-results/screens. */
async function shoot(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const size of SHOT_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: path.join(repoRoot, 'test-results/screens', `objection-${name}-${size.name}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** The coins the top bar shows. */
async function balanceOf(page: Page): Promise<number> {
  const text = (await page.getByLabel('Coin balance').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** The board on screen, each cell's tile number, the gap as 0. */
async function boardOnScreen(page: Page): Promise<number[]> {
  const cells = page.getByRole('group', { name: /^Sliding Tiles board/ }).locator(':scope > *');
  await expect(cells).toHaveCount(9);
  await expect(page.getByText(/^Moves: 0/)).toBeVisible({ timeout: 5000 });
  const labels = await cells.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
  return labels.map((label) => (label === 'Gap' ? 0 : Number(label.replace('Tile ', ''))));
}

test('a refused game result is put to a person, and an operator credits it once from the Privacy requests queue', async ({
  page,
  request,
  browser,
  signInAndOpen,
}) => {
  const player = await onboardedPlayer(request, 'objection');
  await signInAndOpen(player, '/games/sliding-tiles');
  await expect(page.getByRole('heading', { level: 1, name: 'Sliding Tiles' })).toBeVisible();
  const before = await balanceOf(page);

  // A script's result: the board solved on screen, but the moves sent as if played 100 ms apart.
  await page.route('**/api/external/v1/games/attempts/submit', async (route) => {
    const body = route.request().postDataJSON() as { attemptId: string; moves: { value: number; at: number }[] };
    const moves = body.moves.map((move, index) => ({ ...move, at: (index + 1) * 100 }));
    await route.continue({ postData: JSON.stringify({ ...body, moves }) });
  });
  await page.getByRole('button', { name: 'Practice' }).click();
  for (const tile of solveSlidingTiles(await boardOnScreen(page))!) {
    await page.getByRole('button', { name: `Tile ${tile}`, exact: true }).click();
    await page.waitForTimeout(300);
  }
  await expect(page.getByText('These moves came faster than anyone can play, so this result earns nothing.')).toBeVisible();
  const ask = page.getByRole('button', { name: 'Ask for a person to review this' });
  await expect(ask).toBeVisible();
  await shoot(page, 'refused-en');
  // The same screen in Sinhala, switched without a reload (the round stays), then back.
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'සිංහල' });
  await expect(page.getByRole('button', { name: 'මෙය පුද්ගලයෙකු විසින් සමාලෝචනය කරන ලෙස ඉල්ලන්න' })).toBeVisible();
  await shoot(page, 'refused-si');
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'English' });

  await ask.click();
  await expect(statusSaying(page, 'Your request was sent. A person will review this result within 30 days.')).toBeVisible();
  await expect(ask).toHaveCount(0);
  await shoot(page, 'sent-en');

  // The operator: Privacy requests, the objections, the player's row; the page survives a reload.
  const office = await operatorBrowser(browser);
  await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Privacy requests' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible();
  await office.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Objection to a game result' });
  await expect(office).toHaveURL(/[?&]kind=objection/);
  await office.reload();
  const row = office.getByRole('row').filter({ hasText: player.email });
  await expect(row).toContainText('Objection to a game result');
  await expect(row).toContainText('Open');
  await shoot(office, 'queue');
  await row.getByRole('link', { name: /Open/ }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Objection to a game result' })).toBeVisible();
  await office.reload();
  const game = office.getByRole('region', { name: 'Game result' });
  await expect(game).toContainText('Sliding Tiles');
  await expect(game).toContainText('Too fast');
  await expect(
    office
      .getByRole('table', { name: /The moves as recorded/ })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  await expect(office.getByRole('table', { name: 'Every step of this request, oldest first' })).toContainText('operator@example.com');
  await shoot(office, 'detail');

  await office.getByRole('button', { name: 'Credit 50 coins' }).dblclick();
  await expect(office.getByText('No actions: this request is decided.')).toBeVisible();
  await expect(office.getByRole('region', { name: 'Game result' })).toContainText('50 coins credited');
  await shoot(office, 'credited');
  await office.context().close();

  // The player's balance moved by the coins, once, without a reload; the games page says why.
  await expect.poll(() => balanceOf(page)).toBe(before + 50);
  await page.goto('/games');
  await expect(page.getByRole('heading', { name: 'Your review requests' })).toBeVisible();
  await expect(page.getByText('Reviewed: 50 coins were added to your balance.')).toBeVisible();
  expect(await balanceOf(page)).toBe(before + 50);
  await shoot(page, 'reviews-en');
  await page.goto('/games?lang=ta');
  await expect(page.getByText('மறுபரிசீலனை செய்யப்பட்டது: 50 நாணயங்கள் உங்கள் இருப்பில் சேர்க்கப்பட்டன.')).toBeVisible();
  await shoot(page, 'reviews-ta');
});

test("a contact message ticked as a privacy request reaches the operators' queue, who mark it done", async ({ page, browser }) => {
  const email = `privacy-contact-${Date.now()}@example.com`;
  await page.goto('/contact');
  await page.getByLabel('First name').fill('Nimal');
  await page.getByLabel('Last name').fill('Perera');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('0771234567');
  await page.getByLabel('Message').fill('Please send me a copy of my data.');
  await page.getByRole('checkbox', { name: /This is a request about my personal data/ }).check();
  await shoot(page, 'contact-en');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
  await page.goto('/contact?lang=ta');
  await expect(page.getByRole('checkbox', { name: /இது எனது தனிப்பட்ட தரவு பற்றிய கோரிக்கை/ })).toBeVisible();
  await shoot(page, 'contact-ta');

  const office = await operatorBrowser(browser);
  await office.goto('/operator/privacy-requests?kind=contact');
  const row = office.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Contact-form request');
  await row.getByRole('link', { name: /Open/ }).click();
  await expect(office.getByRole('region', { name: 'Request', exact: true })).toContainText('Please send me a copy of my data.');
  await office.getByRole('button', { name: 'Mark done' }).click();
  const dialog = office.getByRole('dialog');
  await dialog.getByLabel('What was done (kept in the audit trail)').fill('Sent the archive link by e-mail.');
  await dialog.getByRole('button', { name: 'Mark done' }).click();
  await expect(office.getByText('No actions: this request is decided.')).toBeVisible();
  await expect(office.getByRole('table', { name: 'Every step of this request, oldest first' })).toContainText(
    'Sent the archive link by e-mail.',
  );
  await shoot(office, 'contact-done');
  await office.context().close();
});
