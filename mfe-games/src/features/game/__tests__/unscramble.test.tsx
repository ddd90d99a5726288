import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealUnscramble, revealedUnscramble, tileForLetter, UNSCRAMBLE_CLEAR, type Move } from 'contract/games';
import { refusal, type StubRoute } from 'shared/testing';
import { attemptId, dealt, ok, renderGames, result, signInBeforeEach, stub } from '../../../testing/games-area';

const clock = signInBeforeEach();
const deal = dealUnscramble(42);
const [first, second] = deal.words;

/** The server's side of the answer route: it records each move in its place and reveals what the rules reveal. */
function answering(): StubRoute {
  const moves: Move[] = [];
  return (request) => {
    const { index, value } = request.body as { index: number; value: number };
    if (index === moves.length) moves.push({ value, at: index });
    const played = moves.slice(0, index + 1);
    const view = revealedUnscramble(deal, played);
    return ok({ attemptId, answered: played.length, deal: view, finished: view.current === null, remainingMs: 100_000 });
  };
}

const answered = (calls: ReturnType<typeof stub>) =>
  calls.filter((call) => call.url.endsWith('/answer')).map((call) => (call.body as { value: number }).value);
const submitted = (calls: ReturnType<typeof stub>) =>
  calls.filter((call) => call.url.endsWith('/submit')).map((call) => call.body as { moves: Move[] });

async function dealWords(user: ReturnType<typeof userEvent.setup>, answer: StubRoute = answering()) {
  const calls = stub({
    start: () => ok(dealt(revealedUnscramble(deal, []), { gameId: 'unscramble' })),
    answer,
    submit: () => ok(result({ gameId: 'unscramble', correct: 8, score: 1000, message: 'You won 50 coins!' })),
  });
  const { unmount } = renderGames('/games/unscramble');
  await user.click(screen.getByRole('button', { name: 'Practice' }));
  await screen.findByText('Word 1 of 8');
  return { calls, unmount };
}

/** Types `word` a letter at a time, the clock moving on between letters as a player's does. */
async function typeWord(user: ReturnType<typeof userEvent.setup>, word: string) {
  for (const letter of word) {
    clock.advance(300);
    await user.keyboard(letter);
    // The reply is in (or the round is over and the board gone).
    await waitFor(() => expect(screen.queryByRole('group', { name: /Unscramble/ })?.getAttribute('aria-busy') ?? 'false').toBe('false'));
  }
}

describe('Unscramble', () => {
  it("shows the first word's tiles as labelled buttons, the board with the focus, the word's number, the right count and the time", async () => {
    await dealWords(userEvent.setup());
    const tiles = screen.getAllByRole('button', { name: /^Letter / });
    expect(tiles.map((tile) => tile.textContent)).toEqual(first!.tiles);
    expect(screen.getByRole('group', { name: /Unscramble/ })).toHaveFocus();
    expect(screen.getByText('0 right')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    expect(screen.getByRole('button', { name: 'Start word again' })).toBeDisabled();
  });

  it('picks tiles by typing their letters; a spelled word is judged right and the next word is shown', async () => {
    const user = userEvent.setup();
    const { calls } = await dealWords(user);
    clock.advance(1000);
    await typeWord(user, first!.word);
    expect(await screen.findByText('Word 2 of 8')).toBeInTheDocument();
    expect(screen.getByText('1 right')).toBeInTheDocument();
    expect(screen.getAllByText(`${first!.word}: right`).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /^Letter / }).map((tile) => tile.textContent)).toEqual(second!.tiles);
    expect(answered(calls)).toHaveLength(first!.word.length);
  });

  it('takes every letter of a word typed faster than the replies come: shown at once, sent one after the other in order', async () => {
    const user = userEvent.setup();
    // The server's replies held back, as on a slow network: each comes only when released.
    const server = answering();
    const held: (() => void)[] = [];
    const { calls } = await dealWords(user, (request) => new Promise((resolve) => held.push(() => resolve(server(request)))));
    clock.advance(1000);
    for (const letter of first!.word) {
      clock.advance(300);
      await user.keyboard(letter);
    }
    // Every letter is in the word at once, every tile used; one move is on its way, the others wait for it.
    expect(screen.getByLabelText(`Your word so far: ${first!.word}`)).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Letter [A-Z]$/ })).toEqual([]);
    expect(screen.getByRole('group', { name: /Unscramble/ })).toHaveAttribute('aria-busy', 'true');
    expect(answered(calls)).toHaveLength(1);
    for (let sent = 1; sent <= first!.word.length; sent++) {
      expect(answered(calls)).toHaveLength(sent);
      held[sent - 1]!();
      if (sent === first!.word.length) break;
      // The next goes no sooner than the game's least gap (120 ms) after this reply, by the clock, which has not moved: the
      // server times each move from the one before and would refuse the round.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(answered(calls)).toHaveLength(sent);
      // The clock moves on (a little at each look), and the next goes.
      await waitFor(() => {
        clock.advance(40);
        expect(held).toHaveLength(sent + 1);
      });
    }
    expect(await screen.findByText('Word 2 of 8')).toBeInTheDocument();
    expect(screen.getAllByText(`${first!.word}: right`).length).toBeGreaterThan(0);
    const indexes = calls.filter((call) => call.url.endsWith('/answer')).map((call) => (call.body as { index: number }).index);
    expect(indexes).toEqual([...first!.word].map((_, index) => index));
    // Each letter its own tile, a repeated letter included.
    const picks: number[] = [];
    for (const letter of first!.word) picks.push(tileForLetter(first!.tiles, picks, letter)!);
    expect(answered(calls)).toEqual(picks);
  });

  it('takes a letter pressed twice before the screen has shown the first once, when the word has it once', async () => {
    const user = userEvent.setup();
    const { calls } = await dealWords(user);
    clock.advance(1000);
    const letter = [...first!.word].find((candidate) => first!.word.indexOf(candidate) === first!.word.lastIndexOf(candidate))!;
    const board = screen.getByRole('group', { name: /Unscramble/ });
    // Both keys land before React renders (act holds the render until its end).
    act(() => {
      clock.advance(300);
      fireEvent.keyDown(board, { key: letter });
      clock.advance(300);
      fireEvent.keyDown(board, { key: letter });
    });
    await waitFor(() => expect(answered(calls)).toEqual([first!.tiles.indexOf(letter)]));
    expect(screen.getByLabelText(`Your word so far: ${letter}`)).toBeInTheDocument();
  });

  it('sends no queued letter once the player has left the game, and submits nothing', async () => {
    const user = userEvent.setup();
    const server = answering();
    const held: (() => void)[] = [];
    const { calls, unmount } = await dealWords(user, (request) => new Promise((resolve) => held.push(() => resolve(server(request)))));
    clock.advance(1000);
    for (const letter of first!.word.slice(0, 3)) {
      clock.advance(300);
      await user.keyboard(letter);
    }
    // The first answered, the second on its way, the third queued: then the player leaves.
    await waitFor(() => expect(held).toHaveLength(1));
    held[0]!();
    await waitFor(() => {
      clock.advance(120);
      expect(held).toHaveLength(2);
    });
    unmount();
    held[1]!();
    // Long enough by both clocks for the third to have gone, had it been let go.
    await new Promise((resolve) => setTimeout(resolve, 100));
    clock.advance(1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered(calls)).toHaveLength(2);
    expect(submitted(calls)).toEqual([]);
  });

  it('stops at a move the server refuses: the moves queued behind it are not sent, and the round is submitted once', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    const { calls } = await dealWords(user, async () => {
      await firstHeld;
      return refusal(409, 'GAME_ATTEMPT_CLOSED');
    });
    clock.advance(1000);
    for (const letter of first!.word.slice(0, 3)) {
      clock.advance(300);
      await user.keyboard(letter);
    }
    release();
    await waitFor(() => expect(submitted(calls)).toHaveLength(1));
    expect(answered(calls)).toHaveLength(1);
  });

  it('picks a tile by tap, marks it used, ignores a second tap on it, and starts the word again by the button and by Backspace', async () => {
    const user = userEvent.setup();
    const { calls } = await dealWords(user);
    clock.advance(1000);
    const [tile] = screen.getAllByRole('button', { name: /^Letter / });
    await user.click(tile!);
    await waitFor(() => expect(tile).toHaveAttribute('aria-disabled', 'true'));
    clock.advance(300);
    await user.click(tile!);
    clock.advance(300);
    await user.click(screen.getByRole('button', { name: 'Start word again' }));
    await waitFor(() => expect(tile).toHaveAttribute('aria-disabled', 'false'));
    // The button is disabled again: the board has the focus, so typing carries on.
    expect(screen.getByRole('group', { name: /Unscramble/ })).toHaveFocus();
    clock.advance(300);
    await user.click(tile!);
    await waitFor(() => expect(tile).toHaveAttribute('aria-disabled', 'true'));
    clock.advance(300);
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(tile).toHaveAttribute('aria-disabled', 'false'));
    expect(answered(calls)).toEqual([0, UNSCRAMBLE_CLEAR, 0, UNSCRAMBLE_CLEAR]);
  });

  it('plays with the arrow keys and Enter alone', async () => {
    const user = userEvent.setup();
    const { calls } = await dealWords(user);
    clock.advance(1000);
    await user.keyboard('{ArrowRight}');
    expect(screen.getAllByRole('button', { name: /^Letter / })[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(answered(calls)).toEqual([1]));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getAllByRole('button', { name: /^Letter / })[0]).toHaveFocus();
  });

  it('takes no pick before the word could be read', async () => {
    const user = userEvent.setup();
    const { calls } = await dealWords(user);
    clock.advance(500);
    await user.keyboard(first!.word[0]!);
    expect(answered(calls)).toEqual([]);
  });

  it('submits after the 8th word with every move, the times never going back', async () => {
    const user = userEvent.setup();
    const { calls } = await dealWords(user);
    clock.advance(1000);
    for (const [place, { word }] of deal.words.entries()) {
      await screen.findByText(`Word ${place + 1} of 8`);
      await typeWord(user, word);
    }
    await waitFor(() => expect(submitted(calls)).toHaveLength(1));
    const { moves } = submitted(calls)[0]!;
    expect(moves).toHaveLength(deal.words.map(({ word }) => word.length).reduce((sum, length) => sum + length));
    expect(moves.every((move, index) => index === 0 || move.at > moves[index - 1]!.at)).toBe(true);
    expect(await screen.findByText('You won 50 coins!')).toBeInTheDocument();
    // 44 letters, each waiting for its reply as in a browser.
  }, 30_000);
});
