import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as messages from 'contract/messages';
import { refusal } from 'shared/testing';
import { dealt, ok, playLimits, renderGames, renderGamesIn, signInBeforeEach, stub } from '../../testing/games-area';

signInBeforeEach();

const breakUntil = { kind: 'break' as const, until: '2026-12-06T10:00:00Z' };

describe('responsible play in the games (ADR 061)', () => {
  it('the list: a reality check due shows today’s play and coins; "Keep playing" sends continue and the notice goes', async () => {
    let due = true;
    const calls = stub({
      playLimits: () => ok(playLimits({ realityCheckDue: due, playedTodayMs: 65 * 60_000 })),
      keepPlaying: () => {
        due = false;
        return ok(playLimits());
      },
    });
    renderGames('/games');
    const notice = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(notice).toHaveTextContent('You have played for 1 hour 5 minutes today.');
    expect(notice).toHaveTextContent('Coins earned today: 150');
    expect(within(notice).getByRole('button', { name: 'Stop playing' })).toBeInTheDocument();
    // The games stay below it.
    expect(await screen.findByRole('link', { name: /Play Sliding Tiles/ })).toBeInTheDocument();
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { uuid: expect.any(String), choice: 'continue' },
    ]);
  });

  it('the list on a break: a calm notice until when, with the account’s limits, instead of the games', async () => {
    stub({ playLimits: () => ok(playLimits({ playBreak: breakUntil })) });
    renderGames('/games');
    const notice = await screen.findByRole('status', { name: 'You are taking a break' });
    expect(notice).toHaveTextContent(/Games and leaderboards are paused until 6 Dec 2026/);
    expect(within(notice).getByRole('link', { name: 'Your play limits' })).toHaveAttribute('href', '/account/limits');
    expect(screen.queryByRole('link', { name: /Play Sliding Tiles/ })).toBeNull();
  });

  it('a game on a break: the notice instead of the board and the leaderboard', async () => {
    stub({ playLimits: () => ok(playLimits({ playBreak: { kind: 'self-exclusion', until: null } })) });
    renderGames('/games/quick-sums');
    expect(await screen.findByText('Games and leaderboards are closed to you permanently.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Practice' })).toBeNull();
    expect(screen.queryByRole('heading', { name: "Today's leaderboard" })).toBeNull();
  });

  it('a deal refused as a reality check due: the notice, then "Keep playing" deals the game', async () => {
    let refuse = true;
    const calls = stub({
      playLimits: () => ok(playLimits({ realityCheckDue: refuse })),
      start: () =>
        refuse
          ? refusal(409, 'REALITY_CHECK_DUE', messages.playLimits.realityCheckDue)
          : ok(dealt({ kind: 'sliding-tiles', size: 3, tiles: [1, 2, 3, 4, 0, 6, 7, 5, 8] })),
      keepPlaying: () => {
        refuse = false;
        return ok(playLimits());
      },
    });
    const user = userEvent.setup();
    renderGames('/games/sliding-tiles');
    await user.click(await screen.findByRole('button', { name: 'Practice' }));
    const notice = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/games/attempts'))).toHaveLength(2));
    expect(await screen.findByRole('group', { name: /Sliding Tiles board/ })).toBeInTheDocument();
  });

  it('a deal refused by the daily limit: the server’s words, nothing to retry, the limits one link away', async () => {
    const message = messages.playLimits.dailyLimitReached(30);
    stub({ start: () => refusal(403, 'PLAY_LIMIT_REACHED', message) });
    const user = userEvent.setup();
    renderGames('/games/sliding-tiles');
    await user.click(await screen.findByRole('button', { name: 'Practice' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Your play limits' })).toHaveAttribute('href', '/account/limits');
  });

  it('speaks Tamil', async () => {
    stub({ playLimits: () => ok(playLimits({ realityCheckDue: true })) });
    await renderGamesIn('ta', '/games');
    expect(await screen.findByRole('dialog', { name: 'நிலைமைச் சரிபார்ப்பு' })).toHaveTextContent('இன்று நீங்கள் 12 நிமிடங்கள் விளையாடியுள்ளீர்கள்.');
  });
});
