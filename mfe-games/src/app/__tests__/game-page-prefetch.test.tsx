/**
 * The list fetches the game pages' code once it is up and the browser idle (ADR 084), so the move
 * from the list to a game never shows the loading state. Its own file: the game's module must not
 * have been loaded by another test.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderGamesCountingWaits, signInBeforeEach, stub } from '../../testing/games-area';

signInBeforeEach({ gamePageLoaded: false });

describe("a game's page, fetched after the list", () => {
  it('the list shows without it, fetches it once idle, and the move to a game never shows the loading state', async () => {
    stub();
    const user = userEvent.setup();
    const area = renderGamesCountingWaits('/games');
    await screen.findByText('50 of 300 coins earned today');
    // jsdom has no requestIdleCallback: the list's prefetch runs a second after it mounts.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_100)));
    await user.click(screen.getByRole('link', { name: 'Play Sliding Tiles' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sliding Tiles' })).toBeInTheDocument();
    expect(area.waits()).toBe(0);
  });
});
