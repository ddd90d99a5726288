/**
 * A game's page whose code fails to load (ADR 084) says so under the game's title with a Retry, and
 * asks again only when the player retries. Its own file: the game's module must not have been loaded
 * by another test.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderGames, signInBeforeEach, stub } from '../../testing/games-area';
import { gamePageLine } from '../../testing/game-page-line';

jest.mock('../../features/game/GameScreen', () =>
  jest.requireActual<typeof import('../../testing/game-page-line')>('../../testing/game-page-line').gameScreenOverTheLine(),
);

signInBeforeEach({ gamePageLoaded: false });

it('a game whose code did not come shows the failure under its title, asks no more by itself, and Retry brings the game', async () => {
  stub();
  const user = userEvent.setup();
  // React retries a suspended render only inside an awaited act.
  await act(async () => void renderGames('/games/lights-out'));
  expect(await screen.findByText('This could not be loaded. Check your connection and try again.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Lights Out' })).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(gamePageLine.requests).toBe(1);

  gamePageLine.down = false;
  await act(() => user.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByRole('button', { name: "Play today's challenge" })).toBeInTheDocument();
  expect(screen.queryByText('This could not be loaded. Check your connection and try again.')).toBeNull();
  expect(gamePageLine.requests).toBe(2);
});
