import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ok,
  overview,
  quickSumsSummary,
  quietFailedReads,
  renderGames,
  signInBeforeEach,
  stub,
  summary,
  location,
} from '../../../testing/games-area';
import type { StubAnswer } from 'shared/testing';
import { GAME_IDS, games } from 'contract/games';

signInBeforeEach();

describe('the games list (/games)', () => {
  it("shows the games in the server's order, favourites badged, with today's coins and bests", async () => {
    stub({
      list: () => ok(overview({ coinsEarnedToday: 150, games: [quickSumsSummary({ favourite: true, todaysBest: 820 }), summary()] })),
    });
    renderGames();
    expect(screen.getByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
    expect(await screen.findByText('150 of 300 coins earned today')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Quick Sums', 'Sliding Tiles']);

    const [quickSums, slidingTiles] = cards as [HTMLElement, HTMLElement];
    expect(quickSums).toHaveTextContent('ARCADE');
    expect(within(quickSums).getByText('Favourite')).toBeInTheDocument();
    expect(quickSums).toHaveTextContent('Your score today: 820');
    expect(quickSums).toHaveTextContent('50 coins per win');
    expect(within(quickSums).getByRole('link', { name: 'Play Quick Sums' })).toHaveAttribute('href', '/games/quick-sums');

    expect(slidingTiles).toHaveTextContent('CLASSIC');
    expect(within(slidingTiles).queryByText('Favourite')).toBeNull();
    expect(slidingTiles).not.toHaveTextContent('Your score today');
    expect(within(slidingTiles).getByRole('link', { name: 'Play Sliding Tiles' })).toHaveAttribute('href', '/games/sliding-tiles');
  });

  it("shows the catalogue's games while the list is read, then the player's in the server's order", async () => {
    let answer: (value: StubAnswer) => void = () => undefined;
    const listAnswer = new Promise<StubAnswer>((resolve) => (answer = resolve));
    stub({ list: () => listAnswer });
    renderGames();
    expect(screen.getByText('Loading games...')).toHaveAttribute('role', 'status');
    const catalogue = screen.getAllByRole('article');
    expect(catalogue.map((card) => within(card).getByRole('heading').textContent)).toEqual(GAME_IDS.map((id) => games[id].title));
    expect(within(catalogue[2]!).getByRole('link', { name: 'Play Quick Sums' })).toHaveAttribute('href', '/games/quick-sums');
    expect(catalogue[2]).toHaveTextContent('50 coins per win');
    expect(screen.queryByText('Favourite')).toBeNull();
    expect(screen.queryByText(/coins earned today/)).toBeNull();

    answer(ok(overview({ coinsEarnedToday: 150, games: [quickSumsSummary({ favourite: true, todaysBest: 820 }), summary()] })));
    expect(await screen.findByText('150 of 300 coins earned today')).toBeInTheDocument();
    expect(screen.queryByText('Loading games...')).toBeNull();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Quick Sums', 'Sliding Tiles']);
    expect(within(cards[0]!).getByText('Favourite')).toBeInTheDocument();
  });

  it('says it is loading, then says a failed read failed, with a Retry that reads again', async () => {
    const log = quietFailedReads();
    let answer = () => refused;
    const refused = { status: 404, body: { status: false, error_code: 'NOT_FOUND', message: 'Not here.', content: null } };
    stub({ list: () => answer() });
    renderGames();
    expect(screen.getByText('Loading games...')).toHaveAttribute('role', 'status');
    expect((await screen.findByText('Not here.')).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    answer = () => ok(overview()) as typeof refused;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('Not here.')).toBeNull();
    log.mockRestore();
  });

  it("filters by category through the address, the player's favourite categories first; an empty category says so", async () => {
    stub({ list: () => ok(overview({ games: [quickSumsSummary({ favourite: true }), summary()] })) });
    renderGames('/games?category=classic');
    await screen.findByText('50 of 300 coins earned today');
    const filters = screen.getByRole('navigation', { name: 'Game categories' });
    const links = within(filters).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'ALL',
      'ARCADE',
      'CLASSIC',
      'BOARD',
      'STRATEGY',
      'PUZZLE',
      'CARD',
      'WORD',
      'SPORTS',
    ]);
    expect(within(filters).getByRole('link', { name: 'CLASSIC' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Sliding Tiles']);

    const user = userEvent.setup();
    await user.click(within(filters).getByRole('link', { name: 'WORD' }));
    expect(await screen.findByText('There are no word games yet. New games are on their way.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await user.click(within(filters).getByRole('link', { name: 'ALL' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(location()).toBe('/games');
  });

  it('says so when there are no games', async () => {
    stub({ list: () => ok(overview({ games: [] })) });
    renderGames();
    expect(await screen.findByText('No games are open right now. Come back soon.')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, to come back to the same page', async () => {
    sessionStorage.clear();
    const calls = stub();
    renderGames('/games/quick-sums');
    await waitFor(() => expect(location()).toBe('/signin'));
    expect(calls).toHaveLength(0);
  });
});
