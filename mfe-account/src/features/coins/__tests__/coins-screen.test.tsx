import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { neverAnswered } from 'shared/testing';
import {
  movement,
  ok,
  pace,
  quietFailedReads,
  refused,
  renderAccount,
  signInBeforeEach,
  stub,
  timeline,
} from '../../../testing/account-area';

signInBeforeEach();

/** The movements' rows (the header and a page's "Show older" row have no 4 cells). */
const historyRows = () =>
  within(screen.getByRole('region', { name: 'Coin history' }))
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length === 4);
const cells = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('cell')
    .map((cell) => cell.textContent);

const newest = [
  movement({ id: 5, kind: 'game_win', amount: 50, balance: 12_050, game: { id: 'quick-sums', name: 'Quick Sums', mode: 'daily' } }),
  movement({ id: 4, kind: 'refund', amount: 5_000, balance: 12_000, withdrawalCode: 'WD-CANCEL' }),
  movement({ id: 3, kind: 'withdrawal', amount: -5_000, balance: 7_000, withdrawalCode: 'WD-CANCEL' }),
];
const older = [
  movement({ id: 2, kind: 'credit', amount: 11_990, balance: 12_000 }),
  movement({ id: 1, kind: 'game_win', amount: 10, balance: 10, game: { id: 'sliding-tiles', name: 'Sliding Tiles', mode: 'practice' } }),
];

describe('the coins (/account/coins)', () => {
  it('shows every movement with the balance after it, and older ones a page at a time', async () => {
    const calls = stub({
      coins: (request) => {
        const { before } = request.params as { before?: number };
        return ok(before === undefined ? { movements: newest, nextBefore: 3 } : { movements: older, nextBefore: null });
      },
    });
    renderAccount('/account/coins');
    await screen.findByText("Quick Sums: today's challenge");
    expect(historyRows().map((row) => cells(row).slice(1))).toEqual([
      ["Quick Sums: today's challenge", '+50', '12,050'],
      ['Refund of WD-CANCEL', '+5,000', '12,000'],
      ['Withdrawal WD-CANCEL', '−5,000', '7,000'],
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show older movements' }));
    expect(await screen.findByText('Sliding Tiles: practice')).toBeInTheDocument();
    expect(historyRows().map((row) => cells(row).slice(1))).toHaveLength(5);
    expect(cells(historyRows()[3]!).slice(1)).toEqual(['Coins added', '+11,990', '12,000']);
    expect(screen.queryByRole('button', { name: 'Show older movements' })).toBeNull();
    expect(calls.filter((call) => call.url.endsWith('/account/coins')).map((call) => call.params)).toEqual([
      { uuid: expect.any(String), limit: 20 },
      { uuid: expect.any(String), limit: 20, before: 3 },
    ]);
  });

  it('says when there are no movements yet', async () => {
    stub({ coins: () => ok({ movements: [], nextBefore: null }) });
    renderAccount('/account/coins');
    expect(await screen.findByText('No coin movements yet.')).toBeInTheDocument();
  });

  it('says each part is loading, and a failed read failed with a Retry that reads again', async () => {
    const log = quietFailedReads();
    let answer = () => refused(503, 'Try later.');
    stub({ coins: () => answer(), pace: neverAnswered });
    renderAccount('/account/coins');
    expect(screen.getByText('Loading your pace...')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Try later.')).toBeInTheDocument();
    answer = () => ok({ movements: [movement()], nextBefore: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Coins added')).toBeInTheDocument();
    log.mockRestore();
  });

  it("shows a paid withdrawal's steps with the bank's reference, a rejected one's reason", async () => {
    stub({
      withdrawals: () =>
        ok([
          timeline(),
          timeline({
            code: 'WD-REJECT',
            status: 'rejected',
            steps: [
              { status: 'requested', at: '2026-11-20T04:30:00Z', bankReference: null, reason: null },
              { status: 'rejected', at: '2026-11-21T04:30:00Z', bankReference: null, reason: 'The account holder does not match.' },
            ],
          }),
        ]),
    });
    renderAccount('/account/coins');
    const paid = await screen.findByRole('article', { name: 'WD-7Q2M4K: 5,000 coins to Bank of Ceylon' });
    expect(paid).toHaveTextContent('Status: Paid');
    expect(
      within(paid)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(' · ')[0]),
    ).toEqual(['Requested', 'Approved', 'Paid']);
    expect(paid).toHaveTextContent('bank reference BOC-99812');
    const rejected = screen.getByRole('article', { name: /WD-REJECT/ });
    expect(rejected).toHaveTextContent('Status: Rejected');
    expect(rejected).toHaveTextContent('reason: The account holder does not match.');
  });

  it('gives an honest pace: coins left today, and the days to the next tier at the last 7 days rate', async () => {
    stub();
    renderAccount('/account/coins');
    expect(await screen.findByText('Games can still pay you 150 coins today.')).toBeInTheDocument();
    expect(screen.getByText('At that pace you reach the 5,000 coins withdrawal in about 8 days.')).toBeInTheDocument();
  });

  it('says how to see a pace without earnings, and when every tier is reached', async () => {
    let answer = pace({ earnedLast7Days: 0, daysToNextTier: null });
    stub({ pace: () => ok(answer) });
    const { unmount } = renderAccount('/account/coins');
    expect(await screen.findByText('Earn coins in the games to see when you reach the 5,000 coins withdrawal.')).toBeInTheDocument();
    unmount();
    answer = pace({ balance: 1_500_000, nextTier: null, daysToNextTier: null });
    renderAccount('/account/coins');
    expect(await screen.findByText('Your balance reaches every withdrawal tier.')).toBeInTheDocument();
    expect(screen.getByText('Balance: 1,500,000 coins')).toBeInTheDocument();
  });
});
