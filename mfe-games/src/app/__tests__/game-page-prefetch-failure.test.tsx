/**
 * A game's page whose idle prefetch failed (ADR 085): the failure is forgotten at once, so a tap once
 * the line is back asks again and shows the game, not a failure from a load the player never asked
 * for. Its own file: the game's module must not have been loaded by another test.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderGames, signInBeforeEach, stub } from '../../testing/games-area';
import { gamePageLine } from '../../testing/game-page-line';

jest.mock('../../features/game/GameScreen', () =>
  jest.requireActual<typeof import('../../testing/game-page-line')>('../../testing/game-page-line').gameScreenOverTheLine(),
);

signInBeforeEach({ gamePageLoaded: false });

it('a prefetch that failed while the list was idle leaves the tap to ask again, and the game shows', async () => {
  stub();
  const user = userEvent.setup();
  renderGames('/games');
  await screen.findByText('50 of 300 coins earned today');
  // jsdom has no requestIdleCallback: the list's prefetch runs a second after it mounts.
  await act(() => new Promise((resolve) => setTimeout(resolve, 1_100)));
  expect(gamePageLine.requests).toBe(1);

  gamePageLine.down = false;
  // React retries a suspended render only inside an awaited act.
  await act(() => user.click(screen.getByRole('link', { name: 'Play Sliding Tiles' })));
  expect(await screen.findByRole('button', { name: "Play today's challenge" })).toBeInTheDocument();
  expect(screen.queryByText('This could not be loaded. Check your connection and try again.')).toBeNull();
  expect(gamePageLine.requests).toBe(2);
});
