/**
 * The list carries no game's page (ADR 084): a game opened directly shows its frame and a loading
 * state while its code comes, then the game. Its own file: the game's module must not have been
 * loaded by another test.
 */
import { act, screen } from '@testing-library/react';
import { renderScreen } from 'shared/testing';
import { GamePageWithoutCode } from '../../features/game/GamePageWithoutCode';
import { renderGamesWatchingLoading, signInBeforeEach, stub } from '../../testing/games-area';

signInBeforeEach({ gamePageLoaded: false });

describe("a game's page, loaded when opened", () => {
  it("while its code comes, the page shows the way back, the game's title and a loading state", () => {
    renderScreen(<GamePageWithoutCode />, { route: '/games/lights-out', path: '/games/:gameId' });
    expect(screen.getByRole('link', { name: '← All games' })).toHaveAttribute('href', '/games');
    expect(screen.getByRole('heading', { level: 1, name: 'Lights Out' })).toBeInTheDocument();
    expect(screen.getByText('Loading the game...')).toHaveAttribute('role', 'status');
  });

  it('a game opened directly shows that loading state once, then the game', async () => {
    stub();
    let area: ReturnType<typeof renderGamesWatchingLoading> | undefined;
    // React retries a suspended render only inside an awaited act.
    await act(async () => void (area = renderGamesWatchingLoading('/games/lights-out')));
    expect(await screen.findByRole('button', { name: "Play today's challenge" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lights Out' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the game...')).toBeNull();
    expect(area!.loadingShown()).toBe(1);
  });
});
