import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealSlidingTiles, type Move } from 'contract/games';
import { dealt, ok, renderGames, signInBeforeEach, stub, type Answers } from '../../../testing/games-area';

const clock = signInBeforeEach();

/** Gap in the middle; 5 (below it) then 8 (right of the gap's next place) solve it. */
const twoFromSolved = [1, 2, 3, 4, 0, 6, 7, 5, 8];

const tileNames = () =>
  within(screen.getByRole('group', { name: /Sliding Tiles board/ }))
    .getAllByRole('button')
    .map((tile) => tile.getAttribute('aria-label'));
const submitted = (calls: ReturnType<typeof stub>) =>
  calls.filter((call) => call.url.endsWith('/submit')).map((call) => call.body as { attemptId: string; moves: Move[] });

async function dealBoard(tiles: number[], answers: Answers = {}) {
  const calls = stub({ start: () => ok(dealt({ kind: 'sliding-tiles', size: 3, tiles })), ...answers });
  const user = userEvent.setup();
  renderGames('/games/sliding-tiles');
  await user.click(screen.getByRole('button', { name: "Play today's challenge" }));
  await screen.findByRole('group', { name: /Sliding Tiles board/ });
  return { calls, user };
}

describe('Sliding Tiles', () => {
  it('deals the board the server sent, each tile a button named by its number, in reading order', async () => {
    const { calls } = await dealBoard([...dealSlidingTiles(20261123).tiles]);
    expect(tileNames()).toEqual(
      dealSlidingTiles(20261123)
        .tiles.filter((tile) => tile !== 0)
        .map((tile) => `Tile ${tile}`),
    );
    expect(calls.find((call) => call.url.endsWith('/attempts'))?.body).toEqual({ gameId: 'sliding-tiles', mode: 'daily' });
    expect(screen.getByRole('group', { name: /Sliding Tiles board/ })).toHaveFocus();
  });

  it('slides a tile beside the gap on a click, and counts the move', async () => {
    const { user } = await dealBoard(twoFromSolved);
    clock.advance(1600);
    await user.click(screen.getByRole('button', { name: 'Tile 5' }));
    expect(tileNames()).toEqual(['Tile 1', 'Tile 2', 'Tile 3', 'Tile 4', 'Tile 5', 'Tile 6', 'Tile 7', 'Tile 8']);
    expect(screen.getByText('Moves: 1')).toBeInTheDocument();
  });

  it('slides on a touch (pointer down and up, then the click a tap makes)', async () => {
    await dealBoard(twoFromSolved);
    clock.advance(1600);
    const tile = screen.getByRole('button', { name: 'Tile 6' });
    fireEvent.pointerDown(tile, { pointerType: 'touch' });
    fireEvent.pointerUp(tile, { pointerType: 'touch' });
    fireEvent.click(tile);
    expect(tileNames()).toEqual(['Tile 1', 'Tile 2', 'Tile 3', 'Tile 4', 'Tile 6', 'Tile 7', 'Tile 5', 'Tile 8']);
  });

  it('does nothing for a tile that is not beside the gap', async () => {
    const { user, calls } = await dealBoard(twoFromSolved);
    clock.advance(1600);
    await user.click(screen.getByRole('button', { name: 'Tile 1' }));
    expect(tileNames()).toEqual(['Tile 1', 'Tile 2', 'Tile 3', 'Tile 4', 'Tile 6', 'Tile 7', 'Tile 5', 'Tile 8']);
    expect(await screen.findByText('Moves: 0')).toBeInTheDocument();
    expect(submitted(calls)).toHaveLength(0);
  });

  it('slides with the arrow keys while the board has focus, and an arrow with no tile that way does nothing', async () => {
    const { user } = await dealBoard([1, 2, 3, 4, 5, 6, 0, 7, 8]);
    clock.advance(1600);
    // The gap is bottom left: no tile is below it to slide up, none left of it to slide right.
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(await screen.findByText('Moves: 0')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Moves: 1')).toBeInTheDocument();
    expect(tileNames()).toEqual(['Tile 1', 'Tile 2', 'Tile 3', 'Tile 4', 'Tile 5', 'Tile 6', 'Tile 7', 'Tile 8']);
    clock.advance(500);
    await user.keyboard('{ArrowDown}');
    expect(tileNames()).toEqual(['Tile 1', 'Tile 2', 'Tile 3', 'Tile 4', 'Tile 6', 'Tile 7', 'Tile 5', 'Tile 8']);
    expect(screen.getByRole('group', { name: /Sliding Tiles board/ })).toHaveFocus();
  });

  it('ignores a second move sooner than a person can play, which the server would refuse', async () => {
    const { user } = await dealBoard(twoFromSolved);
    clock.advance(1600);
    await user.keyboard('{ArrowUp}');
    clock.advance(20);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Moves: 1')).toBeInTheDocument();
  });

  it('slides once for a held arrow key: its repeats are not moves', async () => {
    await dealBoard([1, 2, 3, 4, 5, 6, 0, 7, 8]);
    clock.advance(1600);
    const board = screen.getByRole('group', { name: /Sliding Tiles board/ });
    fireEvent.keyDown(board, { key: 'ArrowLeft' });
    clock.advance(500);
    fireEvent.keyDown(board, { key: 'ArrowLeft', repeat: true });
    expect(screen.getByText('Moves: 1')).toBeInTheDocument();
  });

  it('submits the recorded moves, their times never going back, as soon as the board is solved', async () => {
    const { user, calls } = await dealBoard(twoFromSolved);
    clock.advance(1600);
    await user.keyboard('{ArrowUp}');
    clock.advance(900);
    await user.click(screen.getByRole('button', { name: 'Tile 8' }));
    await waitFor(() => expect(submitted(calls)).toHaveLength(1));
    const [submission] = submitted(calls);
    expect(submission).toEqual({
      attemptId: expect.any(String),
      moves: [
        { value: 5, at: 1600 },
        { value: 8, at: 2500 },
      ],
    });
    const times = submission!.moves.map((move) => move.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(await screen.findByText('You won 50 coins!')).toBeInTheDocument();
  });

  it('says "Get ready..." and takes no move until the board has been shown 1.5 s, the least the server accepts', async () => {
    const { user } = await dealBoard(twoFromSolved);
    expect(screen.getByText('Get ready...')).toBeInTheDocument();
    clock.advance(1000);
    await user.click(screen.getByRole('button', { name: 'Tile 5' }));
    expect(tileNames()).toEqual(['Tile 1', 'Tile 2', 'Tile 3', 'Tile 4', 'Tile 6', 'Tile 7', 'Tile 5', 'Tile 8']);
    clock.advance(500);
    expect(await screen.findByText('Moves: 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tile 5' }));
    expect(screen.getByText('Moves: 1')).toBeInTheDocument();
  });

  it('counts down the time the server gave the attempt, and when it runs out unsolved says so and sends nothing', async () => {
    // A daily challenge dealt again while open: 2 min 5 s of its 10 minutes are left.
    const { user, calls } = await dealBoard(twoFromSolved, {
      start: () => ok(dealt({ kind: 'sliding-tiles', size: 3, tiles: twoFromSolved }, { remainingMs: 125_000 })),
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 2:05');
    clock.advance(125_000);
    expect((await screen.findByText('This game ran out of time, so it earns nothing.')).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('group', { name: /Sliding Tiles board/ })).not.toBeInTheDocument();
    expect(submitted(calls)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Play a practice game' }));
    expect(calls.filter((call) => call.url.endsWith('/attempts')).map((call) => call.body)).toEqual([
      { gameId: 'sliding-tiles', mode: 'daily' },
      { gameId: 'sliding-tiles', mode: 'practice' },
    ]);
  });
});
