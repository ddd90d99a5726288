/** ADR 042: the request page flags a payout account changed shortly before, and Approve explains its hold. */
import { screen, within } from '@testing-library/react';
import { detail, ok, openRequest } from '../../../testing/operator-area';

const HOUR = 3_600_000;
const changedAt = new Date(Date.now() - 2 * HOUR - 5 * 60_000).toISOString();
const flags = [
  {
    kind: 'account-changed' as const,
    message: 'The bank account was changed 2 h 05 min ago, 3 minutes before this request. The player was mailed about it.',
    at: changedAt,
  },
  {
    kind: 'name-mismatch' as const,
    message: 'The account holder "Mallory Fernando" is not the name on the player\'s NIC.',
    at: null,
  },
];

const open = (fields: Parameters<typeof detail>[0]) => openRequest({ detail: ok(detail(fields)) });

describe('a request to a changed payout account', () => {
  it('flags the change and the holder, says how long ago the account changed, and explains why Approve is not offered', async () => {
    await open({
      accountChange: {
        changedAt,
        holdUntil: new Date(Date.parse(changedAt) + 24 * HOUR).toISOString(),
        onHold: true,
      },
      payoutFlags: flags,
    });
    const warnings = screen.getByRole('region', {
      name: 'Payout account warnings',
    });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining(flags[0]!.message), flags[1]!.message]);
    expect(screen.getByRole('region', { name: 'Bank account' })).toHaveTextContent(/Account changed2 h 05 min ago \(/);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(
      screen.getByText(
        /^The bank account was changed 2 h 05 min ago\. Requests to a changed account wait 24 hours, so Approve is available from .+\. Check with the player that they made the change\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('offers Approve once the hold is over, the change still flagged', async () => {
    const longAgo = new Date(Date.now() - 25 * HOUR).toISOString();
    await open({
      accountChange: {
        changedAt: longAgo,
        holdUntil: new Date(Date.now() - HOUR).toISOString(),
        onHold: false,
      },
      payoutFlags: flags.slice(0, 1),
    });
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payout account warnings' })).toHaveTextContent('The bank account was changed');
  });

  it('says there is nothing to weigh for an account unchanged since its first save', async () => {
    await open({});
    expect(screen.getByRole('region', { name: 'Payout account warnings' })).toHaveTextContent(
      'No warnings: the account has not changed recently and its holder is the name on the NIC.',
    );
    expect(screen.getByRole('region', { name: 'Bank account' })).toHaveTextContent('Account changedNot since it was first saved');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });
});
