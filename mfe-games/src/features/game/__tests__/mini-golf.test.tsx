import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MiniGolfDeal, Move } from 'contract/games';
import { dealt, ok, renderGames, signInBeforeEach, stub } from '../../../testing/games-area';

const clock = signInBeforeEach();

/** The player asks for less motion: each roll shows at once (jsdom has no matchMedia: a test gives one). */
function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
beforeEach(() => preferReducedMotion(true));

/** Tee top left, hole top right (8 cells east: 6 then 2 hole it, par 2), water below the tee, sand below its neighbour. */
const course: MiniGolfDeal = {
  kind: 'mini-golf',
  size: 9,
  course: ['.........', '~:.......', ...Array.from({ length: 7 }, () => '.........')].join(''),
  tee: 0,
  hole: 8,
  par: 2,
};

const submitted = (calls: ReturnType<typeof stub>) =>
  calls.filter((call) => call.url.endsWith('/submit')).map((call) => call.body as { attemptId: string; moves: Move[] });
const status = () => screen.getByTestId('mini-golf-said');

async function dealCourse() {
  const calls = stub({ start: () => ok(dealt(course)) });
  const user = userEvent.setup();
  renderGames('/games/mini-golf');
  await user.click(screen.getByRole('button', { name: "Play today's challenge" }));
  const board = await screen.findByRole('group', { name: /Mini Golf course/ });
  return { calls, user, board };
}

describe('Mini Golf', () => {
  it('deals the course the server sent, read row by row, with par and strokes, the board focused', async () => {
    const { board } = await dealCourse();
    expect(board).toHaveFocus();
    expect(screen.getByText('Par 2')).toBeInTheDocument();
    expect(screen.getByText('Get ready...')).toBeInTheDocument();
    expect(
      within(board).getByText('Row 1: grass + ball, grass, grass, grass, grass, grass, grass, grass, grass + hole'),
    ).toBeInTheDocument();
    expect(within(board).getByText(/^Row 2: water, sand, grass/)).toBeInTheDocument();
    // The aim starts toward the hole, at power 3.
    expect(screen.getByRole('button', { name: 'Right' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('group', { name: 'Power' })).getByRole('button', { name: '3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('plays with the keys alone: the aim and power announced, each stroke told, the round sent when holed', async () => {
    const { user, calls } = await dealCourse();
    clock.advance(1600);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(status()).toHaveTextContent('Aim Right, power 6');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The ball stopped at row 1, column 7.')).toBeInTheDocument();
    expect(screen.getByText('Strokes: 1 of 3')).toBeInTheDocument();
    expect(screen.getByText(/^Row 1: .*grass \+ ball, grass, grass \+ hole$/)).toBeInTheDocument();
    clock.advance(1000);
    await user.keyboard('{ArrowLeft}{ArrowRight}2{Enter}');
    await waitFor(() => expect(submitted(calls)).toHaveLength(1));
    expect(submitted(calls)[0]!.moves).toEqual([
      { value: 26, at: 1600 },
      { value: 22, at: 2600 },
    ]);
    expect(await screen.findByText('You won 50 coins!')).toBeInTheDocument();
  });

  it('plays by clicks: a direction, a power and Putt; water counts the stroke and puts the ball back', async () => {
    const { user } = await dealCourse();
    clock.advance(1600);
    await user.click(screen.getByRole('button', { name: 'Down' }));
    await user.click(within(screen.getByRole('group', { name: 'Power' })).getByRole('button', { name: '1' }));
    await user.click(screen.getByRole('button', { name: 'Putt' }));
    expect(status()).toHaveTextContent('Water! The stroke counts and the ball is back at row 1, column 1.');
    expect(screen.getByText('Strokes: 1 of 3')).toBeInTheDocument();
    clock.advance(1000);
    await user.click(screen.getByRole('button', { name: 'Down right' }));
    await user.click(screen.getByRole('button', { name: 'Putt' }));
    expect(status()).toHaveTextContent('The ball stopped in the sand at row 2, column 2.');
  });

  it('takes no stroke before the course has been read, nor one sooner than the least average pace after the last', async () => {
    const { user } = await dealCourse();
    clock.advance(1000);
    await user.keyboard('{Enter}');
    clock.advance(600);
    expect(await screen.findByText('Strokes: 0 of 3')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Strokes: 1 of 3')).toBeInTheDocument();
    clock.advance(500);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Strokes: 1 of 3')).toBeInTheDocument();
  });

  it('rolls the ball cell by cell when motion is allowed, and tells where it stopped once it has', async () => {
    preferReducedMotion(false);
    const { user } = await dealCourse();
    clock.advance(1600);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Strokes: 1 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('mini-golf-course').querySelector('[data-ball]')).toHaveAttribute('data-ball', '1');
    await waitFor(() => expect(status()).toHaveTextContent('The ball stopped at row 1, column 4.'), { timeout: 3_000 });
    expect(screen.getByTestId('mini-golf-course').querySelector('[data-ball]')).toHaveAttribute('data-ball', '3');
  });

  it('sends a round out of strokes (par + 1) to be judged', async () => {
    const { user, calls } = await dealCourse();
    clock.advance(1600);
    for (let stroke = 0; stroke < 3; stroke += 1) {
      await user.keyboard('1{Enter}');
      clock.advance(1000);
    }
    await waitFor(() => expect(submitted(calls)).toHaveLength(1));
    expect(submitted(calls)[0]!.moves.map((move) => move.value)).toEqual([21, 21, 21]);
  });
});
