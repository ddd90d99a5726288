/**
 * Peg Solitaire (ADR 063), the board game of issue 39: a new player who chose Board at onboarding
 * finds it first among the games, wins today's challenge with clicks, is paid once (the same moves
 * sent again pay nothing), and forged results sent straight to the API are refused and pay nothing.
 */
import type { Page } from '@playwright/test';
import { gameEndpoints } from 'contract/game-endpoints';
import { games, PEG_HOLES, startingPegs, type Move } from 'contract/games';
import { solvePegSolitaire } from 'contract/peg-solitaire-solver';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/a11y';
import { statusSaying } from './support/api-network';
import { accessToken } from './support/identity';
import { onboardThroughScreens } from './support/onboarding';
import { createVerifiedPlayer } from './support/players';
import { captureScreens } from './support/screens';
import { loadStackState } from './support/stack-state';

/** A phone and a desktop, as issue 39 asks for each new board. */
const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
];
/** Comfortably slower than the least the server accepts (contract/games: the first jump after 1.5 s, 400 ms a jump on average). */
const PAUSE_MS = { first: 1_800, jump: 500 };

const board = (page: Page) => page.getByRole('group', { name: /^Peg Solitaire board/ });
const hole = (page: Page, index: number) => board(page).getByRole('button', { name: new RegExp(`^Hole ${index + 1}:`) });

/** The hole the page shows empty, once the board is dealt and playable. */
async function emptyHoleOnScreen(page: Page): Promise<number> {
  await expect(board(page).getByRole('button')).toHaveCount(PEG_HOLES);
  const labels = await board(page)
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.findIndex((label) => label.includes('empty'));
}

/** Plays the jumps as a person does: a click on the peg, a click on where it lands, at a human pace. */
async function jumpOnScreen(page: Page, values: readonly number[]): Promise<void> {
  await page.waitForTimeout(PAUSE_MS.first);
  for (const value of values) {
    await hole(page, Math.floor(value / 100)).click();
    await hole(page, value % 100).click();
    await page.waitForTimeout(PAUSE_MS.jump);
  }
}

test('a new player who chose Board at onboarding finds Peg Solitaire first, wins it with clicks and is paid once', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(180_000);
  const player = await onboardThroughScreens(page, signIn, { prefix: 'pegs', favourite: 'board' });
  await expect(page.getByLabel('Coin balance')).toHaveText('0 coins');

  await page.getByRole('link', { name: 'Play games' }).click();
  await expect(page).toHaveURL(/\/games$/);
  const firstCard = page.getByRole('article').first();
  await expect(firstCard.getByRole('heading')).toHaveText('Peg Solitaire');
  await expect(firstCard.getByText('Favourite', { exact: true })).toBeVisible();
  await firstCard.getByRole('link', { name: 'Play Peg Solitaire' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Peg Solitaire' })).toBeVisible();
  await page.getByRole('button', { name: "Play today's challenge" }).click();

  const empty = await emptyHoleOnScreen(page);
  const solution =
    solvePegSolitaire(startingPegs({ kind: 'peg-solitaire', empty }), empty) ??
    solvePegSolitaire(startingPegs({ kind: 'peg-solitaire', empty }))!;
  await captureScreens(page, 'peg-solitaire-dealt', SIZES);
  const submission = page.waitForRequest((sent) => sent.url().endsWith(gameEndpoints.submitAttempt.path) && sent.method() === 'POST');
  // Half way, a peg chosen and its landing holes shown.
  await jumpOnScreen(page, solution.slice(0, 6));
  await hole(page, Math.floor(solution[6]! / 100)).click();
  await captureScreens(page, 'peg-solitaire-chosen', SIZES);
  await expectAccessible(page, 'Peg Solitaire with a peg chosen');
  // Readable on the narrowest phone: no sideways scroll, every hole a finger wide.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect((await hole(page, 14).boundingBox())!.width).toBeGreaterThanOrEqual(44);
  await hole(page, solution[6]! % 100).click();
  await jumpOnScreen(page, solution.slice(7));

  await expect(statusSaying(page, `You won ${games['peg-solitaire'].coinsPerWin} coins!`)).toBeVisible();
  await expect(page.getByLabel('Coin balance')).toHaveText('50 coins');
  await captureScreens(page, 'peg-solitaire-won', SIZES);

  // The same moves sent again (as if the answer were lost): the same result, nothing paid twice.
  const sent = (await submission).postDataJSON() as { attemptId: string; moves: Move[] };
  expect(sent.moves).toHaveLength(13);
  const { apiUrl } = loadStackState();
  const headers = { authorization: `Bearer ${await accessToken(request, player.email, player.password)}` };
  const again = await request.post(`${apiUrl}${gameEndpoints.submitAttempt.path}`, { headers, data: sent });
  expect(again.status()).toBe(200);
  expect((await again.json()).content).toMatchObject({ won: true, balance: 50 });

  // One payment in the ledger, as the coin history reads it.
  await page.goto('/account/coins');
  const rows = page.getByRole('row').filter({ hasText: "Peg Solitaire: today's challenge" });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('50');
  await expect(page.getByLabel('Coin balance')).toHaveText('50 coins');

  // In Sinhala, a practice round: the board and its words.
  await page.goto('/games/peg-solitaire');
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'සිංහල' });
  await page.getByRole('button', { name: 'පුහුණුව' }).click();
  await expect(board(page).or(page.getByRole('group', { name: /පුවරුව/ }))).toBeVisible();
  await page.waitForTimeout(PAUSE_MS.first);
  await captureScreens(page, 'peg-solitaire-si', SIZES);
});

test('forged Peg Solitaire results sent straight to the API are refused and pay nothing', async ({ request }) => {
  const player = await createVerifiedPlayer(request, 'peg-forger');
  const { apiUrl } = loadStackState();
  const headers = { authorization: `Bearer ${await accessToken(request, player.email, player.password)}` };
  const deal = async () => {
    const started = await request.post(`${apiUrl}${gameEndpoints.startAttempt.path}`, {
      headers,
      data: { gameId: 'peg-solitaire', mode: 'practice' },
    });
    expect(started.status()).toBe(200);
    return (await started.json()).content as { attemptId: string; deal: { kind: 'peg-solitaire'; empty: number } };
  };
  const submit = (attemptId: string, values: readonly number[], every = 500) =>
    request.post(`${apiUrl}${gameEndpoints.submitAttempt.path}`, {
      headers,
      data: { attemptId, moves: values.map((value, index) => ({ value, at: 2_000 + index * every })) },
    });

  // The right jumps, claimed at a human pace but sent the moment the board was dealt.
  const first = await deal();
  const solution = solvePegSolitaire(startingPegs(first.deal))!;
  const tooFast = await submit(first.attemptId, solution);
  expect([tooFast.status(), (await tooFast.json()).message]).toEqual([
    422,
    'These moves came faster than anyone can play, so this result earns nothing.',
  ]);

  // A jump into a hole past the board's 15.
  const second = await deal();
  const forged = await submit(second.attemptId, [...solvePegSolitaire(startingPegs(second.deal))!.slice(0, 12), 1_415]);
  expect([forged.status(), (await forged.json()).message]).toEqual([
    422,
    'One of these moves is not possible in this game, so this result earns nothing.',
  ]);

  // Five jumps claimed as a finished game, with jumps still open.
  const third = await deal();
  const unfinished = await submit(third.attemptId, solvePegSolitaire(startingPegs(third.deal))!.slice(0, 5));
  expect(unfinished.status()).toBe(422);

  const profile = await request.get(`${apiUrl}/api/external/v1/profile?uuid=${player.uuid}`, { headers });
  expect((await profile.json()).content.actualUsableCoins).toBe(0);
});
