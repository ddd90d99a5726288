/**
 * The games list by category (ADR 062): every category onboarding offers has a game; the choice
 * lives in the address, so a direct open in a new tab keeps it and Back undoes a change.
 */
import { GAME_CATEGORIES, games } from 'contract/games';
import { expect, liveScreen, test } from './support/fixtures';
import { onboardedPlayer } from './support/players';

const titlesIn = (category: string) =>
  Object.values(games)
    .filter((game) => game.category === category)
    .map((game) => game.title);

test('each category has its games; a category opened directly in a new tab stays chosen, and Back returns to the one before', async ({
  page,
  request,
  signIn,
}) => {
  const player = await onboardedPlayer(request, 'categories');
  await signIn(player);
  await expect(page).not.toHaveURL(/\/signin$/);

  const tab = await page.context().newPage();
  await tab.goto('/games?category=card');
  await liveScreen(tab);
  const filters = tab.getByRole('navigation', { name: 'Game categories' });
  await expect(filters.getByRole('link', { name: 'CARD' })).toHaveAttribute('aria-current', 'page');
  await expect(tab.getByRole('article').getByRole('heading')).toHaveText(titlesIn('card'));

  for (const category of GAME_CATEGORIES) {
    await filters.getByRole('link', { name: category.toUpperCase(), exact: true }).click();
    await expect(tab).toHaveURL(new RegExp(`/games\\?category=${category}$`));
    const titles = titlesIn(category);
    expect(titles.length).toBeGreaterThan(0);
    await expect(tab.getByRole('article').getByRole('heading')).toHaveText(titles);
  }
  await tab.goBack();
  await expect(tab).toHaveURL(/\/games\?category=word$/);
  await expect(tab.getByRole('article').getByRole('heading')).toHaveText(titlesIn('word'));
  await filters.getByRole('link', { name: 'ALL' }).click();
  await expect(tab.getByRole('article')).toHaveCount(Object.keys(games).length);
});
