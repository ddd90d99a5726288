import { screen, waitFor, within } from '@testing-library/react';
import type { StubbedRequest } from 'shared/testing';
import {
  callsTo,
  identityId,
  identityReview,
  ok,
  openIdentityReview,
  openWithFailingRead,
  operatorToken,
  quietConsoleErrors,
  refused,
  stubObjectUrlsBeforeEach,
} from '../../../testing/operator-area';

stubObjectUrlsBeforeEach('photo');

const photo = (request: StubbedRequest) => ({
  status: 200,
  body: new Blob([`${(request.params as { side: string }).side} bytes`], { type: 'image/jpeg' }),
});

describe('an identity review', () => {
  it('shows the NIC unmasked, the card beside the account, the decision, the flags and the audit trail', async () => {
    const { calls } = await openIdentityReview({
      identityPhoto: photo,
      identity: ok(
        identityReview({
          flags: [
            { kind: 'duplicate-nic', message: 'This NIC was also tried by sunil@example.com.', at: '2026-11-21T10:00:00Z' },
            { kind: 'name-mismatch', message: 'The bank account holder is K. Perera.', at: null },
          ],
          audit: [
            { action: 'submit', actorEmail: 'nimal@example.com', at: '2026-11-22T08:35:00Z', reason: null },
            { action: 'view', actorEmail: 'operator@example.com', at: '2026-11-22T09:00:00Z', reason: null },
          ],
        }),
      ),
    });
    expect(callsTo(calls, 'identity')[0]!.params).toEqual({ id: identityId });

    const card = screen.getByRole('region', { name: 'National Identity Card' });
    expect(within(card).getByText('901234123V')).toBeInTheDocument();
    expect(card).toHaveTextContent('Male');
    expect(card).toHaveTextContent('Opening this page is recorded in the audit trail.');

    const compare = within(screen.getByRole('table', { name: 'What the NIC says beside what the player registered' })).getAllByRole('row');
    expect(compare[1]).toHaveTextContent('Hewage Nimal Perera');
    expect(compare[1]).toHaveTextContent('Nimal Perera');
    expect(
      within(compare[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2 May 1990', '2 May 1990']);
    expect(screen.queryByText('Does not match')).toBeNull();

    const decision = screen.getByRole('region', { name: 'Status and decision' });
    expect(decision).toHaveTextContent('Under review');
    expect(decision).toHaveTextContent('Reviewed byNot yet');

    const flags = within(screen.getByRole('region', { name: 'Flags' })).getAllByRole('listitem');
    expect(flags.map((flag) => flag.textContent)).toEqual([
      expect.stringContaining('This NIC was also tried by sunil@example.com.'),
      'The bank account holder is K. Perera.',
    ]);

    const audit = within(screen.getByRole('table', { name: 'Every action on this submission, oldest first' })).getAllByRole('row');
    expect(audit[1]).toHaveTextContent('nimal@example.com');
    expect(audit[1]).toHaveTextContent('Submitted');
    expect(audit[2]).toHaveTextContent('operator@example.com');
    expect(audit[2]).toHaveTextContent('Opened the review');
  });

  it('marks a birth date that differs from the registered one, and shows a decision with its reason', async () => {
    await openIdentityReview({
      identityPhoto: photo,
      identity: ok(
        identityReview({
          status: 'rejected',
          registeredDateOfBirth: '1991-05-02',
          nicSex: 'female',
          reviewedBy: 'approver@example.com',
          reviewedAt: '2026-11-23T09:00:00Z',
          rejectionReason: 'The photo of the back is blurred.',
        }),
      ),
    });
    const compare = within(screen.getByRole('table', { name: 'What the NIC says beside what the player registered' })).getAllByRole('row');
    expect(compare[2]).toHaveTextContent('2 May 1990');
    expect(compare[2]).toHaveTextContent('2 May 1991');
    expect(compare[2]).toHaveTextContent('Does not match');
    expect(screen.getByRole('region', { name: 'National Identity Card' })).toHaveTextContent('Female');
    const decision = screen.getByRole('region', { name: 'Status and decision' });
    expect(decision).toHaveTextContent('Rejected');
    expect(decision).toHaveTextContent('approver@example.com');
    expect(decision).toHaveTextContent('23 Nov 2026');
    expect(decision).toHaveTextContent('The photo of the back is blurred.');
    expect(screen.getByRole('region', { name: 'Flags' })).toHaveTextContent('No flags.');
  });

  it("fetches both photos with the operator's token, shows them, opens them full size, and lets them go when the page closes", async () => {
    const { calls, unmount } = await openIdentityReview({ identity: ok(identityReview()), identityPhoto: photo });
    const front = await screen.findByRole('img', { name: 'Front of the NIC' });
    const back = await screen.findByRole('img', { name: 'Back of the NIC' });
    expect([front.getAttribute('src'), back.getAttribute('src')].sort()).toEqual(['blob:photo-1', 'blob:photo-2']);
    expect(front.closest('a')).toHaveAttribute('href', front.getAttribute('src'));
    expect(front.closest('a')).toHaveAttribute('target', '_blank');

    const requests = callsTo(calls, 'identityPhoto');
    expect(requests.map((call) => call.params)).toEqual(
      expect.arrayContaining([
        { id: identityId, side: 'front' },
        { id: identityId, side: 'back' },
      ]),
    );
    expect(requests).toHaveLength(2);
    for (const request of requests) expect(request.headers.Authorization).toBe(`Bearer ${operatorToken}`);
    const blobs = (URL.createObjectURL as jest.Mock).mock.calls.map(([blob]: [Blob]) => blob.type);
    expect(blobs).toEqual(['image/jpeg', 'image/jpeg']);

    unmount();
    expect((URL.revokeObjectURL as jest.Mock).mock.calls.map(([url]) => url).sort()).toEqual(['blob:photo-1', 'blob:photo-2']);
  });

  it('says when a photo could not be loaded, and its Retry fetches it again', async () => {
    const log = quietConsoleErrors();
    let frontFails = true;
    const { calls, user } = await openIdentityReview({
      identity: ok(identityReview()),
      identityPhoto: (request) =>
        (request.params as { side: string }).side === 'front' && frontFails ? refused(500, 'INTERNAL_ERROR', 'Boom.') : photo(request),
    });
    const front = await screen.findByRole('figure', { name: 'Front of the NIC' });
    expect(await within(front).findByText('This photo could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Back of the NIC' })).toBeInTheDocument();

    frontFails = false;
    await user.click(within(front).getByRole('button', { name: 'Retry' }));
    expect(await within(front).findByRole('img', { name: 'Front of the NIC' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, 'identityPhoto')).toHaveLength(3));
    log.mockRestore();
  });

  it("shows the server's message for an unknown submission, with Retry", async () => {
    const said = 'There is no such identity submission.';
    const { log } = await openWithFailingRead(`/operator/identities/${identityId}`, 'identity', refused(404, 'NOT_FOUND', said), said);
    expect(screen.getByRole('heading', { level: 1, name: 'Identity review' })).toBeInTheDocument();
    log.mockRestore();
  });
});
