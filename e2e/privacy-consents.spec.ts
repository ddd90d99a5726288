/**
 * The consents a player controls (issue 38, ADR 057): a player who won today's challenge is on the
 * daily leaderboard by name and avatar; in /account/privacy they turn off "Show my name on
 * leaderboards", and the leaderboard shows them as "Player" with the neutral avatar — on their own
 * screen and in what the API sends another player, where the name no longer travels at all.
 * The privacy section is captured at 390 and 1280 px in English and Sinhala, axe clean.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { endpoints } from 'contract/endpoints';
import { gameEndpoints } from 'contract/game-endpoints';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/a11y';
import { statusSaying } from './support/api-network';
import { winDailySlidingTiles } from './support/coins';
import { accessToken } from './support/identity';
import { createVerifiedPlayer, type TestPlayer } from './support/players';
import { captureScreens } from './support/screens';
import { loadStackState } from './support/stack-state';

const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
];

/** A verified player with an avatar and a favourite, named uniquely (letters only: the time's digits as a to j). */
async function namedPlayer(request: APIRequestContext, firstName: string): Promise<TestPlayer> {
  const unique = [...String(Date.now())].map((digit) => String.fromCharCode(97 + Number(digit))).join('');
  const player = await createVerifiedPlayer(request, 'consents', { firstName: `${firstName}${unique.slice(-6)}`, lastName: 'Perera' });
  const token = await accessToken(request, player.email, player.password);
  const response = await request.put(`${loadStackState().apiUrl}${endpoints.updateProfile.path}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { uuid: player.uuid, firstName: player.firstName, lastName: player.lastName, avatarImageId: 1, gameCategoryIds: [1] },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return player;
}

/** Today's Sliding Tiles leaderboard as the API sends it to `viewer`: the raw JSON text. */
async function leaderboardJson(request: APIRequestContext, viewer: TestPlayer): Promise<string> {
  const token = await accessToken(request, viewer.email, viewer.password);
  const response = await request.get(`${loadStackState().apiUrl}${gameEndpoints.getLeaderboard.path}?gameId=sliding-tiles`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return response.text();
}

const ownRow = (page: Page) => page.getByRole('region', { name: "Today's leaderboard" }).getByRole('row').filter({ hasText: 'You' });

test('a winner turns off their name on leaderboards and the daily leaderboard shows them as "Player"', async ({
  page,
  request,
  signInAndOpen,
}) => {
  test.setTimeout(120_000);
  const player = await namedPlayer(request, 'Dilani');
  const viewer = await namedPlayer(request, 'Kasun');
  await winDailySlidingTiles(request, player);

  await signInAndOpen(player, '/games/sliding-tiles');
  await expect(ownRow(page)).toContainText(player.firstName);
  await expect(ownRow(page).getByRole('img', { name: new RegExp(player.firstName) })).toHaveAttribute('src', /\/avatars\//);
  expect(await leaderboardJson(request, viewer)).toContain(player.firstName);

  await page.goto('/account/privacy');
  await expect(page.getByRole('heading', { name: 'Your privacy' })).toBeVisible();
  const showName = page.getByRole('switch', { name: 'Show my name on leaderboards' });
  await expect(showName).toBeChecked();
  await expect(page.getByRole('switch', { name: 'News and offers by e-mail' })).not.toBeChecked();
  await showName.press('Space');
  await expect(statusSaying(page, 'Saved: leaderboards show you as “Player”.')).toBeVisible();
  await expect(showName).not.toBeChecked();
  await expectAccessible(page, 'account privacy, English');
  await captureScreens(page, 'privacy-consents-en', SIZES);

  // Read again from the server: the choice held.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show my name on leaderboards' })).not.toBeChecked();

  await page.goto('/games/sliding-tiles');
  await expect(ownRow(page)).toContainText('Player');
  await expect(ownRow(page)).not.toContainText(player.firstName);
  // The neutral avatar: an initial, no image of theirs.
  await expect(ownRow(page).locator('img')).toHaveCount(0);
  await captureScreens(page, 'privacy-consents-leaderboard', SIZES);
  const seenByAnother = await leaderboardJson(request, viewer);
  expect(seenByAnother).not.toContain(player.firstName);
  expect(JSON.parse(seenByAnother).content.entries).toContainEqual(
    expect.objectContaining({ firstName: 'Player', avatarUrl: null, anonymous: true, you: false }),
  );

  // The section in Sinhala, as a Sinhala reader sees it.
  await page.goto('/account/privacy?lang=si');
  await expect(page.getByRole('switch', { name: 'ප්‍රමුඛ පුවරුවල මගේ නම පෙන්වන්න' })).not.toBeChecked();
  await expectAccessible(page, 'account privacy, Sinhala');
  await captureScreens(page, 'privacy-consents-si', SIZES);
  // "Player" in the page's language on the leaderboard.
  await page.goto('/games/sliding-tiles');
  const ownRowInSinhala = page.getByRole('region', { name: 'අද ප්‍රමුඛ පුවරුව' }).getByRole('row').filter({ hasText: 'ඔබ' });
  await expect(ownRowInSinhala).toContainText('ක්‍රීඩකයා');
  await captureScreens(page, 'privacy-consents-leaderboard-si', SIZES);
});
