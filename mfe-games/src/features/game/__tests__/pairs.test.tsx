import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealPairs, pairsFinished, revealPairs, type Move } from 'contract/games';
import type { StubRoute } from 'shared/testing';
import { attemptId, dealt, ok, renderGames, result, signInBeforeEach, stub } from '../../../testing/games-area';

const clock = signInBeforeEach();
const deal = dealPairs(42);
const faceDown = revealPairs(deal, []);

/** The positions of each card, pair by pair. */
const pairs = (() => {
  const byCard = new Map<number, number[]>();
  deal.cards.forEach((card, position) => byCard.set(card, [...(byCard.get(card) ?? []), position]));
  return [...byCard.values()] as [number, number][];
})();

/** The server's side: each flip recorded in its place, the reply revealing what the rules show. */
function flipping(): StubRoute {
  const values: number[] = [];
  return (request) => {
    const { index, value } = request.body as { index: number; value: number };
    values[index] = value;
    const moves: Move[] = values.slice(0, index + 1).map((flipped, at) => ({ value: flipped, at }));
    return ok({
      attemptId,
      answered: index + 1,
      deal: revealPairs(deal, moves),
      finished: pairsFinished(deal, moves),
      remainingMs: 100_000,
    });
  };
}

const grid = () => screen.getByRole('group', { name: /^Pairs: 16 cards face down/ });
const card = (position: number) => within(grid()).getAllByRole('button')[position]!;
const flips = (calls: ReturnType<typeof stub>) => calls.filter((call) => call.url.endsWith('/answer')).map((call) => call.body);

async function dealPairsBoard(user: ReturnType<typeof userEvent.setup>) {
  const calls = stub({
    start: () => ok(dealt(faceDown, { gameId: 'pairs', timeLimitMs: 180_000 })),
    answer: flipping(),
    submit: () => ok(result({ gameId: 'pairs', message: 'You won 50 coins!' })),
  });
  renderGames('/games/pairs');
  await user.click(screen.getByRole('button', { name: 'Practice' }));
  await screen.findByRole('group', { name: /^Pairs: 16 cards/ });
  return calls;
}

/** Turns a card by a click once a human could have, and waits for its face. */
async function turn(user: ReturnType<typeof userEvent.setup>, position: number) {
  clock.advance(1_000);
  await user.click(card(position));
  await waitFor(() => expect(card(position)).toHaveAttribute('data-face', 'up'));
}

describe('Pairs', () => {
  it('deals 16 cards face down, each labelled, the first with the focus, with the pairs found and the flips left', async () => {
    await dealPairsBoard(userEvent.setup());
    const cards = within(grid()).getAllByRole('button');
    expect(cards.map((button) => button.getAttribute('aria-label'))).toEqual(cards.map((_, index) => `Card ${index + 1}, face down`));
    expect(cards.every((button) => button.textContent === '')).toBe(true);
    expect(cards[0]).toHaveFocus();
    expect(screen.getByText('Flips left: 40')).toBeInTheDocument();
    clock.advance(1_000);
    expect(await screen.findByText('Pairs: 0 of 8')).toBeInTheDocument();
  });

  it('turns a card by a click: the flip is posted in its place and the face is the one the server reveals, named for a screen reader', async () => {
    const user = userEvent.setup();
    const calls = await dealPairsBoard(user);
    const [a] = pairs[0]!;
    await turn(user, a);
    expect(flips(calls)).toEqual([{ attemptId, index: 0, value: a }]);
    expect(card(a).getAttribute('aria-label')).toMatch(
      new RegExp(`^Card ${a + 1}, (Ace|Jack|Queen|King|\\d+) of (spades|hearts|diamonds|clubs)$`),
    );
    expect(await screen.findByText(new RegExp(`^Card ${a + 1}: .+ of `))).toBeInTheDocument();
    expect(screen.getByText('Flips left: 39')).toBeInTheDocument();
  });

  it('plays by the keyboard alone: arrows move the focus, Enter and Space turn a card', async () => {
    const user = userEvent.setup();
    const calls = await dealPairsBoard(user);
    clock.advance(1_000);
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(card(5)).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(card(5)).toHaveAttribute('data-face', 'up'));
    clock.advance(1_000);
    await user.keyboard('{ArrowLeft} ');
    await waitFor(() => expect(card(4)).toHaveAttribute('data-face', 'up'));
    expect(flips(calls).map((call) => (call as { value: number }).value)).toEqual([5, 4]);
  });

  it('never sends the turn’s first card again, nor a matched card (a double tap spoils nothing)', async () => {
    const user = userEvent.setup();
    const calls = await dealPairsBoard(user);
    const [a, b] = pairs[0]!;
    await turn(user, a);
    clock.advance(1_000);
    await user.click(card(a));
    await turn(user, b);
    expect(card(a).getAttribute('aria-label')).toMatch(/, matched$/);
    expect(screen.getByText('Pairs: 1 of 8')).toBeInTheDocument();
    expect(await screen.findByText(/\. A pair!$/)).toBeInTheDocument();
    clock.advance(1_000);
    await user.click(card(b));
    expect(flips(calls).map((call) => (call as { value: number }).value)).toEqual([a, b]);
  });

  it('shows two cards that are not a pair a moment, then turns them face down again', async () => {
    const user = userEvent.setup();
    await dealPairsBoard(user);
    const [a] = pairs[0]!;
    const [c] = pairs[1]!;
    await turn(user, a);
    await turn(user, c);
    expect(await screen.findByText(/\. Not a pair\.$/)).toBeInTheDocument();
    expect(card(a)).toHaveAttribute('data-face', 'up');
    await waitFor(() => expect(card(a)).toHaveAttribute('data-face', 'down'), { timeout: 2_000 });
    expect(card(c)).toHaveAttribute('data-face', 'down');
  });

  it('submits once when the last pair is found', async () => {
    const user = userEvent.setup();
    const calls = await dealPairsBoard(user);
    const positions = pairs.flat();
    for (const position of positions.slice(0, -1)) await turn(user, position);
    // The last pair ends the game: the result takes the board's place.
    clock.advance(1_000);
    await user.click(card(positions.at(-1)!));
    expect(await screen.findByText('You won 50 coins!')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/submit'))).toHaveLength(1);
    expect(flips(calls)).toHaveLength(16);
  }, 30_000);
});
