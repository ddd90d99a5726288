import { act, screen, within } from '@testing-library/react';
import { setLanguage } from 'shared';
import { entry, leaderboard, ok, quietFailedReads, renderGames, renderGamesIn, signInBeforeEach, stub } from '../../../testing/games-area';
import userEvent from '@testing-library/user-event';

signInBeforeEach();

const table = () => screen.findByRole('table', { name: "Today's 10 best verified results" });

describe("today's leaderboard", () => {
  it("lists rank, avatar, first name and score, marking the player's own row", async () => {
    const entries = [
      entry(1, { firstName: 'Kasun', score: 990 }),
      entry(2, { firstName: 'Nimal', you: true, score: 975, avatarUrl: null }),
    ];
    const calls = stub({ leaderboard: () => ok(leaderboard({ entries, own: { score: 975, rank: 2 } })) });
    renderGames('/games/sliding-tiles');
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1Kasun990', '2NNimalYou975']);
    expect(within(rows[0]!).getByRole('img', { name: "Kasun's avatar" })).toHaveAttribute('src', 'http://api.test/avatars/1.png');
    expect(within(rows[1]!).getByRole('img', { name: "Nimal's avatar" })).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('You')).toBeNull();
    expect(screen.getByText('Your score today: 975 (rank 2)')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/leaderboard'))?.params).toEqual({ gameId: 'sliding-tiles' });
  });

  it("shows the player's own best when it is outside the top 10", async () => {
    const entries = Array.from({ length: 10 }, (_, index) => entry(index + 1));
    stub({ leaderboard: () => ok(leaderboard({ entries, own: { score: 640, rank: 37 } })) });
    renderGames('/games/sliding-tiles');
    expect(within(await table()).getAllByRole('row')).toHaveLength(11);
    expect(screen.queryByText('You')).toBeNull();
    expect(screen.getByText('Your score today: 640 (rank 37)')).toBeInTheDocument();
  });

  it("shows a Sinhala or Tamil name's first letter with its vowel sign where there is no avatar", async () => {
    const entries = [entry(1, { firstName: 'கௌசல்யா', avatarUrl: null }), entry(2, { firstName: 'සෙනුරි', avatarUrl: null })];
    stub({ leaderboard: () => ok(leaderboard({ entries })) });
    renderGames('/games/sliding-tiles');
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]!).getByRole('img', { name: "கௌசல்யா's avatar" })).toHaveTextContent(/^கௌ$/);
    expect(within(rows[1]!).getByRole('img', { name: "සෙනුරි's avatar" })).toHaveTextContent(/^සෙ$/);
  });

  it('says when nobody has a result yet today', async () => {
    stub();
    renderGames('/games/quick-sums');
    expect(await screen.findByText('No verified results yet today. Be the first!')).toBeInTheDocument();
    expect(screen.getByText('No result yet today.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says a failed read failed, with a Retry', async () => {
    const log = quietFailedReads();
    let answer = () => ({ status: 404, body: { status: false, error_code: 'NOT_FOUND', message: 'Not found.', content: null } });
    stub({ leaderboard: () => answer() });
    renderGames('/games/quick-sums');
    const board = screen.getByRole('region', { name: "Today's leaderboard" });
    expect(await within(board).findByRole('alert')).toHaveTextContent('Not found.');
    answer = () => ok(leaderboard()) as ReturnType<typeof answer>;
    await userEvent.setup().click(within(board).getByRole('button', { name: 'Retry' }));
    expect(await within(board).findByText('No result yet today.')).toBeInTheDocument();
    log.mockRestore();
  });
});

describe("today's leaderboard, a name kept off it (ADR 057)", () => {
  afterEach(() => act(() => setLanguage('en')));

  it('shows a player who keeps their name off leaderboards as "Player" in the page\'s language, with the initial avatar', async () => {
    const entries = [entry(1, { firstName: 'Player', avatarUrl: null, anonymous: true, you: true })];
    stub({ leaderboard: () => ok(leaderboard({ entries, own: { score: 990, rank: 1 } })) });
    await renderGamesIn('si', '/games/sliding-tiles');
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('ක්‍රීඩකයා');
    expect(row).not.toHaveTextContent('Player');
    expect(within(row).getByRole('img', { name: 'ක්‍රීඩකයා ගේ අවතාරය' })).toBeInTheDocument();
  });
});
