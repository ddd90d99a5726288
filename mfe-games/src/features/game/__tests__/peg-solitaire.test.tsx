import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyJump, jumpValue, legalJumps, pegGameOver, startingPegs, type Move } from 'contract/games';
import { solvePegSolitaire } from 'contract/peg-solitaire-solver';
import { moveCursor } from '../boards/peg-cursor';
import { dealt, ok, renderGames, signInBeforeEach, stub } from '../../../testing/games-area';

const clock = signInBeforeEach();
const board = () => screen.getByRole('group', { name: /Peg Solitaire board/ });
const hole = (number: number) => within(board()).getByRole('button', { name: new RegExp(`^Hole ${number}:`) });
const submitted = (calls: ReturnType<typeof stub>) =>
  calls.filter((call) => call.url.endsWith('/submit')).map((call) => call.body as { attemptId: string; moves: Move[] });

/** Each jump as a person makes it, once the board may be played: a click on the peg, a click on where it lands, 0.6 s after the last. */
async function play(user: ReturnType<typeof userEvent.setup>, values: readonly number[]) {
  clock.advance(1_000);
  for (const value of values) {
    clock.advance(600);
    await user.click(hole(Math.floor(value / 100) + 1));
    await user.click(hole((value % 100) + 1));
  }
}

async function dealBoard(empty: number) {
  const calls = stub({ start: () => ok(dealt({ kind: 'peg-solitaire', empty })) });
  const user = userEvent.setup();
  renderGames('/games/peg-solitaire');
  await user.click(screen.getByRole('button', { name: "Play today's challenge" }));
  await screen.findByRole('group', { name: /Peg Solitaire board/ });
  return { calls, user };
}

describe('Peg Solitaire', () => {
  it('deals a triangle of 15 holes, pegs in all but the one the server left empty, the keyboard on a peg that can jump', async () => {
    await dealBoard(0);
    const names = within(board())
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toHaveLength(15);
    expect(names[0]).toBe('Hole 1: empty, empty at the start');
    expect(names.slice(1).every((name) => name?.endsWith(': peg'))).toBe(true);
    expect(hole(4)).toHaveFocus();
    expect(screen.getByText('Pegs left: 14')).toBeInTheDocument();
  });

  it('jumps a chosen peg into a landing hole on two clicks, showing where it can land, and takes the jumped peg off', async () => {
    const { user } = await dealBoard(0);
    clock.advance(1600);
    await user.click(hole(4));
    expect(hole(4)).toHaveAccessibleName('Hole 4: peg, chosen');
    expect(hole(1)).toHaveAccessibleName('Hole 1: empty, the chosen peg can land here');
    expect(screen.getByText('Peg in hole 4 chosen. Now choose the hole it lands in.')).toBeInTheDocument();
    clock.advance(500);
    await user.click(hole(1));
    expect([hole(1), hole(2), hole(4)].map((button) => button.getAttribute('aria-label'))).toEqual([
      'Hole 1: peg',
      'Hole 2: empty',
      'Hole 4: empty',
    ]);
    expect(screen.getByText('Moves: 1')).toBeInTheDocument();
    expect(screen.getByText('Pegs left: 13')).toBeInTheDocument();
  });

  it('plays by keyboard alone: arrows move between holes, Enter chooses, Escape lets go, Space lands', async () => {
    const { user } = await dealBoard(0);
    clock.advance(1600);
    // From hole 4 (row 3, first): right to 5, up to 3, up to 1, down to 2, down to 4, down to 7.
    await user.keyboard('{ArrowRight}');
    expect(hole(5)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(hole(1)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(hole(6)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(hole(6)).toHaveAccessibleName('Hole 6: peg, chosen');
    await user.keyboard('{Escape}');
    expect(hole(6)).toHaveAccessibleName('Hole 6: peg');
    await user.keyboard('{Enter}{ArrowUp}{ArrowUp}');
    expect(hole(1)).toHaveFocus();
    clock.advance(500);
    await user.keyboard(' ');
    expect(hole(1)).toHaveAccessibleName('Hole 1: peg');
    expect(screen.getByText('Moves: 1')).toBeInTheDocument();
  });

  it('moves the cursor along the triangle and stops at its edges', () => {
    expect([0, 1, 2, 3].map((at) => moveCursor(at, 'left'))).toEqual([0, 1, 1, 3]);
    expect([0, 2, 5, 14].map((at) => moveCursor(at, 'right'))).toEqual([0, 2, 5, 14]);
    expect([0, 2, 5, 14].map((at) => moveCursor(at, 'down'))).toEqual([1, 4, 8, 14]);
    expect([0, 1, 2, 5, 14].map((at) => moveCursor(at, 'up'))).toEqual([0, 0, 0, 2, 9]);
  });

  it('takes no jump in the first 1.5 s, nor one sooner than a person makes one after the last', async () => {
    const { user } = await dealBoard(0);
    expect(screen.getByText('Get ready...')).toBeInTheDocument();
    await user.click(hole(4));
    await user.click(hole(1));
    expect(hole(1)).toHaveAccessibleName('Hole 1: empty, empty at the start');
    clock.advance(1600);
    await user.click(hole(4));
    await user.click(hole(1));
    await user.click(hole(6));
    // 6 jumps over 5 into 4 at once: refused as a double tap; still chosen.
    fireEvent.click(hole(4));
    expect(screen.getByText('Moves: 1')).toBeInTheDocument();
  });

  it('submits every jump once one peg is left, and shows the coins the server paid', async () => {
    const { user, calls } = await dealBoard(0);
    const solution = solvePegSolitaire(startingPegs({ kind: 'peg-solitaire', empty: 0 }), 0)!;
    await play(user, solution);
    await waitFor(() => expect(submitted(calls)).toHaveLength(1));
    expect(submitted(calls)[0]!.moves.map((move) => move.value)).toEqual(solution);
    expect(await screen.findByText('You won 50 coins!')).toBeInTheDocument();
  }, 30_000);

  it('submits a game with no jump left though pegs remain, for the server to record as a loss', async () => {
    const { user, calls } = await dealBoard(0);
    // The first open jump each time strands 3 pegs after 11 jumps on this board (contract tests).
    const jumps: number[] = [];
    for (let pegs = startingPegs({ kind: 'peg-solitaire', empty: 0 }); !pegGameOver(pegs); pegs = applyJump(pegs, jumps.at(-1)!)!) {
      const { from, to } = legalJumps(pegs)[0]!;
      jumps.push(jumpValue(from, to));
    }
    await play(user, jumps);
    await waitFor(() => expect(submitted(calls)).toHaveLength(1));
    expect(submitted(calls)[0]!.moves).toHaveLength(11);
  }, 30_000);
});
