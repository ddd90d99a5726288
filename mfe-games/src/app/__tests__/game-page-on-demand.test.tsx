/**
 * The list carries no game's page (ADR 084): a game opened directly waits once for its code, then
 * shows. Its own file: the game's module must not have been loaded by another test.
 */
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderScreen } from 'shared/testing';
import { signInBeforeEach, stub } from '../../testing/games-area';
import GamesArea from '../GamesArea';

signInBeforeEach({ gamePageLoaded: false });

/** Each time the area waited for code, as the shell's loading state would show it. */
let waits = 0;
function Waiting() {
  waits += 1;
  return <p>Loading the page</p>;
}

const renderArea = (route: string) =>
  renderScreen(
    <Suspense fallback={<Waiting />}>
      <GamesArea />
    </Suspense>,
    { route, path: '/games/*' },
  );

beforeEach(() => void (waits = 0));

describe("a game's page, loaded when opened", () => {
  it('a game opened directly waits once for its code, then shows', async () => {
    stub();
    // React retries a suspended first render only inside an awaited act.
    await act(async () => void renderArea('/games/lights-out'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lights Out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Play today's challenge" })).toBeInTheDocument();
    expect(waits).toBe(1);
  });
});
