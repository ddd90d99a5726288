/**
 * Unscramble (ADR 067) in the browser: a player wins today's challenge by typing the words at a
 * human pace, is paid once (the same submission again pays nothing), the deal on the wire holds the
 * first word's tiles only, the board fits a 360 px phone, and a forged play sent to the API is
 * refused (422) and pays nothing.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { AnsweredMove, DealtAttempt } from 'contract/game-endpoints';
import { gameEndpoints } from 'contract/game-endpoints';
import { gameMessages, UNSCRAMBLE_WORDS, type UnscrambleView } from 'contract/games';
import { statusSaying } from './support/api-network';
import { expect, test } from './support/fixtures';
import { accessToken } from './support/identity';
import { onboardedPlayer } from './support/players';
import { loadStackState } from './support/stack-state';

/** Comfortably slower than the least pace the server accepts (800 ms to read a word, 250 ms a letter on average). */
const HUMAN_PAUSE_MS = { firstLetter: 1_200, letter: 320 };
const SHOTS = '/work/shots-word';

const sorted = (letters: Iterable<string>) => [...letters].sort().join('');

/** The current word's tiles as the page shows them (labelled 'Letter A', in Sinhala 'අකුර A'). */
async function tilesOnScreen(page: Page): Promise<string[]> {
  const tiles = page.getByRole('button', { name: /^(Letter|අකුර) [A-Z]/ });
  return tiles.evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const width of [360, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** Every leaf value of a JSON answer, field names left out. */
function valuesIn(answer: unknown): unknown[] {
  return answer !== null && typeof answer === 'object' ? Object.values(answer).flatMap(valuesIn) : [answer];
}

test("a player wins today's Unscramble by typing the words, is paid once, and the deal shows the first word only", async ({
  page,
  request,
  signInAndOpen,
}) => {
  const player = await onboardedPlayer(request, 'unscramble');
  await signInAndOpen(player, '/games/unscramble');
  await expect(page.getByRole('heading', { level: 1, name: 'Unscramble' })).toBeVisible();

  const dealing = page.waitForResponse((response) => response.url().endsWith(gameEndpoints.startAttempt.path));
  const replies: AnsweredMove[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(gameEndpoints.answerMove.path) && response.ok())
      void response.json().then((body: { content: AnsweredMove }) => replies.push(body.content));
  });
  await page.getByRole('button', { name: "Play today's challenge" }).click();
  const dealtBody = await (await dealing).text();
  const attempt = (JSON.parse(dealtBody) as { content: DealtAttempt }).content;
  const dealt = attempt.deal as UnscrambleView;
  await expect(page.getByText('Word 1 of 8')).toBeVisible();
  await expect(page.getByRole('group', { name: /^Unscramble:/ })).toBeFocused();
  await shoot(page, 'unscramble-en');

  // A 360 px phone: no sideways scroll, every tile a finger's size.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const box of await page
    .getByRole('button', { name: /^Letter / })
    .evaluateAll((tiles) => tiles.map((tile) => tile.getBoundingClientRect())))
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.waitForTimeout(HUMAN_PAUSE_MS.firstLetter);
  for (let place = 1; place <= 8; place++) {
    await expect(page.getByText(`Word ${place} of 8`)).toBeVisible();
    // Mid-game: the words done so far listed under the board.
    if (place === 3) await shoot(page, 'unscramble-en-playing');
    const tiles = await tilesOnScreen(page);
    const word = UNSCRAMBLE_WORDS.find((listed) => sorted(listed) === sorted(tiles))!;
    for (const letter of word) {
      await page.keyboard.press(letter);
      await page.waitForTimeout(HUMAN_PAUSE_MS.letter);
    }
  }
  await expect(statusSaying(page, 'You won 50 coins!')).toBeVisible();
  await expect(page.getByLabel('Coin balance')).toHaveText('50 coins');

  // On the wire: the deal held the first word's tiles and nothing of the seven others.
  const words = replies.find((reply) => reply.finished)!.deal as UnscrambleView;
  const answers = words.judged.map((judged) => judged.answer);
  expect(answers).toHaveLength(8);
  expect(dealt).toEqual({ kind: 'unscramble', count: 8, judged: [], current: { tiles: expect.any(Array), picked: [] } });
  expect(sorted(dealt.current!.tiles)).toBe(sorted(answers[0]!));
  // Among the deal's values, not its field names: a word may be "count" (as on 2026-12-01).
  const dealtValues = valuesIn(JSON.parse(dealtBody));
  for (const answer of answers) expect(dealtValues).not.toContain(answer);
  expect(dealtBody).not.toMatch(/seed/i);

  // The same submission again (its answer lost) is the same result and pays nothing more.
  const { apiUrl } = loadStackState();
  const headers = { authorization: `Bearer ${await accessToken(request, player.email, player.password)}` };
  const again = await request.post(`${apiUrl}${gameEndpoints.submitAttempt.path}`, {
    headers,
    data: { attemptId: attempt.attemptId, moves: [] },
  });
  expect(again.status()).toBe(200);
  expect((await again.json()).content).toMatchObject({ won: true, correct: 8, coinsEarned: 50 });
  const profile = await request.get(`${apiUrl}/api/external/v1/profile?uuid=${player.uuid}`, { headers });
  expect((await profile.json()).content.actualUsableCoins).toBe(50);

  // In Sinhala, a practice round: the rules and the board in the player's language, the words English.
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'සිංහල' });
  await page.getByRole('button', { name: 'පුහුණු ක්‍රීඩාවක් ක්‍රීඩා කරන්න' }).click();
  await expect(page.getByText('වචනය 1 / 8')).toBeVisible();
  await page.waitForTimeout(HUMAN_PAUSE_MS.firstLetter);
  const [firstTile] = await tilesOnScreen(page);
  await page.keyboard.press(firstTile!);
  await expect(page.getByRole('button', { name: 'වචනය නැවත අරඹන්න' })).toBeEnabled();
  await shoot(page, 'unscramble-si');
});

test('a forged Unscramble play sent to the API is refused and pays nothing', async ({ request }) => {
  const player = await onboardedPlayer(request, 'unscramble-forged');
  const { apiUrl } = loadStackState();
  const headers = { authorization: `Bearer ${await accessToken(request, player.email, player.password)}` };
  const started = await request.post(`${apiUrl}${gameEndpoints.startAttempt.path}`, {
    headers,
    data: { gameId: 'unscramble', mode: 'practice' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { attemptId } = (await started.json()).content as DealtAttempt;

  // A tile that is not there (a word has 6 at most), after a human's reading time.
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  const forged = await request.post(`${apiUrl}${gameEndpoints.answerMove.path}`, { headers, data: { attemptId, index: 0, value: 7 } });
  expect(forged.ok()).toBe(true);
  // The submission claims a win; the server judges the moves it recorded.
  const moves = Array.from({ length: 44 }, (_, index) => ({ value: index % 6, at: 1_000 + index * 400 }));
  const judged = await request.post(`${apiUrl}${gameEndpoints.submitAttempt.path}`, { headers, data: { attemptId, moves } });
  expect(judged.status()).toBe(422);
  expect((await judged.json()).message).toBe(gameMessages.refusals['impossible-move']);
  const profile = await request.get(`${apiUrl}/api/external/v1/profile?uuid=${player.uuid}`, { headers });
  expect((await profile.json()).content.actualUsableCoins).toBe(0);
});

test('on a slow network, letters typed before the replies come are all taken, and the server does not find them too fast', async ({
  page,
  request,
  signInAndOpen,
}) => {
  const player = await onboardedPlayer(request, 'unscramble-slow');
  await signInAndOpen(player, '/games/unscramble');
  // The first letter's request is held on the way to the server (a slow uplink) until the whole word is typed, the others go at
  // once: the letters typed meanwhile queue, and the next goes as soon as the reply comes, so nothing but the browser's pacing
  // keeps it from reaching the server sooner after the first than a human could have played (which refuses the whole attempt).
  let releaseFirst!: () => void;
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  let requests = 0;
  await page.route(`**${gameEndpoints.answerMove.path}`, async (route) => {
    requests += 1;
    if (requests === 1) await firstHeld;
    await route.continue();
  });
  const replies: { status: number; index: number }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(gameEndpoints.answerMove.path))
      replies.push({ status: response.status(), index: (response.request().postDataJSON() as { index: number }).index });
  });
  await page.getByRole('button', { name: 'Practice', exact: true }).click();
  await expect(page.getByText('Word 1 of 8')).toBeVisible();
  await page.waitForTimeout(HUMAN_PAUSE_MS.firstLetter);
  const tiles = await tilesOnScreen(page);
  const word = UNSCRAMBLE_WORDS.find((listed) => sorted(listed) === sorted(tiles))!;
  for (const letter of word) {
    await page.keyboard.press(letter);
    await page.waitForTimeout(HUMAN_PAUSE_MS.letter);
  }
  // Typed while the first was on its way: the word is whole on the screen at once, and only the first has left.
  await expect(page.getByLabel(`Your word so far: ${word}`)).toBeVisible();
  expect(requests).toBe(1);
  releaseFirst();

  await expect(page.getByText('Word 2 of 8')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Words done' })).toContainText(`${word}: right`);
  expect(replies).toEqual([...word].map((_, index) => ({ status: 200, index })));
});
