/**
 * One game's screen in the players' languages (ADR 034): the choice of a round, both boards,
 * the result and today's leaderboard in English, Sinhala and Tamil, numbers in each locale's
 * grouping (thousands in every language, never lakhs), switched while a round is played without losing it.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared';
import { describeInLanguages } from 'shared/testing';
import { dealQuickSums, revealedQuickSums } from 'contract/games';
import {
  answeringFrom,
  dealt,
  entry,
  leaderboard,
  ok,
  quietFailedReads,
  renderGames,
  renderGamesIn,
  result,
  signInBeforeEach,
  stub,
} from '../../../testing/games-area';
import { expected } from './game-languages-words';

const clock = signInBeforeEach();

describeInLanguages('a game in %s', expected, (language, words) => {
  it('shows the ways to play, the Sound switch and the leaderboard, ranks and scores in its grouping', async () => {
    const entries = [
      entry(1, { firstName: 'Kasun', score: 1_234_567 }),
      entry(2, { firstName: 'Nimal', you: true, score: 98_765, avatarUrl: null }),
    ];
    stub({ leaderboard: () => ok(leaderboard({ entries, own: { score: 98_765, rank: 2 } })) });
    await renderGamesIn(language, '/games/sliding-tiles');
    expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: words.howToPlay })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `← ${words.back}` })).toHaveAttribute('href', '/games');
    expect(screen.getByRole('button', { name: words.playDaily })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.practice })).toBeInTheDocument();
    expect(screen.getByText(words.dailyNote)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: words.sound })).not.toBeChecked();

    expect(screen.getByRole('heading', { level: 2, name: words.leaderboard })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: words.caption });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(words.columns);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(`1Kasun${words.bigScore}`);
    expect(within(rows[1]!).getByRole('img', { name: words.avatar })).toBeInTheDocument();
    expect(within(rows[1]!).getByText(words.you)).toBeInTheDocument();
    expect(screen.getByText(words.ownScore)).toBeInTheDocument();
  });

  it('plays Sliding Tiles to its result: the board, its stats and the result figures in that language', async () => {
    stub({ submit: () => ok(result({ score: 1_234_567, coinsEarned: 50, moveCount: 2 })) });
    const user = userEvent.setup();
    await renderGamesIn(language, '/games/sliding-tiles');
    await user.click(await screen.findByRole('button', { name: words.playDaily }));
    const board = await screen.findByRole('group', { name: words.board });
    expect(screen.getByRole('heading', { level: 2, name: words.playingDaily })).toBeInTheDocument();
    expect(screen.getByText(words.getReady)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(words.tilesTimeLeft);
    expect(within(board).getByRole('img', { name: words.gap })).toBeInTheDocument();
    clock.advance(2000);
    await user.click(within(board).getByRole('button', { name: words.tile5 }));
    expect(screen.getByText(words.oneMove)).toBeInTheDocument();
    clock.advance(1000);
    await user.keyboard('{ArrowLeft}');

    const heading = await screen.findByRole('heading', { name: words.result });
    expect(screen.getByText(words.won50)).toHaveAttribute('role', 'status');
    const figures = heading.parentElement!;
    expect(within(figures).getByText(words.score).nextSibling).toHaveTextContent(words.bigScore);
    expect(within(figures).getByText(words.coins).nextSibling).toHaveTextContent('50');
    expect(within(figures).getByText(words.moves).nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: words.practiceAgain })).toBeInTheDocument();
  });

  it('deals Quick Sums: its progress, answer field, Next button and time left in that language', async () => {
    stub({ start: () => ok(dealt(dealQuickSums(42), { gameId: 'quick-sums', mode: 'practice', timeLimitMs: 60_000 })) });
    const user = userEvent.setup();
    await renderGamesIn(language, '/games/quick-sums');
    await user.click(await screen.findByRole('button', { name: words.practice }));
    expect(await screen.findByLabelText(words.answer)).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: words.playingPractice })).toBeInTheDocument();
    expect(screen.getByText(words.firstSum)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.next })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: words.sumsTimeLeftSpoken })).toHaveTextContent(words.sumsTimeLeft);
  });

  it('says a game that could not be dealt failed, with its Retry, in that language', async () => {
    quietFailedReads();
    stub({ start: () => ({ status: 503, body: {} }) });
    const user = userEvent.setup();
    await renderGamesIn(language, '/games/sliding-tiles');
    await user.click(await screen.findByRole('button', { name: words.playDaily }));
    expect((await screen.findByText(words.startFailed)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: words.retry })).toBeInTheDocument();
  });
});

it('switches a Quick Sums round to Sinhala, then Tamil, keeping its answers and the one being typed', async () => {
  const deal = dealQuickSums(42);
  stub({
    start: () => ok(dealt(revealedQuickSums(deal, 0), { gameId: 'quick-sums', mode: 'practice', timeLimitMs: 60_000 })),
    answer: answeringFrom(deal),
  });
  const user = userEvent.setup();
  renderGames('/games/quick-sums');
  await user.click(await screen.findByRole('button', { name: 'Practice' }));
  clock.advance(2000);
  await user.type(await screen.findByLabelText('Answer'), '1{Enter}');
  expect(screen.getByText('Sum 2 of 20')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Answer'), '7');

  await act(async () => setLanguage('si'));
  expect(await screen.findByText('ගණන 2 / 20')).toBeInTheDocument();
  expect(screen.getByLabelText('පිළිතුර')).toHaveValue('7');
  expect(screen.getByRole('button', { name: 'ඊළඟ' })).toBeInTheDocument();

  await act(async () => setLanguage('ta'));
  expect(await screen.findByText('கணக்கு 2 / 20')).toBeInTheDocument();
  expect(screen.getByLabelText('விடை')).toHaveValue('7');
  expect(screen.getByRole('heading', { level: 2, name: 'பயிற்சி விளையாட்டு' })).toBeInTheDocument();
});
