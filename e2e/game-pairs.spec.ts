/**
 * Pairs (ADR 065), a game with hidden information: a player wins it in the browser by remembering
 * the cards, and is paid once; on the wire the deal holds no face and each reply only the faces of
 * the cards turned so far; a forged result sent to the API is refused and pays nothing.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { gameEndpoints } from 'contract/game-endpoints';
import { gameMessages, PAIRS_CARDS, type PairsView } from 'contract/games';
import { repoRoot } from '../scripts/lib/stack';
import { statusSaying } from './support/api-network';
import { expect, test } from './support/fixtures';
import { accessToken } from './support/identity';
import { createVerifiedPlayer, onboardedPlayer } from './support/players';
import { captureScreens } from './support/screens';
import { loadStackState } from './support/stack-state';

/** Comfortably slower than the least the server takes (800 ms before the first flip, 250 ms apart, 500 ms on average). */
const PAUSE_MS = { first: 1_200, flip: 650 };
const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
];
/** Where the screenshots are looked at after the run, when asked for (E2E_SHOTS_DIR). */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

async function screens(page: Page, name: string) {
  await captureScreens(page, name, SIZES);
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const size of SIZES) {
    copyFileSync(path.join(repoRoot, 'test-results/screens', `${name}-${size.name}.png`), path.join(SHOTS_DIR, `${name}-${size.name}.png`));
  }
}

/** Every deal and reply of Pairs the page received, in order, with the flip each reply answered. */
function wire(page: Page) {
  const views: { attemptId: string; flip: number | null; view: PairsView }[] = [];
  page.on('response', async (response: Response) => {
    const url = response.url();
    const isDeal = url.endsWith(gameEndpoints.startAttempt.path);
    if ((!isDeal && !url.endsWith(gameEndpoints.answerMove.path)) || response.request().method() !== 'POST' || !response.ok()) return;
    const { content } = (await response.json()) as { content: { attemptId: string; deal: PairsView } };
    if (content.deal.kind !== 'pairs') return;
    const flip = isDeal ? null : (JSON.parse(response.request().postData() ?? '{}') as { value: number }).value;
    views.push({ attemptId: content.attemptId, flip, view: content.deal });
  });
  return views;
}

const cardsOf = (page: Page) => page.getByRole('group', { name: /^Pairs: 16 cards face down/ }).getByRole('button');

/**
 * Plays as a player with a good memory: turns a card it knows the twin of, else one it has never
 * seen, reading each face from the screen (the card's name) once the server has shown it.
 */
async function winOnScreen(page: Page, onFlip?: (flips: number) => Promise<void>): Promise<number> {
  const cards = cardsOf(page);
  await expect(cards).toHaveCount(PAIRS_CARDS);
  await page.waitForTimeout(PAUSE_MS.first);
  const known = new Map<number, string>();
  const matched = new Set<number>();
  let first: number | null = null;
  let flips = 0;
  while (matched.size < PAIRS_CARDS) {
    const twinOf = (position: number) =>
      [...known].find(([other, name]) => other !== position && !matched.has(other) && name === known.get(position))?.[0];
    const unseen = [...Array(PAIRS_CARDS).keys()].filter((position) => !known.has(position) && position !== first);
    const knownPair = [...known.keys()].find((position) => !matched.has(position) && twinOf(position) !== undefined);
    const position: number = first !== null ? (twinOf(first) ?? unseen[0]!) : (knownPair ?? unseen[0]!);
    await cards.nth(position).click();
    flips += 1;
    // The last two cards are a pair: the second ends the game, and the result takes the board's place.
    if (matched.size === PAIRS_CARDS - 2 && first !== null) break;
    const label = cards.nth(position);
    await expect(label).not.toHaveAttribute('aria-label', /face down$/);
    const name = (await label.getAttribute('aria-label'))!.replace(/^Card \d+, /, '').replace(/, matched$/, '');
    known.set(position, name);
    if (first === null) first = position;
    else {
      if (known.get(first) === name) [first, position].forEach((done) => matched.add(done));
      first = null;
    }
    await onFlip?.(flips);
    if (matched.size < PAIRS_CARDS) await page.waitForTimeout(PAUSE_MS.flip);
  }
  return flips;
}

test('a player wins Pairs in the browser by memory and is paid once; on the wire no face is sent before its card is turned', async ({
  page,
  request,
  signInAndOpen,
}) => {
  const player = await onboardedPlayer(request, 'pairs');
  const views = wire(page);
  await signInAndOpen(player, '/games/pairs');
  await expect(page.getByRole('heading', { level: 1, name: 'Pairs' })).toBeVisible();
  await page.getByRole('button', { name: "Play today's challenge" }).click();
  await expect(cardsOf(page).first()).toBeFocused();
  await screens(page, 'pairs-dealt');
  // Readable at 360 px: no sideways scroll, every card at least a finger wide.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect((await cardsOf(page).first().boundingBox())!.width).toBeGreaterThanOrEqual(44);

  const flips = await winOnScreen(page, async (count) => {
    if (count === 2) await screens(page, 'pairs-playing');
  });
  await expect(statusSaying(page, 'You won 50 coins!')).toBeVisible();
  await expect(page.getByLabel('Coin balance')).toHaveText('50 coins');
  await screens(page, 'pairs-won');

  // The wire: the deal holds no face; after each flip, only the faces of cards turned so far, exactly the matched and the turn's.
  expect(views[0]).toEqual({
    attemptId: expect.any(String),
    flip: null,
    view: { kind: 'pairs', cards: Array(16).fill(null), matched: [], turned: [], flips: 0 },
  });
  const replies = views.slice(1);
  expect(replies).toHaveLength(flips);
  replies.forEach(({ view }, index) => {
    const turnedSoFar = new Set(replies.slice(0, index + 1).map(({ flip }) => flip));
    const faces = view.cards.flatMap((card, position) => (card === null ? [] : [position]));
    expect(faces.every((position) => turnedSoFar.has(position))).toBe(true);
    expect(faces).toEqual([...new Set([...view.matched, ...view.turned])].sort((a, b) => a - b));
  });

  // Paid once: the ledger has the 50, and the result sent again pays nothing more.
  const token = await accessToken(request, player.email, player.password);
  const { apiUrl } = loadStackState();
  const headers = { authorization: `Bearer ${token}` };
  const coins = async () =>
    (await (await request.get(`${apiUrl}/api/external/v1/profile?uuid=${player.uuid}`, { headers })).json()).content.actualUsableCoins;
  expect(await coins()).toBe(50);
  const again = await request.post(`${apiUrl}${gameEndpoints.submitAttempt.path}`, {
    headers,
    data: { attemptId: views[0]!.attemptId, moves: [] },
  });
  expect([again.status(), (await again.json()).content.coinsEarned]).toEqual([200, 50]);
  expect(await coins()).toBe(50);

  // In Sinhala, the next game: the same board, its words the player's.
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'සිංහල' });
  await page.getByRole('button', { name: 'පුහුණු ක්‍රීඩාවක් ක්‍රීඩා කරන්න' }).click();
  const cardsSi = page.getByRole('group', { name: /^යුගල: / }).getByRole('button');
  await expect(cardsSi).toHaveCount(PAIRS_CARDS);
  await page.waitForTimeout(PAUSE_MS.first);
  await cardsSi.nth(0).click();
  await expect(cardsSi.nth(0)).not.toHaveAttribute('aria-label', /මුහුණත යටට$/);
  await screens(page, 'pairs-si');
  expect(await coins()).toBe(50);
});

test('a forged Pairs result sent straight to the API is refused and pays nothing', async ({ request }) => {
  const player = await createVerifiedPlayer(request, 'pairs-forger');
  const token = await accessToken(request, player.email, player.password);
  const { apiUrl } = loadStackState();
  const headers = { authorization: `Bearer ${token}` };
  const start = () => request.post(`${apiUrl}${gameEndpoints.startAttempt.path}`, { headers, data: { gameId: 'pairs', mode: 'practice' } });

  // A "win" claimed with believable times, no flip ever posted: the server judges the flips it recorded, none.
  const dealt = await start();
  expect(dealt.status()).toBe(200);
  const { attemptId, deal } = (await dealt.json()).content as { attemptId: string; deal: PairsView };
  expect(deal.cards.every((card) => card === null)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const moves = [...Array(PAIRS_CARDS).keys()].map((value, index) => ({ value, at: 1_000 + index * 600 }));
  const forged = await request.post(`${apiUrl}${gameEndpoints.submitAttempt.path}`, { headers, data: { attemptId, moves } });
  expect([forged.status(), (await forged.json()).message]).toEqual([422, gameMessages.refusals.unsolved]);

  // A flip the board never sends (off the grid) is recorded, and the game is refused as impossible.
  const second = (await (await start()).json()).content as { attemptId: string };
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  const offGrid = await request.post(`${apiUrl}${gameEndpoints.answerMove.path}`, {
    headers,
    data: { attemptId: second.attemptId, index: 0, value: 99 },
  });
  expect(offGrid.status()).toBe(200);
  const impossible = await request.post(`${apiUrl}${gameEndpoints.submitAttempt.path}`, {
    headers,
    data: { attemptId: second.attemptId, moves: [] },
  });
  expect([impossible.status(), (await impossible.json()).message]).toEqual([422, gameMessages.refusals['impossible-move']]);

  const profile = await request.get(`${apiUrl}/api/external/v1/profile?uuid=${player.uuid}`, { headers });
  expect((await profile.json()).content.actualUsableCoins).toBe(0);
});
