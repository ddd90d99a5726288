import { screen, waitFor, within } from '@testing-library/react';
import {
  callsTo,
  currentSearch,
  expectRetryReadsList,
  listPage,
  openOperatorArea,
  openTable,
  openWithFailingRead,
  refused,
  withdrawal,
} from '../../../testing/operator-area';

const page = (items = [withdrawal()], total = items.length) => listPage(items, total);
/** A request of each kind the table tells apart: plain, large and not reviewed, reviewed, of a player not verified yet. */
const kinds = [
  withdrawal(),
  withdrawal({ code: 'WD-BIGONE', amount: 500000, needsReview: true, playerEmail: 'sunil@example.com', playerName: 'Sunil Silva' }),
  withdrawal({ code: 'WD-REVIEW', amount: 1000000, needsReview: true, reviewedBy: 'operator@example.com', status: 'approved' }),
  withdrawal({ code: 'WD-NEWBIE', identityStatus: 'under_review' }),
];

describe('the withdrawal queue', () => {
  it('lists the requests: code linking to the detail, player, amount in LKR, status as text, dates, and the four-eyes state', async () => {
    const { calls, rows } = await openTable('/operator', { list: page(kinds, 45) }, 'Withdrawal requests, newest first');
    expect(screen.getByRole('heading', { level: 1, name: 'Withdrawal requests' })).toBeInTheDocument();
    expect(rows).toHaveLength(5);
    expect(within(rows[1]!).getByRole('link', { name: 'WD-7K3M9Q' })).toHaveAttribute('href', '/operator/requests/WD-7K3M9Q');
    expect(rows[1]).toHaveTextContent('nimal@example.com');
    expect(rows[1]).toHaveTextContent('Nimal Perera');
    expect(rows[1]).toHaveTextContent('LKR 5,000');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent('22 Nov 2026');
    expect(rows[2]).toHaveTextContent('LKR 500,000');
    expect(rows[2]).toHaveTextContent('Needs second approval');
    expect(rows[3]).toHaveTextContent('Reviewed by operator@example.com');
    expect(rows[3]).toHaveTextContent('Approved');
    // The identity takes room only when it holds Approve back.
    expect(rows[1]).not.toHaveTextContent('Identity:');
    expect(rows[4]).toHaveTextContent('Identity: Under review');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(callsTo(calls, 'list')[0]!.params).toEqual({ page: 1, pageSize: 20 });
  });

  it('puts the filters in the URL and in the request, and starts again at page 1', async () => {
    const { calls, user } = await openOperatorArea('/operator?page=2', { list: page([withdrawal()], 45) });
    await screen.findByText('Page 2 of 3');
    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await user.type(screen.getByLabelText('Amount from (LKR)'), '1000');
    await user.type(screen.getByLabelText('Amount to (LKR)'), '600000');
    await user.type(screen.getByLabelText('Requested from'), '2026-11-01');
    await user.type(screen.getByLabelText('Request code or e-mail'), 'nimal');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(currentSearch()).toBe('?status=approved&minAmount=1000&maxAmount=600000&from=2026-11-01&q=nimal'));
    await waitFor(() =>
      expect(callsTo(calls, 'list').at(-1)!.params).toEqual({
        status: 'approved',
        minAmount: '1000',
        maxAmount: '600000',
        from: '2026-11-01',
        q: 'nimal',
        page: 1,
        pageSize: 20,
      }),
    );
  });

  it('opened from a link with filters, shows them in the form and reads with them; Next keeps them', async () => {
    const { calls, user } = await openOperatorArea('/operator?status=pending&to=2026-11-30&q=WD-7K', { list: page([withdrawal()], 45) });
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    expect(screen.getByLabelText('Requested to')).toHaveValue('2026-11-30');
    expect(screen.getByLabelText('Request code or e-mail')).toHaveValue('WD-7K');
    await screen.findByText('Page 1 of 3');
    expect(callsTo(calls, 'list')[0]!.params).toEqual({ status: 'pending', to: '2026-11-30', q: 'WD-7K', page: 1, pageSize: 20 });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentSearch()).toBe('?status=pending&to=2026-11-30&q=WD-7K&page=2'));
    await waitFor(() =>
      expect(callsTo(calls, 'list').at(-1)!.params).toEqual({ status: 'pending', to: '2026-11-30', q: 'WD-7K', page: 2, pageSize: 20 }),
    );
  });

  it('says when no request matches the filters, and Clear filters empties the URL', async () => {
    const { user } = await openOperatorArea('/operator?status=paid', { list: page([], 0) });
    expect(await screen.findByText('No requests match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentSearch()).toBe(''));
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('says when the queue could not be read, and Retry reads it again', async () => {
    const log = await expectRetryReadsList('/operator', 'list', {
      empty: 'No requests match these filters.',
      page: page(),
      shown: () => screen.findByRole('link', { name: 'WD-7K3M9Q' }),
    });
    expect(log).toHaveBeenCalledWith('/api/operator/v1/withdrawals could not be read', expect.anything());
    log.mockRestore();
  });

  it("shows the server's message when it refuses the filters", async () => {
    const { log } = await openWithFailingRead(
      '/operator?minAmount=abc',
      'list',
      refused(400, 'VALIDATION_FAILED', 'minAmount must be a whole number.'),
      'minAmount must be a whole number.',
    );
    log.mockRestore();
  });
});
