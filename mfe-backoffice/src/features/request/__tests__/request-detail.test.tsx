import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentPath,
  detail,
  identityId,
  identityReview,
  ok,
  openWithFailingRead,
  refused,
  renderOperatorArea,
  signInBeforeEach,
  stubOperatorApi,
} from '../../../testing/operator-area';

signInBeforeEach();

describe('a request in detail', () => {
  it('shows the request, the player, the receiver, the full bank account, the ledger and the audit trail', async () => {
    const calls = stubOperatorApi({
      detail: ok(
        detail({
          status: 'rejected',
          rejectionReason: 'The account holder does not match.',
          audit: [
            {
              action: 'reject',
              actorEmail: 'operator@example.com',
              actorRole: 'payout-operator',
              at: '2026-11-23T09:00:00Z',
              fromStatus: 'pending',
              toStatus: 'rejected',
              reason: 'The account holder does not match.',
              reference: null,
              batchId: null,
            },
          ],
        }),
      ),
    });
    renderOperatorArea('/operator/requests/wd-7k3m9q');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request WD-7K3M9Q' })).toBeInTheDocument();
    expect(calls[0]!.params).toEqual({ code: 'WD-7K3M9Q' });

    const summary = screen.getByRole('region', { name: 'Request' });
    expect(summary).toHaveTextContent('LKR 5,000');
    expect(summary).toHaveTextContent('Rejected');
    expect(summary).toHaveTextContent('The account holder does not match.');
    const player = screen.getByRole('region', { name: 'Player' });
    expect(player).toHaveTextContent('Nimal Perera');
    expect(player).toHaveTextContent('+94771234567');
    expect(player).toHaveTextContent('7,000');
    const receiver = screen.getByRole('region', { name: 'Receiver' });
    expect(receiver).toHaveTextContent('Kamala Perera');
    expect(receiver).toHaveTextContent('kamala@example.com');
    expect(receiver).toHaveTextContent('Sri Lanka');
    const bank = screen.getByRole('region', { name: 'Bank account' });
    expect(bank).toHaveTextContent('Bank of Ceylon');
    expect(bank).toHaveTextContent('7010');
    expect(bank).toHaveTextContent('Kandy');
    expect(within(bank).getByText('0012345678')).toBeInTheDocument();

    const ledgerRows = within(screen.getByRole('table', { name: "The player's newest ledger lines" })).getAllByRole('row');
    expect(ledgerRows[1]).toHaveTextContent('\u22125,000');
    expect(ledgerRows[1]).toHaveTextContent('Withdrawal WD-7K3M9Q');
    expect(ledgerRows[2]).toHaveTextContent('+12,000');
    const auditRows = within(screen.getByRole('table', { name: 'Every action on this request, oldest first' })).getAllByRole('row');
    expect(auditRows[1]).toHaveTextContent('operator@example.com');
    expect(auditRows[1]).toHaveTextContent('payout-operator');
    expect(auditRows[1]).toHaveTextContent('Rejected');
    expect(auditRows[1]).toHaveTextContent('Pending → Rejected');
    // A final request offers no action.
    expect(screen.getByText('No actions: this request is final.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('goes back to the queue it came from, filters and page kept', async () => {
    stubOperatorApi({ detail: ok(detail()), list: ok({ items: [], total: 0, page: 2, pageSize: 20 }) });
    const user = userEvent.setup();
    renderOperatorArea('/operator/requests/WD-7K3M9Q', { queueSearch: '?status=pending&page=2' });
    const back = await screen.findByRole('link', { name: /Back to the requests/ });
    expect(back).toHaveAttribute('href', '/operator?status=pending&page=2');
    await user.click(back);
    expect(currentPath()).toBe('/operator');
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
  });

  it("shows the server's message for an unknown code, with Retry", async () => {
    const said = 'There is no withdrawal request WD-NOPE.';
    const { log } = await openWithFailingRead('/operator/requests/WD-NOPE', 'detail', refused(404, 'NOT_FOUND', said), said);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("shows the player's identity status with a link to its review", async () => {
    URL.createObjectURL = jest.fn(() => 'blob:photo');
    URL.revokeObjectURL = jest.fn();
    stubOperatorApi({
      detail: ok(detail({ identityStatus: 'under_review' })),
      identity: ok(identityReview()),
      identityPhoto: { status: 200, body: new Blob(['bytes'], { type: 'image/jpeg' }) },
    });
    const user = userEvent.setup();
    renderOperatorArea('/operator/requests/WD-7K3M9Q');
    const player = await screen.findByRole('region', { name: 'Player' });
    expect(player).toHaveTextContent('IdentityUnder review');
    const review = within(player).getByRole('link', { name: 'Review identity' });
    expect(review).toHaveAttribute('href', `/operator/identities/${identityId}`);
    await user.click(review);
    expect(await screen.findByRole('heading', { level: 1, name: 'Identity of Nimal Perera' })).toBeInTheDocument();
  });

  it('names the identity status without a link when the player has submitted nothing', async () => {
    stubOperatorApi({ detail: ok(detail({ identityStatus: 'not_verified', identityVerificationId: null })) });
    renderOperatorArea('/operator/requests/WD-7K3M9Q');
    const player = await screen.findByRole('region', { name: 'Player' });
    expect(player).toHaveTextContent('IdentityNot verified');
    expect(within(player).queryByRole('link', { name: 'Review identity' })).toBeNull();
  });
});
