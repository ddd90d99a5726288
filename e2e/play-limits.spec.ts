/**
 * Responsible play (ADR 061): a player sets a 30-minute daily limit, reaches it (the play recorded
 * by the e2e stack's test clock) and is refused a new game with the message on the game's screen;
 * a player on a 7-day break cannot deal, cannot lift or shorten the break, and still withdraws.
 * Screens captured at 390 and 1280 px, in English and Sinhala.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { onboardedPlayer, playerWithCoins } from './support/players';
import { loadStackState } from './support/stack-state';

const SHOTS = process.env.PLAY_LIMITS_SHOTS ?? '/work/shots-limits';

/** Minutes of play ending now, through the internal listener's test clock (PRIVACY_JOBS_CLOCK_CONTROL). */
async function playedFor(request: APIRequestContext, playerId: string, minutes: number): Promise<void> {
  const response = await request.post(`${loadStackState().internalUrl}/api/internal/v1/play-clock/played`, {
    headers: { 'X-Service-Key': process.env.SERVICE_KEY ?? 'dev-service-key-change-me' },
    data: { playerId, minutes },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a 30-minute daily limit, reached: a new game is refused with the message', async ({ page, request, signInAndOpen }) => {
  const player = await onboardedPlayer(request, 'limits');
  await signInAndOpen(player, '/account/limits');
  const daily = page.getByRole('region', { name: 'Daily play limit' });
  await expect(daily.getByText('You have no daily limit.')).toBeVisible();
  await daily.getByRole('combobox', { name: 'Daily limit' }).selectOption('30');
  await daily.getByRole('button', { name: 'Save my daily limit' }).click();
  await expect(daily.getByText('Your play limits are saved.')).toBeVisible();
  await expect(daily.getByText('Your daily limit: 30 minutes')).toBeVisible();

  await playedFor(request, player.uuid, 31);
  await page.goto('/games/quick-sums');
  await page.getByRole('button', { name: 'Practice' }).click();
  await expect(
    page.getByText('You have reached your daily play limit of 30 minutes. You can play again after midnight (Colombo time).'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your play limits' })).toBeVisible();
  await shoot(page, 'games-limit-reached-en');

  await page.goto('/account/limits');
  await expect(page.getByText('Time played today: 31 minutes')).toBeVisible();
  await shoot(page, 'account-limits-en');
  await page.goto('/account/limits?lang=si');
  await expect(page.getByRole('heading', { name: 'වගකීමෙන් ක්‍රීඩා කරන්න' })).toBeVisible();
  await shoot(page, 'account-limits-si');
});

test('a reality check on the games list after an hour: time and coins today, keep playing or stop', async ({
  page,
  request,
  signInAndOpen,
}) => {
  const player = await onboardedPlayer(request, 'reality');
  await playedFor(request, player.uuid, 61);
  await signInAndOpen(player, '/games');
  const notice = page.getByRole('dialog', { name: 'Reality check' });
  await expect(notice).toContainText('You have played for 1 hour 1 minute today.');
  await shoot(page, 'games-reality-check-en');
  await page.goto('/games?lang=si');
  await expect(page.getByRole('dialog', { name: 'යථාර්ථ පරීක්ෂාව' })).toBeVisible();
  await shoot(page, 'games-reality-check-si');
  await page.getByRole('button', { name: 'දිගටම ක්‍රීඩා කරන්න' }).click();
  await expect(page.getByRole('dialog', { name: 'යථාර්ථ පරීක්ෂාව' })).toBeHidden();
});

test('a 7-day break: no game, it cannot be lifted or shortened, and the coins can still be withdrawn', async ({
  page,
  request,
  signInAndOpen,
}) => {
  const player = await playerWithCoins(request, 12_000, 'break');
  await signInAndOpen(player, '/account/limits');
  const panel = page.getByRole('region', { name: 'Take a break or self-exclude' });
  await panel.getByRole('combobox', { name: 'For how long' }).selectOption('7d');
  await panel.getByRole('button', { name: 'Take this break' }).click();
  await expect(panel.getByText('This cannot be undone. Are you sure?')).toBeVisible();
  await shoot(page, 'account-break-confirm-en');
  await panel.getByRole('button', { name: 'Yes, start my break' }).click();
  await expect(panel.getByRole('note')).toContainText('You are on a break until');
  await expect(panel.getByRole('note')).toContainText('It cannot be shortened or lifted');
  // No way to lift it; a shorter one is refused.
  await expect(panel.getByRole('button', { name: /lift|end my break/i })).toHaveCount(0);
  await panel.getByRole('combobox', { name: 'For how long' }).selectOption('24h');
  await panel.getByRole('button', { name: 'Take this break' }).click();
  await panel.getByRole('button', { name: 'Yes, start my break' }).click();
  await expect(
    panel.getByText('A break or self-exclusion cannot be shortened or lifted before it ends. You can only make it longer.'),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Take a break or self-exclude' }).getByRole('note')).toContainText(
    'You are on a break until',
  );

  await page.goto('/games');
  await expect(page.getByRole('status', { name: 'You are taking a break' })).toContainText('Games and leaderboards are paused until');
  await expect(page.getByRole('link', { name: /Play Quick Sums/ })).toHaveCount(0);
  await shoot(page, 'games-break-en');
  await page.goto('/games/quick-sums');
  await expect(page.getByRole('status', { name: 'You are taking a break' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Practice' })).toHaveCount(0);

  await page.goto('/withdrawal');
  await page.getByRole('button', { name: 'Want to withdraw your prize?' }).click();
  await page.getByLabel('Receiver name').fill('Nimal Perera');
  await page.getByLabel('Receiver email').fill('nimal@example.com');
  await page.getByLabel('Receiver phone').fill('0771234567');
  await page.getByLabel('Receiver country').selectOption('Sri Lanka');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Bank' }).fill('Bank of Ceylon');
  await page.getByLabel('Account number').fill('0012345678');
  await page.getByLabel('Account holder name').fill('Nimal Perera');
  await page.getByLabel('Branch').fill('Kandy');
  await page.getByRole('button', { name: 'LKR 5,000' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Withdrawal Requested' }).getByText('Request Submitted Successfully')).toBeVisible();
  await expect(page.getByLabel('Coin balance')).toHaveText('7,000 coins');
});
