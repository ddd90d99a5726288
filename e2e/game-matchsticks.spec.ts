/**
 * Matchsticks (ADR 064): a strategy game against the computer, won through the keyboard alone and
 * paid once; a forged result sent to the API is refused and pays nothing.
 */
import type { Page } from '@playwright/test';
import { gameEndpoints } from 'contract/game-endpoints';
import { gameMessages, winningTakes, type MatchsticksDeal } from 'contract/games';
import { expect, test } from './support/fixtures';
import { statusSaying } from './support/api-network';
import { accessToken } from './support/identity';
import { createVerifiedPlayer, onboardedPlayer } from './support/players';
import { captureScreens } from './support/screens';
import { loadStackState } from './support/stack-state';

const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
];

/** A person looks before taking: comfortably slower than the least pace the server accepts (700 ms a move on average). */
const THINKING_MS = 900;

const board = (page: Page) => page.getByRole('group', { name: /^Matchsticks board/ });

/** The sticks in each row as the page shows them. */
async function rowsOnScreen(page: Page): Promise<number[]> {
  const rows = board(page).getByRole('group');
  const count = await rows.count();
  const sticks: number[] = [];
  for (let index = 0; index < count; index += 1) sticks.push(await rows.nth(index).getByRole('button').count());
  return sticks;
}

/** The row and count the Take button says are chosen now. */
async function chosen(page: Page): Promise<{ row: number; count: number }> {
  const text = (await page.getByRole('button', { name: /^Take \d+ from row \d+$/ }).textContent())!;
  const [count, row] = text.match(/\d+/g)!.map(Number);
  return { row: row!, count: count! };
}

/** Plays the game to the end by the keys alone, keeping the nim-sum at 0 after each take. */
async function winByKeyboard(page: Page): Promise<void> {
  const yourTurn = page.getByRole('status').filter({ hasText: /Your turn\.$/ });
  for (let turn = 0; turn < 40; turn += 1) {
    await expect(yourTurn).toBeVisible();
    const rows = await rowsOnScreen(page);
    const take = winningTakes(rows)[0]!;
    while ((await chosen(page)).row !== take.row) await page.keyboard.press((await chosen(page)).row < take.row ? 'ArrowDown' : 'ArrowUp');
    await page.keyboard.press(String(take.count));
    await expect(page.getByRole('button', { name: `Take ${take.count} from row ${take.row}` })).toBeVisible();
    await page.waitForTimeout(THINKING_MS);
    await page.keyboard.press('Enter');
    const left = rows.reduce((sum, sticks) => sum + sticks, 0) - take.count;
    if (left === 0) return;
    // The computer's reply is on the board once fewer sticks are left than the take left.
    await expect.poll(async () => (await rowsOnScreen(page)).reduce((sum, sticks) => sum + sticks, 0)).toBeLessThan(left);
    if (turn === 0) await captureScreens(page, 'game-matchsticks-reply', SIZES);
  }
  throw new Error('The game did not end.');
}

test('Matchsticks is won against the computer through the keyboard alone, and paid once', async ({ page, request, signInAndOpen }) => {
  const player = await onboardedPlayer(request, 'sticks');
  await signInAndOpen(player, '/games/matchsticks');
  await expect(page.getByRole('heading', { level: 1, name: 'Matchsticks' })).toBeVisible();
  let submitted: string | null = null;
  page.on('request', (sent) => {
    if (sent.url().endsWith(gameEndpoints.submitAttempt.path)) submitted = sent.postData();
  });

  // As by the Tab key: the daily challenge's button, then Enter; the board takes the focus when dealt.
  await page.getByRole('button', { name: "Play today's challenge" }).focus();
  await page.keyboard.press('Enter');
  await expect(board(page)).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Your turn\.$/ })).toBeVisible();
  await captureScreens(page, 'game-matchsticks', [...SIZES, { name: '360', width: 360, height: 740 }]);
  // Readable on the narrowest phone: nothing runs off the side.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize(viewport);
  await winByKeyboard(page);

  await expect(statusSaying(page, 'You won 50 coins!')).toBeVisible();
  await expect(page.getByLabel('Coin balance')).toHaveText('50 coins');
  await captureScreens(page, 'game-matchsticks-won', SIZES);

  // The same moves sent again (an answer lost on the way): the same judgement, nothing paid twice.
  await expect.poll(() => submitted).not.toBeNull();
  const { apiUrl } = loadStackState();
  const headers = { authorization: `Bearer ${await accessToken(request, player.email, player.password)}` };
  const again = await request.post(`${apiUrl}${gameEndpoints.submitAttempt.path}`, { headers, data: JSON.parse(submitted!) });
  expect(again.status()).toBe(200);
  const profile = await request.get(`${apiUrl}/api/external/v1/profile?uuid=${player.uuid}`, { headers });
  expect((await profile.json()).content.actualUsableCoins).toBe(50);

  // In Sinhala, a practice game: the board in the player's language.
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'සිංහල' });
  await page.getByRole('button', { name: 'පුහුණු ක්‍රීඩාවක් ක්‍රීඩා කරන්න' }).click();
  await expect(page.getByRole('group', { name: /^ගිනිකූරු පුවරුව/ })).toBeFocused();
  await expect(page.getByText('ඔබේ වාරය.')).toBeVisible();
  await captureScreens(page, 'game-matchsticks-si', SIZES);
});

test('a forged Matchsticks result sent to the API is refused and pays nothing', async ({ request }) => {
  const player = await createVerifiedPlayer(request, 'sticks-forger');
  const { apiUrl } = loadStackState();
  const headers = { authorization: `Bearer ${await accessToken(request, player.email, player.password)}` };
  const deal = async (mode: 'daily' | 'practice') => {
    const started = await request.post(`${apiUrl}${gameEndpoints.startAttempt.path}`, { headers, data: { gameId: 'matchsticks', mode } });
    expect(started.status()).toBe(200);
    return (await started.json()).content as { attemptId: string; deal: MatchsticksDeal };
  };
  const submit = (attemptId: string, values: number[]) =>
    request.post(`${apiUrl}${gameEndpoints.submitAttempt.path}`, {
      headers,
      data: { attemptId, moves: values.map((value, index) => ({ value, at: 2_000 + index * 1_000 })) },
    });

  // Every stick on the table taken from the first row at once: a win in one move.
  const daily = await deal('daily');
  const forged = await submit(daily.attemptId, [100 + daily.deal.rows.reduce((sum, sticks) => sum + sticks, 0)]);
  expect(forged.status()).toBe(422);
  expect((await forged.json()).message).toBe(gameMessages.refusals['impossible-move']);

  // The first right take, claimed as the whole game.
  const practice = await deal('practice');
  const take = winningTakes(practice.deal.rows)[0]!;
  const unfinished = await submit(practice.attemptId, [take.row * 100 + take.count]);
  expect(unfinished.status()).toBe(422);
  expect((await unfinished.json()).message).toBe(gameMessages.refusals.unsolved);

  const profile = await request.get(`${apiUrl}/api/external/v1/profile?uuid=${player.uuid}`, { headers });
  expect((await profile.json()).content.actualUsableCoins).toBe(0);
});
