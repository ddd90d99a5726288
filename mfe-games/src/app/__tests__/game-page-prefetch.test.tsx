/**
 * The list fetches the game pages' code once it is up and the browser idle (ADR 084), so the move
 * from the list to a game never shows the loading state. Its own file: the game's module must not
 * have been loaded by another test.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderGamesWatchingLoading, signInBeforeEach, stub } from '../../testing/games-area';

let mockGamePageRequested = false;
jest.mock('../../features/game/GameScreen', () => {
  mockGamePageRequested = true;
  return jest.requireActual('../../features/game/GameScreen');
});

signInBeforeEach({ gamePageLoaded: false });

describe("a game's page, fetched after the list", () => {
  it('the list shows without it, fetches it once idle, and the move to a game never shows the loading state', async () => {
    stub();
    const user = userEvent.setup();
    const area = renderGamesWatchingLoading('/games');
    await screen.findByText('50 of 300 coins earned today');
    expect(mockGamePageRequested).toBe(false);

    // jsdom has no requestIdleCallback: the list's prefetch runs a second after it mounts.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_100)));
    expect(mockGamePageRequested).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Play Sliding Tiles' }));
    expect(await screen.findByRole('button', { name: "Play today's challenge" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sliding Tiles' })).toBeInTheDocument();
    expect(area.loadingShown()).toBe(0);
  });
});
