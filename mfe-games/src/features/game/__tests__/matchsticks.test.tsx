import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computerTake, gameMessages, playMatchsticks, takeSticks, type MatchsticksDeal, type Move } from 'contract/games';
import { winningPlayers } from 'contract/winning-players';
import { dealt, ok, renderGames, result, signInBeforeEach, stub, type Answers } from '../../../testing/games-area';

const clock = signInBeforeEach();
/** A test playing turn after turn, the computer's replies in real time: more than Jest's 5 s on a busy machine. */
const PLAYING_MS = 20_000;

/** Nim-sum 4: taking all 4 from row 4 leaves the computer a lost position. */
const deal: MatchsticksDeal = { kind: 'matchsticks', rows: [1, 2, 3, 4] };

const board = () => screen.getByRole('group', { name: /^Matchsticks board/ });
const rowNames = () =>
  within(board())
    .getAllByRole('group')
    .map((row) => row.getAttribute('aria-label'));
const submitted = (calls: ReturnType<typeof stub>) =>
  calls.filter((call) => call.url.endsWith('/submit')).map((call) => call.body as { attemptId: string; moves: Move[] });
/** The computer's reply to the player's first take of row 4's 4 sticks, by the same rules the board plays by. */
const firstReply = computerTake([1, 2, 3, 0], 1);

/** The player asked for less motion: the computer's take is gone at once (a whole game in the tests' time). */
function preferLessMotion() {
  const media = (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: media });
}
const jsdomMatchMedia = window.matchMedia;
afterEach(() => Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: jsdomMatchMedia }));

async function dealBoard(answers: Answers = {}) {
  const calls = stub({ start: () => ok(dealt(deal)), ...answers });
  const user = userEvent.setup();
  renderGames('/games/matchsticks');
  await user.click(screen.getByRole('button', { name: "Play today's challenge" }));
  await screen.findByRole('group', { name: /^Matchsticks board/ });
  return { calls, user };
}

describe('Matchsticks', () => {
  it('deals the rows the server sent, each named by its sticks, the board focused and the first row chosen', async () => {
    await dealBoard();
    expect(rowNames()).toEqual(['Row 1: 1 stick', 'Row 2: 2 sticks', 'Row 3: 3 sticks', 'Row 4: 4 sticks']);
    expect(board()).toHaveFocus();
    expect(screen.getByText('Get ready...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take 1 from row 1' })).toBeInTheDocument();
  });

  it(
    'plays with the keyboard alone: a row by Up and Down, how many by a digit or Left and Right, Enter takes them; then the computer replies',
    async () => {
      const { user } = await dealBoard();
      clock.advance(1600);
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
      expect(screen.getByRole('button', { name: 'Take 1 from row 4' })).toBeInTheDocument();
      // 9 is more than the row holds; Right past the row's sticks stays at all of them.
      await user.keyboard('9{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}3{ArrowRight}');
      expect(screen.getByRole('button', { name: 'Take 4 from row 4' })).toBeInTheDocument();
      await user.keyboard('{Enter}');
      expect(screen.getByText('Moves: 1')).toBeInTheDocument();
      const afterReply = takeSticks([1, 2, 3, 0], firstReply)!;
      const announced = `The computer took ${firstReply.count} from row ${firstReply.row}. Your turn.`;
      await waitFor(() => expect(screen.getByText(announced)).toBeInTheDocument(), { timeout: 2000 });
      expect(rowNames()).toEqual(
        afterReply.map(
          (sticks, index) => `Row ${index + 1}: ${sticks === 0 ? 'no sticks' : sticks === 1 ? '1 stick' : `${sticks} sticks`}`,
        ),
      );
      expect(board()).toHaveFocus();
    },
    PLAYING_MS,
  );

  it('chooses by a tap on a stick (it and those to its right), and takes them with the Take button', async () => {
    const { user } = await dealBoard();
    clock.advance(1600);
    await user.click(within(board()).getByRole('button', { name: 'Choose 2 from row 3' }));
    await user.click(screen.getByRole('button', { name: 'Take 2 from row 3' }));
    expect(screen.getByText('Moves: 1')).toBeInTheDocument();
    expect(rowNames()[2]).toBe('Row 3: 1 stick');
  });

  it("takes nothing before the board has been shown 1.5 s, nor for a held key's repeats", async () => {
    const { user } = await dealBoard();
    clock.advance(1000);
    await user.keyboard('{Enter}');
    expect(rowNames()[0]).toBe('Row 1: 1 stick');
    clock.advance(600);
    fireEvent.keyDown(board(), { key: 'Enter', repeat: true });
    expect(rowNames()[0]).toBe('Row 1: 1 stick');
    await user.keyboard('{Enter}');
    expect(rowNames()[0]).toBe('Row 1: no sticks');
  });

  it(
    'plays a game to the last stick and submits every move with its time: a win is paid',
    async () => {
      preferLessMotion();
      const { user, calls } = await dealBoard({ submit: () => ok(result({ gameId: 'matchsticks' })) });
      const player = winningPlayers.matchsticks();
      const values: number[] = [];
      for (let value = player.next(deal); value !== null; value = player.next(deal)) {
        values.push(value);
        clock.advance(values.length === 1 ? 1600 : 1000);
        await screen.findByText(/Your turn\.$/, {}, { timeout: 2000 });
        const [row, count] = [Math.floor(value / 100), value % 100];
        await user.click(within(board()).getByRole('button', { name: `Choose ${count} from row ${row}` }));
        await user.click(screen.getByRole('button', { name: `Take ${count} from row ${row}` }));
      }
      await waitFor(() => expect(submitted(calls)).toHaveLength(1));
      expect(submitted(calls)[0]!.moves.map((move) => move.value)).toEqual(values);
      expect(await screen.findByText('You won 50 coins!')).toBeInTheDocument();
    },
    PLAYING_MS,
  );

  it(
    'submits a game the computer won too: the server verifies it, and it pays nothing',
    async () => {
      const notWon = () => ok(result({ gameId: 'matchsticks', won: false, score: 0, coinsEarned: 0, message: gameMessages.notWon }));
      preferLessMotion();
      const { user, calls } = await dealBoard({ submit: notWon });
      clock.advance(1600);
      clock.advance(600);
      // One stick at a time from the first row with sticks: the computer takes the last.
      for (let move = 0; move < 10 && screen.queryByRole('group', { name: /^Matchsticks board/ }); move += 1) {
        clock.advance(1000);
        await user.keyboard('1{Enter}');
        await waitFor(() => expect(screen.queryByText('The computer is thinking...')).not.toBeInTheDocument(), { timeout: 2000 });
      }
      await waitFor(() => expect(submitted(calls)).toHaveLength(1));
      const values = submitted(calls)[0]!.moves.map((move) => move.value);
      expect(playMatchsticks(deal, values)!.winner).toBe('computer');
      expect(await screen.findByText('Good try! Win to earn coins.')).toBeInTheDocument();
    },
    PLAYING_MS,
  );
});
