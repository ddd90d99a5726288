import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { gameMessages } from 'contract/games';
import { usePlayerCache, useProfile } from 'shared/queries';
import { refusal, renderScreen, type StubAnswer } from 'shared/testing';
import GamesArea from '../../../app/GamesArea';
import {
  attemptId,
  dealt,
  entry,
  leaderboard,
  ok,
  overview,
  quickSumsSummary,
  renderGames,
  result,
  signInBeforeEach,
  stub,
  summary,
  type Answers,
} from '../../../testing/games-area';

const clock = signInBeforeEach();

/** What the shell's top bar shows: the cached profile's balance. */
function BalanceProbe() {
  const { profile } = useProfile();
  return <output data-testid="balance">{profile?.actualUsableCoins}</output>;
}

const inAlert = (message: string) => screen.getByText(message).closest('[role="alert"]');
const submissions = (calls: ReturnType<typeof stub>) => calls.filter((call) => call.url.endsWith('/submit'));
const reads = (calls: ReturnType<typeof stub>, path: string) => calls.filter((call) => call.method === 'GET' && call.url === path).length;

/** Deals the default board (two moves from solved) and solves it: ArrowUp, then ArrowLeft; `beside` renders with the screen. */
async function playToTheEnd(answers: Answers = {}, beside: ReactNode = null) {
  const calls = stub(answers);
  const user = userEvent.setup();
  renderScreen(
    <>
      <BalanceProbe />
      {beside}
      <GamesArea />
    </>,
    { route: '/games/sliding-tiles', path: '/games/*' },
  );
  await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('12000'));
  await user.click(screen.getByRole('button', { name: "Play today's challenge" }));
  await screen.findByRole('group', { name: /Sliding Tiles board/ });
  clock.advance(2000);
  await user.keyboard('{ArrowUp}');
  clock.advance(1000);
  await user.keyboard('{ArrowLeft}');
  return { calls, user };
}

describe('one game (/games/:gameId)', () => {
  it('shows the title, category, how to play, the two ways to play and the Sound switch, off by default', async () => {
    stub();
    renderGames('/games/quick-sums');
    expect(screen.getByRole('heading', { level: 1, name: 'Quick Sums' })).toBeInTheDocument();
    expect(screen.getByText('ARCADE')).toBeInTheDocument();
    expect(screen.getByText(/Type each answer and press Enter/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Play today's challenge" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Practice' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Sound' })).not.toBeChecked();
    expect(await screen.findByText('No result yet today.')).toBeInTheDocument();
  });

  it('remembers the Sound choice', async () => {
    stub();
    const user = userEvent.setup();
    const { unmount } = renderGames('/games/quick-sums');
    await user.click(screen.getByRole('switch', { name: 'Sound' }));
    await screen.findByText('No result yet today.');
    unmount();
    renderGames('/games/quick-sums');
    expect(screen.getByRole('switch', { name: 'Sound' })).toBeChecked();
    await screen.findByText('No result yet today.');
  });

  it('says there is no such game, with a way back to the games, reading nothing', () => {
    const calls = stub();
    renderGames('/games/chess');
    expect(screen.getByRole('heading', { name: gameMessages.unknownGame })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All games' })).toHaveAttribute('href', '/games');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's result, sets the top bar's balance at once and reads the leaderboard again", async () => {
    const boards = [
      leaderboard(),
      leaderboard({ entries: [entry(1, { firstName: 'Nimal', you: true, score: 985 })], own: { score: 985, rank: 1 } }),
    ];
    const { calls } = await playToTheEnd({ leaderboard: () => ok(boards.length > 1 ? boards.shift() : boards[0]) });
    expect(await screen.findByText('You won 50 coins!')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Your result' })).toHaveFocus();
    const figures = screen.getByRole('heading', { name: 'Your result' }).parentElement!;
    expect(within(figures).getByText('Score').nextSibling).toHaveTextContent('985');
    expect(within(figures).getByText('Coins earned').nextSibling).toHaveTextContent('50');
    expect(screen.getByTestId('balance')).toHaveTextContent('12050');
    expect(reads(calls, '/api/external/v1/profile')).toBe(1);
    expect(await screen.findByText('Your score today: 985 (rank 1)')).toBeInTheDocument();
    expect(reads(calls, '/api/external/v1/games/leaderboard')).toBe(2);
    expect(submissions(calls)[0]!.body).toEqual({
      attemptId,
      moves: [
        { value: 5, at: 2000 },
        { value: 8, at: 3000 },
      ],
    });
  });

  it('keeps the newer balance when the result arrives after the live balance showed a later change', async () => {
    let applyNewer!: (coins: number, version: number) => Promise<void>;
    function LiveBalance() {
      applyNewer = usePlayerCache().setBalance;
      return null;
    }
    let answer!: (value: StubAnswer) => void;
    await playToTheEnd({ submit: () => new Promise<StubAnswer>((resolve) => (answer = resolve)) }, <LiveBalance />);
    await waitFor(() => expect(answer).toBeDefined());
    // The win (version 41) and then a withdrawal (version 42) came over the live stream before the result's answer.
    await act(() => applyNewer(7050, 42));
    await act(async () => answer(ok(result({ balance: 12_050, balanceVersion: 41 }))));
    expect(await screen.findByText('You won 50 coins!')).toBeInTheDocument();
    expect(screen.getByTestId('balance')).toHaveTextContent('7050');
  });

  it("after a daily result the next round offered is practice: today's challenge is played once", async () => {
    const { calls, user } = await playToTheEnd();
    expect(await screen.findByText('You won 50 coins!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Play today's challenge" })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play a practice game' }));
    await screen.findByRole('group', { name: /Sliding Tiles board/ });
    expect(calls.filter((call) => call.url.endsWith('/attempts')).map((call) => (call.body as { mode: string }).mode)).toEqual([
      'daily',
      'practice',
    ]);
  });

  it("says today's challenge was played when the list says so: no daily button, Practice first", async () => {
    stub({ list: () => ok(overview({ games: [summary({ dailyPlayed: true }), quickSumsSummary()] })) });
    renderGames('/games/sliding-tiles');
    expect(await screen.findByText("You have played today's challenge. Practice games earn coins too.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Play today's challenge" })).toBeNull();
    expect(screen.getByRole('button', { name: 'Practice' })).toBeInTheDocument();
  });

  it("shows a refused result's message as an alert, reads the list and leaderboard again, and the next round is practice", async () => {
    const message = gameMessages.refusals['too-fast'];
    const { calls, user } = await playToTheEnd({ submit: () => refusal(422, 'IMPOSSIBLE_RESULT', message) });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(inAlert(message)).not.toBeNull();
    expect(screen.getByTestId('balance')).toHaveTextContent('12000');
    await waitFor(() => expect(reads(calls, '/api/external/v1/games/leaderboard')).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Play a practice game' }));
    expect(await screen.findByRole('group', { name: /Sliding Tiles board/ })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/attempts'))).toHaveLength(2);
  });

  it('keeps the moves of a submission that got no answer, and Try again sends them for the same game', async () => {
    const answers: StubAnswer[] = ['network', ok(result())];
    const { calls, user } = await playToTheEnd({ submit: () => answers.shift()! });
    expect(await screen.findByText('Your result could not be sent. Your moves are kept: try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You won 50 coins!')).toBeInTheDocument();
    const [first, second] = submissions(calls);
    expect(second!.body).toEqual(first!.body);
  });

  it('shows the 409 of a submission that had arrived after all: its first result stands', async () => {
    const answers: StubAnswer[] = [
      { status: 503, body: { status: false, error_code: 'SERVICE_UNAVAILABLE', message: 'Down.', content: null } },
      refusal(409, 'ATTEMPT_SUBMITTED', gameMessages.alreadySubmitted),
    ];
    const { user } = await playToTheEnd({ submit: () => answers.shift()! });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(gameMessages.alreadySubmitted)).toBeInTheDocument();
    expect(inAlert(gameMessages.alreadySubmitted)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says a game that could not be dealt failed, and Retry deals it', async () => {
    const answers: StubAnswer[] = [
      'network',
      ok(dealt({ kind: 'sliding-tiles', size: 3, tiles: [1, 2, 3, 4, 0, 6, 7, 5, 8] }, { mode: 'practice' })),
    ];
    const calls = stub({ start: () => answers.shift()! });
    const user = userEvent.setup();
    renderGames('/games/sliding-tiles');
    await user.click(screen.getByRole('button', { name: 'Practice' }));
    const message = 'The game could not be started. Check your connection and try again.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(inAlert(message)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: /Sliding Tiles board/ })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/attempts')).map((call) => call.body)).toEqual([
      { gameId: 'sliding-tiles', mode: 'practice' },
      { gameId: 'sliding-tiles', mode: 'practice' },
    ]);
  });
});
