import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, currentSearch, listPage, openOperatorArea, openTable, suspiciousPlayer } from '../../../testing/operator-area';

const page = (items = [suspiciousPlayer()], total = items.length) => listPage(items, total);

describe('the suspicious play list', () => {
  it('lists each player and game with the counts of each kind and when last seen, the e-mail masked', async () => {
    const { calls, rows } = await openTable(
      '/operator/suspicious-play',
      {
        suspiciousPlay: page(
          [
            suspiciousPlayer(),
            suspiciousPlayer({
              playerId: 'other',
              playerName: 'Sunil Silva',
              playerEmail: '*****il@example.com',
              gameId: 'sliding-tiles',
              tooFast: 0,
              impossible: 4,
              perfectPace: 0,
              repeatedDeals: 0,
              total: 4,
            }),
          ],
          25,
        ),
      },
      'Suspicious play by player and game, most recent first',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Suspicious play' })).toBeInTheDocument();
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Player', 'Game', 'Too fast', 'Impossible', 'Perfect, very fast', 'Dealt again and again', 'All', 'Last seen']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Quick Sums', '⚠ 3', '0', '1', '2', '6', expect.stringContaining('27 Nov 2026')]);
    expect(rows[1]).toHaveTextContent('Nimal Perera');
    expect(rows[1]).toHaveTextContent('*****al@example.com');
    expect(rows[2]).toHaveTextContent('Sliding Tiles');
    expect(screen.getByRole('heading', { level: 2, name: '25 players and games' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(callsTo(calls, 'suspiciousPlay')[0]!.params).toEqual({ page: 1, pageSize: 20 });
    expect(screen.getByRole('link', { name: 'Suspicious play' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by game through the URL, starting again at page 1', async () => {
    const { calls, user } = await openOperatorArea('/operator/suspicious-play?page=2', { suspiciousPlay: page([suspiciousPlayer()], 45) });
    await screen.findByText('Page 2 of 3');
    await user.selectOptions(screen.getByLabelText('Game'), 'Sliding Tiles');
    await waitFor(() => expect(currentSearch()).toBe('?game=sliding-tiles'));
    await waitFor(() =>
      expect(callsTo(calls, 'suspiciousPlay').at(-1)!.params).toEqual({ gameId: 'sliding-tiles', page: 1, pageSize: 20 }),
    );
    await user.selectOptions(screen.getByLabelText('Game'), 'All games');
    await waitFor(() => expect(currentSearch()).toBe(''));
  });

  it('says when nothing was recorded', async () => {
    await openOperatorArea('/operator/suspicious-play', { suspiciousPlay: page([], 0) });
    expect(await screen.findByText('No suspicious play recorded.')).toBeInTheDocument();
  });
});
