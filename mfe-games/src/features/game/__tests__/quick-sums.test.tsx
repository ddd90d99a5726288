import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerOf, dealQuickSums, revealedQuickSums, type Move } from 'contract/games';
import type { StubAnswer } from 'shared/testing';
import { answeringFrom, attemptId, dealt, ok, renderGames, result, signInBeforeEach, stub } from '../../../testing/games-area';

const clock = signInBeforeEach();
const quickSumsDeal = dealQuickSums(42);
const answers = quickSumsDeal.sums.map(answerOf);
const sumText = (index: number) =>
  `${quickSumsDeal.sums[index]!.left} ${quickSumsDeal.sums[index]!.operator} ${quickSumsDeal.sums[index]!.right} =`;
const submitted = (calls: ReturnType<typeof stub>) =>
  calls.filter((call) => call.url.endsWith('/submit')).map((call) => call.body as { moves: Move[] });
const answered = (calls: ReturnType<typeof stub>) => calls.filter((call) => call.url.endsWith('/answer')).map((call) => call.body);
/** The deal as the server hands it out: the first sum only. */
const firstSumOnly = revealedQuickSums(quickSumsDeal, 0);

async function dealSums(user: ReturnType<typeof userEvent.setup>) {
  const calls = stub({
    start: () => ok(dealt(firstSumOnly, { gameId: 'quick-sums', timeLimitMs: 60_000 })),
    answer: answeringFrom(quickSumsDeal),
    submit: () => ok(result({ gameId: 'quick-sums', correct: 20, score: 1200, message: 'You won 50 coins!' })),
  });
  renderGames('/games/quick-sums');
  await user.click(screen.getByRole('button', { name: 'Practice' }));
  await screen.findByLabelText('Answer');
  return calls;
}

describe('Quick Sums', () => {
  it('shows the first sum with its number, a labelled numeric answer field with the focus, and the countdown', async () => {
    const calls = await dealSums(userEvent.setup());
    expect(calls.find((call) => call.url.endsWith('/attempts'))?.body).toEqual({ gameId: 'quick-sums', mode: 'practice' });
    expect(screen.getByText('Sum 1 of 20')).toBeInTheDocument();
    expect(screen.getByText(sumText(0))).toBeInTheDocument();
    expect(screen.getByLabelText('Answer')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Answer')).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent('60 s left');
  });

  it('answers by typing and Enter, and by the Next button, one answer per sum', async () => {
    const user = userEvent.setup();
    await dealSums(user);
    clock.advance(2000);
    await user.type(screen.getByLabelText('Answer'), `${answers[0]}{Enter}`);
    expect(screen.getByText('Sum 2 of 20')).toBeInTheDocument();
    expect(await screen.findByText(sumText(1))).toBeInTheDocument();
    expect(screen.getByLabelText('Answer')).toHaveValue('');

    // Enter on an empty field answers nothing: the sum stays.
    clock.advance(2000);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Sum 2 of 20')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Answer'), '7');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Sum 3 of 20')).toBeInTheDocument();
    expect(await screen.findByText(sumText(2))).toBeInTheDocument();
  });

  it('posts each answer with its place; the next sum is the one the server reveals, and a lost reply is sent again', async () => {
    const user = userEvent.setup();
    let lost = 1;
    const reveal = answeringFrom(quickSumsDeal);
    const calls = stub({
      start: () => ok(dealt(firstSumOnly, { gameId: 'quick-sums' })),
      answer: (request) => (lost-- > 0 ? 'network' : reveal(request)),
    });
    renderGames('/games/quick-sums');
    await user.click(screen.getByRole('button', { name: 'Practice' }));
    await screen.findByLabelText('Answer');
    clock.advance(2000);
    await user.type(screen.getByLabelText('Answer'), `${answers[0]}{Enter}`);
    expect(await screen.findByText(sumText(1))).toBeInTheDocument();
    expect(answered(calls)).toEqual([
      { attemptId, index: 0, value: answers[0] },
      { attemptId, index: 0, value: answers[0] },
    ]);
  });

  it('carries on from the sum the server is at when an open attempt is dealt again', async () => {
    const user = userEvent.setup();
    stub({ start: () => ok(dealt(revealedQuickSums(quickSumsDeal, 4), { gameId: 'quick-sums', answered: 4, remainingMs: 40_000 })) });
    renderGames('/games/quick-sums');
    await user.click(screen.getByRole('button', { name: 'Practice' }));
    expect(await screen.findByText('Sum 5 of 20')).toBeInTheDocument();
    expect(screen.getByText(sumText(4))).toBeInTheDocument();
  });

  it('submits after the 20th answer, each sum answered once, the times never going back', async () => {
    const user = userEvent.setup();
    const calls = await dealSums(user);
    for (const [index, answer] of answers.entries()) {
      clock.advance(1000);
      await screen.findByText(sumText(index));
      await user.type(screen.getByLabelText('Answer'), `${answer}{Enter}`);
    }
    await waitFor(() => expect(submitted(calls)).toHaveLength(1));
    const { moves } = submitted(calls)[0]!;
    expect(moves.map((move) => move.value)).toEqual(answers);
    expect(moves.map((move) => move.at)).toEqual(answers.map((_, index) => (index + 1) * 1000));
    expect(await screen.findByText('You won 50 coins!')).toBeInTheDocument();
    expect(answered(calls).map((call) => (call as { index: number }).index)).toEqual(answers.map((_, index) => index));
  });

  it('ends and submits the answers so far when the 60 seconds run out', async () => {
    jest.useFakeTimers({ doNotFake: ['performance'] });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      // Every answer settles inside act on the fake clock: the page's reads first, the deal once the click has been made.
      let deal = (_answer: StubAnswer) => undefined as void;
      const calls = stub({
        start: () => new Promise((resolve) => (deal = resolve)),
        answer: answeringFrom(quickSumsDeal),
        submit: () => ok(result({ gameId: 'quick-sums' })),
      });
      renderGames('/games/quick-sums');
      await act(() => jest.advanceTimersByTimeAsync(50));
      await user.click(screen.getByRole('button', { name: 'Practice' }));
      await act(async () => {
        deal(ok(dealt(firstSumOnly, { gameId: 'quick-sums' })));
        await jest.advanceTimersByTimeAsync(50);
      });
      clock.advance(1500);
      await user.type(screen.getByLabelText('Answer'), `${answers[0]}{Enter}`);
      clock.advance(30_000);
      act(() => jest.advanceTimersByTime(300));
      expect(screen.getByRole('timer')).toHaveTextContent('29 s left');
      expect(submitted(calls)).toHaveLength(0);
      clock.advance(29_000);
      act(() => jest.advanceTimersByTime(300));
      await waitFor(() => expect(submitted(calls)).toHaveLength(1));
      expect(submitted(calls)[0]!.moves).toEqual([{ value: answers[0], at: 1500 }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes no answer in the first second (the sum is read first): it stays in the field to send again', async () => {
    const user = userEvent.setup();
    const calls = await dealSums(user);
    clock.advance(600);
    await user.type(screen.getByLabelText('Answer'), `${answers[0]}{Enter}`);
    expect(screen.getByText('Sum 1 of 20')).toBeInTheDocument();
    expect(screen.getByLabelText('Answer')).toHaveValue(String(answers[0]));
    clock.advance(600);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Sum 2 of 20')).toBeInTheDocument();
    expect(submitted(calls)).toHaveLength(0);
  });

  it('submits at once an open attempt dealt again with every sum answered (the page closed before its submission)', async () => {
    const user = userEvent.setup();
    const calls = stub({
      start: () => ok(dealt(quickSumsDeal, { gameId: 'quick-sums', answered: 20, remainingMs: 20_000 })),
      submit: () => ok(result({ gameId: 'quick-sums', correct: 20, message: 'You won 50 coins!' })),
    });
    renderGames('/games/quick-sums');
    await user.click(screen.getByRole('button', { name: 'Practice' }));
    expect(await screen.findByText('You won 50 coins!')).toBeInTheDocument();
    expect(submitted(calls)).toHaveLength(1);
  });

  it("counts down from the server's time left, not the whole minute", async () => {
    const user = userEvent.setup();
    stub({ start: () => ok(dealt(firstSumOnly, { gameId: 'quick-sums', remainingMs: 25_000 })) });
    renderGames('/games/quick-sums');
    await user.click(screen.getByRole('button', { name: 'Practice' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('25 s left');
  });
});
