/**
 * The list carries no game's page (ADR 084): a game opened directly waits once for its code, then
 * shows. Its own file: the game's module must not have been loaded by another test.
 */
import { act, screen } from '@testing-library/react';
import { renderGamesCountingWaits, signInBeforeEach, stub } from '../../testing/games-area';

signInBeforeEach({ gamePageLoaded: false });

describe("a game's page, loaded when opened", () => {
  it('a game opened directly waits once for its code, then shows', async () => {
    stub();
    let area: ReturnType<typeof renderGamesCountingWaits> | undefined;
    // React retries a suspended first render only inside an awaited act.
    await act(async () => void (area = renderGamesCountingWaits('/games/lights-out')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lights Out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Play today's challenge" })).toBeInTheDocument();
    expect(area!.waits()).toBe(1);
  });
});
