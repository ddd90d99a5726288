/**
 * Mini Golf (ADR 068) in the browser: a player reads the course on the page, putts it into the
 * hole in par with clicks and keys at a human pace and is paid once; a forged round sent to the
 * API is refused (422) and pays nothing.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { gameEndpoints } from 'contract/game-endpoints';
import { fewestStrokes, MINI_GOLF_SIZE, type MiniGolfDeal } from 'contract/games';
import { repoRoot } from '../scripts/lib/stack';
import { expect, test } from './support/fixtures';
import { statusSaying } from './support/api-network';
import { accessToken } from './support/identity';
import { createVerifiedPlayer, onboardedPlayer } from './support/players';
import { loadStackState } from './support/stack-state';

const DIRECTION_NAMES = ['Up', 'Up right', 'Right', 'Down right', 'Down', 'Down left', 'Left', 'Up left'];
/** More than the least average pace (900 ms) between two strokes, as a player takes to aim. */
const AIMING_MS = 1_200;
const SHOTS = path.join(repoRoot, 'test-results/screens');

/** The course as the page tells it, row by row in words ('grass + ball', 'wall', ...), with its par. */
async function courseOnScreen(page: Page): Promise<MiniGolfDeal> {
  const board = page.getByRole('group', { name: /Mini Golf course/ });
  await expect(board.locator('ol > li')).toHaveCount(MINI_GOLF_SIZE, { timeout: 10_000 });
  const rows = await board.locator('ol > li').allTextContents();
  let [tee, hole] = [-1, -1];
  const cells = rows.flatMap((row, y) =>
    row
      .replace(/^Row \d+: /, '')
      .split(', ')
      .map((words, x) => {
        if (words.includes('ball')) tee = y * MINI_GOLF_SIZE + x;
        if (words.includes('hole')) hole = y * MINI_GOLF_SIZE + x;
        return words.startsWith('wall') ? '#' : words.startsWith('water') ? '~' : words.startsWith('sand') ? ':' : '.';
      }),
  );
  const par = Number((await page.getByText(/^Par \d$/).textContent())!.replace('Par ', ''));
  return { kind: 'mini-golf', size: MINI_GOLF_SIZE, course: cells.join(''), tee, hole, par };
}

test("a player putts today's Mini Golf into the hole in par, by clicks and keys, and is paid once", async ({ page, request, signIn }) => {
  const player = await onboardedPlayer(request, 'golfer');
  await signIn(player);
  await expect(page).not.toHaveURL(/\/signin$/);
  await page.goto('/games/mini-golf');
  await expect(page.getByRole('heading', { level: 1, name: 'Mini Golf' })).toBeVisible();
  await page.getByRole('button', { name: "Play today's challenge" }).click();
  const course = await courseOnScreen(page);
  const strokes = fewestStrokes(course, course.tee)!;
  expect(strokes).toHaveLength(course.par);
  await expect(page.getByText(/^Strokes: 0 of \d$/)).toBeVisible({ timeout: 5_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, 'mini-golf-en-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, 'mini-golf-en-1280.png'), fullPage: true });

  for (const [index, value] of strokes.entries()) {
    const [direction, power] = [Math.floor(value / 10), value % 10];
    if (index % 2 === 0) {
      // By clicks: the arrow, the power, Putt.
      await page.getByRole('button', { name: DIRECTION_NAMES[direction], exact: true }).click();
      await page
        .getByRole('group', { name: 'Power' })
        .getByRole('button', { name: String(power), exact: true })
        .click();
      await page.getByRole('button', { name: 'Putt' }).click();
    } else {
      // By keys alone: the board takes them; Right turns the aim clockwise, a digit sets the power.
      const board = page.getByRole('group', { name: /Mini Golf course/ });
      await board.focus();
      const now = Number(
        await page
          .locator('[aria-pressed="true"][aria-label]')
          .first()
          .evaluate((element) => element.getAttribute('aria-label'))
          .then((name) => DIRECTION_NAMES.indexOf(name!)),
      );
      for (let turn = 0; turn < (direction - now + 8) % 8; turn += 1) await page.keyboard.press('ArrowRight');
      await page.keyboard.press(String(power));
      await page.keyboard.press('Enter');
    }
    // The last stroke holes the ball: the board gives way to the result as soon as the roll ends and the
    // round is judged, which on a quick server may be sooner than a look at the count (the CI run missed it so).
    if (index < strokes.length - 1) {
      await expect(page.getByText(new RegExp(`^Strokes: ${index + 1} of`))).toBeVisible();
      await page.waitForTimeout(AIMING_MS);
    }
  }
  await expect(statusSaying(page, 'You won 50 coins!')).toBeVisible();
  // Every stroke counted, the holing one too.
  await expect(
    page
      .getByRole('term')
      .filter({ hasText: /^Moves$/ })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(String(strokes.length));
  await expect(page.getByLabel('Coin balance')).toHaveText('50 coins');
  await page.screenshot({ path: path.join(SHOTS, 'mini-golf-en-won-1280.png'), fullPage: true });

  // A practice round in Sinhala: the course, its words and controls in that language.
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'සිංහල' });
  await page.getByRole('button', { name: 'පුහුණු ක්‍රීඩාවක් ක්‍රීඩා කරන්න' }).click();
  await expect(page.getByText(/^පාර් \d$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'පහර දෙන්න' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, 'mini-golf-si-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, 'mini-golf-si-1280.png'), fullPage: true });
  // Readable at a phone's width: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const { width } = (await page.getByTestId('mini-golf-course').boundingBox())!;
  expect(width / MINI_GOLF_SIZE).toBeGreaterThanOrEqual(36);
  await page.screenshot({ path: path.join(SHOTS, 'mini-golf-si-360.png'), fullPage: true });
});

test('a forged Mini Golf round sent straight to the API is refused (422) and pays nothing', async ({ request }) => {
  const player = await createVerifiedPlayer(request, 'golf-forger');
  const headers = { authorization: `Bearer ${await accessToken(request, player.email, player.password)}` };
  const { apiUrl } = loadStackState();
  const started = await request.post(`${apiUrl}${gameEndpoints.startAttempt.path}`, {
    headers,
    data: { gameId: 'mini-golf', mode: 'daily' },
  });
  expect(started.status()).toBe(200);
  const { attemptId, deal } = (await started.json()).content as { attemptId: string; deal: MiniGolfDeal };

  // The fewest strokes, claimed a second apart, the first at once: sent the moment the course was dealt.
  const moves = fewestStrokes(deal, deal.tee)!.map((value, index) => ({ value, at: 100 + index * 1_000 }));
  const forged = await request.post(`${apiUrl}${gameEndpoints.submitAttempt.path}`, { headers, data: { attemptId, moves } });
  expect(forged.status()).toBe(422);
  expect((await forged.json()).message).toBe('These moves came faster than anyone can play, so this result earns nothing.');

  // A second course played with a stroke that is none (power 9).
  const practice = await request.post(`${apiUrl}${gameEndpoints.startAttempt.path}`, {
    headers,
    data: { gameId: 'mini-golf', mode: 'practice' },
  });
  const second = (await practice.json()).content as { attemptId: string };
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const impossible = await request.post(`${apiUrl}${gameEndpoints.submitAttempt.path}`, {
    headers,
    data: { attemptId: second.attemptId, moves: [{ value: 29, at: 1_600 }] },
  });
  expect(impossible.status()).toBe(422);

  const profile = await request.get(`${apiUrl}/api/external/v1/profile?uuid=${player.uuid}`, { headers });
  expect((await profile.json()).content.actualUsableCoins).toBe(0);
});
