import { screen, waitFor, within } from '@testing-library/react';
import {
  callsTo,
  currentSearch,
  expectRetryReadsList,
  identityItem,
  listPage,
  openOperatorArea,
  openTable,
  quietConsoleErrors,
  refused,
} from '../../../testing/operator-area';

const page = (items = [identityItem()], total = items.length) => listPage(items, total);
const caption = 'Identity submissions, oldest first';

describe('the identity review queue', () => {
  it('lists the submissions under review: player, the NIC masked, submitted, status, flags and a link to the review', async () => {
    const { calls, table, rows } = await openTable(
      '/operator/identities',
      {
        identities: page(
          [
            identityItem(),
            identityItem({
              id: '8a1e5d2c-0b3f-4e6a-9c7d-1f2e3a4b5c6d',
              playerName: 'Sunil Silva',
              playerEmail: 'sunil@example.com',
              nicEnding: '4567',
              flagCount: 2,
            }),
          ],
          45,
        ),
      },
      caption,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Identity reviews' })).toBeInTheDocument();
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Nimal Perera');
    expect(rows[1]).toHaveTextContent('nimal@example.com');
    expect(rows[1]).toHaveTextContent('•••• 123V');
    expect(rows[1]).toHaveTextContent('22 Nov 2026');
    expect(rows[1]).toHaveTextContent('Under review');
    expect(rows[1]).toHaveTextContent('None');
    expect(within(rows[1]!).getByRole('link', { name: 'Review Nimal Perera' })).toHaveAttribute(
      'href',
      '/operator/identities/3f6c2a9e-8b1d-4c7a-9e2f-5a1b7c3d9e01',
    );
    expect(rows[2]).toHaveTextContent('•••• 4567');
    expect(rows[2]).toHaveTextContent('2 flags');
    // The list never holds the full NIC.
    expect(table).not.toHaveTextContent('901234123V');
    expect(screen.getByRole('heading', { level: 2, name: '45 submissions' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('under_review');
    expect(callsTo(calls, 'identities')[0]!.params).toEqual({ status: 'under_review', page: 1, pageSize: 20 });
  });

  it('puts the filters in the URL and in the request, "All" included, and starts again at page 1', async () => {
    const { calls, user } = await openOperatorArea('/operator/identities?page=2', { identities: page([identityItem()], 45) });
    await screen.findByText('Page 2 of 3');
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Under review');
    await user.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    await user.type(screen.getByLabelText('E-mail or name'), 'nimal');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentSearch()).toBe('?status=rejected&q=nimal'));
    await waitFor(() =>
      expect(callsTo(calls, 'identities').at(-1)!.params).toEqual({ status: 'rejected', q: 'nimal', page: 1, pageSize: 20 }),
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentSearch()).toBe('?status=all&q=nimal'));
    await waitFor(() => expect(callsTo(calls, 'identities').at(-1)!.params).toEqual({ q: 'nimal', page: 1, pageSize: 20 }));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentSearch()).toBe('?status=all&q=nimal&page=2'));
  });

  it('lists only flagged submissions of every status when asked, the filter kept in the URL', async () => {
    const { calls, user } = await openTable(
      '/operator/identities',
      { identities: page([identityItem({ status: 'verified', flagCount: 1 })]) },
      caption,
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await user.selectOptions(screen.getByLabelText('Flags'), 'Duplicate NIC flags only');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentSearch()).toBe('?status=all&flagged=true'));
    await waitFor(() => expect(callsTo(calls, 'identities').at(-1)!.params).toEqual({ flagged: 'true', page: 1, pageSize: 20 }));
    expect(await screen.findByText('1 flag')).toBeInTheDocument();
  });

  it('opened from a link with filters, shows them and reads with them; the review link carries them back', async () => {
    const log = quietConsoleErrors();
    const { calls, user } = await openOperatorArea('/operator/identities?status=verified&q=perera', {
      identities: page(),
      identity: refused(404, 'NOT_FOUND', 'There is no such identity submission.'),
    });
    expect(screen.getByLabelText('Status')).toHaveValue('verified');
    expect(screen.getByLabelText('E-mail or name')).toHaveValue('perera');
    await user.click(await screen.findByRole('link', { name: 'Review Nimal Perera' }));
    expect(await screen.findByRole('link', { name: /Back to the identity reviews/ })).toHaveAttribute(
      'href',
      '/operator/identities?status=verified&q=perera',
    );
    expect(callsTo(calls, 'identities')[0]!.params).toEqual({ status: 'verified', q: 'perera', page: 1, pageSize: 20 });
    log.mockRestore();
  });

  it('says when nothing matches, and Clear filters goes back to the submissions under review', async () => {
    const { user } = await openOperatorArea('/operator/identities?status=all&q=nobody', { identities: page([], 0) });
    expect(await screen.findByText('No identity submissions match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentSearch()).toBe(''));
    expect(screen.getByLabelText('Status')).toHaveValue('under_review');
    expect(screen.getByLabelText('E-mail or name')).toHaveValue('');
  });

  it('says when the queue could not be read, and Retry reads it again', async () => {
    const log = await expectRetryReadsList('/operator/identities', 'identities', {
      empty: 'No identity submissions match these filters.',
      page: page(),
      shown: () => screen.findByRole('link', { name: 'Review Nimal Perera' }),
    });
    log.mockRestore();
  });
});
