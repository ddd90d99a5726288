/**
 * Lights Out (ADR 066) in the browser: a player reads the lights on the page, turns them all off in
 * the fewest presses with clicks and then the keyboard alone at a human pace, and is paid once; a
 * forged result sent to the API is refused (422) and pays nothing.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { gameEndpoints } from 'contract/game-endpoints';
import { fewestPresses, LIGHTS_OUT_SIZE, type Lights, type LightsOutDeal } from 'contract/games';
import { expect, test } from './support/fixtures';
import { statusSaying } from './support/api-network';
import { accessToken } from './support/identity';
import { createVerifiedPlayer, onboardedPlayer } from './support/players';
import { loadStackState } from './support/stack-state';

/** More than the least average pace (300 ms) between two presses. */
const THINKING_MS = 450;
const SHOTS = process.env.SHOTS_DIR ?? path.join(process.cwd(), 'test-results/screens');

const board = (page: Page) => page.getByRole('group', { name: /Lights Out board|පහන් නිවන්න/ });

/** The lights as the page names them ('Light 7, on'), in reading order. */
async function lightsOnScreen(page: Page): Promise<Lights> {
  const lights = board(page).getByRole('button');
  await expect(lights).toHaveCount(LIGHTS_OUT_SIZE * LIGHTS_OUT_SIZE);
  const names = await lights.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
  return names.map((name) => name.endsWith(', on'));
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: path.join(SHOTS, `lights-out-${name}-${width}.png`), fullPage: true });
  }
}

test("a player turns today's Lights Out dark in the fewest presses, by clicks then keys alone, and is paid once", async ({
  page,
  request,
  signIn,
}) => {
  const player = await onboardedPlayer(request, 'lights');
  await signIn(player);
  await expect(page).not.toHaveURL(/\/signin$/);
  await page.goto('/games/lights-out');
  await expect(page.getByRole('heading', { level: 1, name: 'Lights Out' })).toBeVisible();
  await page.getByRole('button', { name: "Play today's challenge" }).click();
  const lights = await lightsOnScreen(page);
  const presses = fewestPresses(lights)!;
  expect(presses.length).toBeGreaterThanOrEqual(6);
  await expect(page.getByText(/^Moves: 0/)).toBeVisible({ timeout: 5_000 });
  await shoot(page, 'en');

  const half = Math.ceil(presses.length / 2);
  let focused = -1;
  for (const [index, cell] of presses.entries()) {
    if (index < half) {
      // By clicks (a click focuses the light it pressed).
      await board(page).getByRole('button').nth(cell).click();
    } else {
      // By keys alone: arrows from the focused light to the next, then Enter or Space.
      const [rows, columns] = [Math.floor(cell / 5) - Math.floor(focused / 5), (cell % 5) - (focused % 5)];
      for (let step = 0; step < Math.abs(rows); step += 1) await page.keyboard.press(rows > 0 ? 'ArrowDown' : 'ArrowUp');
      for (let step = 0; step < Math.abs(columns); step += 1) await page.keyboard.press(columns > 0 ? 'ArrowRight' : 'ArrowLeft');
      await expect(board(page).getByRole('button').nth(cell)).toBeFocused();
      await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
    }
    focused = cell;
    if (index < presses.length - 1) {
      await expect(page.getByText(new RegExp(`^Moves: ${index + 1}$`))).toBeVisible();
      await page.waitForTimeout(THINKING_MS);
    }
  }
  await expect(statusSaying(page, 'You won 50 coins!')).toBeVisible();
  await expect(page.getByLabel('Coin balance')).toHaveText('50 coins');
  await page.screenshot({ path: path.join(SHOTS, 'lights-out-en-won-1280.png'), fullPage: true });

  // A practice game in Sinhala: the board and its words in that language.
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'සිංහල' });
  await page.getByRole('button', { name: 'පුහුණු ක්‍රීඩාවක් ක්‍රීඩා කරන්න' }).click();
  await expect(board(page).getByRole('button', { name: /^පහන 1, / })).toBeVisible();
  await expect(page.getByText(/^දැල්වී ඇති පහන්: \d+$/)).toBeVisible();
  await shoot(page, 'si');
  // Readable at a phone's width: nothing wider than the screen, each light at least 44 px.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = (await board(page).getByRole('button').first().boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
});

test('a forged Lights Out result sent straight to the API is refused (422) and pays nothing', async ({ request }) => {
  const player = await createVerifiedPlayer(request, 'lights-forger');
  const headers = { authorization: `Bearer ${await accessToken(request, player.email, player.password)}` };
  const { apiUrl } = loadStackState();
  const start = (mode: 'daily' | 'practice') =>
    request.post(`${apiUrl}${gameEndpoints.startAttempt.path}`, { headers, data: { gameId: 'lights-out', mode } });
  const submit = (attemptId: string, moves: { value: number; at: number }[]) =>
    request.post(`${apiUrl}${gameEndpoints.submitAttempt.path}`, { headers, data: { attemptId, moves } });

  const started = await start('daily');
  expect(started.status()).toBe(200);
  const { attemptId, deal } = (await started.json()).content as { attemptId: string; deal: LightsOutDeal };
  // The fewest presses, claimed at a human pace, sent the moment the board was dealt.
  const moves = fewestPresses(deal.lights)!.map((value, index) => ({ value, at: 1_300 + index * 400 }));
  const forged = await submit(attemptId, moves);
  expect(forged.status()).toBe(422);
  expect((await forged.json()).message).toBe('These moves came faster than anyone can play, so this result earns nothing.');

  // A practice board claimed dark with a press of a light it does not have (the 26th).
  const practice = (await (await start('practice')).json()).content as { attemptId: string; deal: LightsOutDeal };
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const presses = [25, ...fewestPresses(practice.deal.lights)!].map((value, index) => ({ value, at: 1_300 + index * 100 }));
  const impossible = await submit(practice.attemptId, presses);
  expect(impossible.status()).toBe(422);
  expect((await impossible.json()).message).toBe('One of these moves is not possible in this game, so this result earns nothing.');

  const profile = await request.get(`${apiUrl}/api/external/v1/profile?uuid=${player.uuid}`, { headers });
  expect((await profile.json()).content.actualUsableCoins).toBe(0);
});
