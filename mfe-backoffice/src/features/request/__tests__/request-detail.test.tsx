import { screen, within } from '@testing-library/react';
import {
  currentPath,
  detail,
  identityId,
  identityReview,
  ok,
  openOperatorArea,
  openWithFailingRead,
  refused,
  stubObjectUrlsBeforeEach,
} from '../../../testing/operator-area';

stubObjectUrlsBeforeEach('photo');

/** The page's sections, each by its name, and what each shows of the request. */
const sections = {
  Request: ['LKR 5,000', 'Rejected', 'The account holder does not match.'],
  Player: ['Nimal Perera', '+94771234567', '7,000'],
  Receiver: ['Kamala Perera', 'kamala@example.com', 'Sri Lanka'],
  'Bank account': ['Bank of Ceylon', '7010', 'Kandy'],
};

describe('a request in detail', () => {
  it('shows the request, the player, the receiver, the full bank account, the ledger and the audit trail', async () => {
    const { calls } = await openOperatorArea(
      '/operator/requests/wd-7k3m9q',
      {
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
      },
      { heading: 'Request WD-7K3M9Q' },
    );
    expect(calls[0]!.params).toEqual({ code: 'WD-7K3M9Q' });

    for (const [name, texts] of Object.entries(sections)) {
      const section = screen.getByRole('region', { name });
      for (const text of texts) expect(section).toHaveTextContent(text);
    }
    expect(within(screen.getByRole('region', { name: 'Bank account' })).getByText('0012345678')).toBeInTheDocument();

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
    const { user } = await openOperatorArea(
      '/operator/requests/WD-7K3M9Q',
      { detail: ok(detail()), list: ok({ items: [], total: 0, page: 2, pageSize: 20 }) },
      { state: { queueSearch: '?status=pending&page=2' } },
    );
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
    const { user } = await openOperatorArea('/operator/requests/WD-7K3M9Q', {
      detail: ok(detail({ identityStatus: 'under_review' })),
      identity: ok(identityReview()),
      identityPhoto: { status: 200, body: new Blob(['bytes'], { type: 'image/jpeg' }) },
    });
    const player = await screen.findByRole('region', { name: 'Player' });
    expect(player).toHaveTextContent('IdentityUnder review');
    const review = within(player).getByRole('link', { name: 'Review identity' });
    expect(review).toHaveAttribute('href', `/operator/identities/${identityId}`);
    await user.click(review);
    expect(await screen.findByRole('heading', { level: 1, name: 'Identity of Nimal Perera' })).toBeInTheDocument();
  });

  it('names the identity status without a link when the player has submitted nothing', async () => {
    await openOperatorArea('/operator/requests/WD-7K3M9Q', {
      detail: ok(detail({ identityStatus: 'not_verified', identityVerificationId: null })),
    });
    const player = await screen.findByRole('region', { name: 'Player' });
    expect(player).toHaveTextContent('IdentityNot verified');
    expect(within(player).queryByRole('link', { name: 'Review identity' })).toBeNull();
  });
});
