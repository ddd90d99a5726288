import { screen, within } from '@testing-library/react';
import {
  approveWhileSending,
  callsTo,
  identityId,
  identityReview,
  ok,
  openIdentityReview,
  openReasonDialog,
  refused,
  sendReason,
  stubObjectUrlsBeforeEach,
  type OperatorAnswers,
} from '../../../testing/operator-area';

stubObjectUrlsBeforeEach('photo');

const title = 'Reject the identity of Nimal Perera';
const decision = (status: string) => ok({ id: identityId, status, reviewedAt: '2026-11-23T09:00:00Z' });

describe('the decision on an identity', () => {
  it('approves once, however fast it is pressed twice, says so while sending, then re-reads the review', async () => {
    const answers: OperatorAnswers = { identity: ok(identityReview()) };
    const { calls, user } = await openIdentityReview(answers);
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();

    const verified = identityReview({ status: 'verified', reviewedBy: 'operator@example.com', reviewedAt: '2026-11-23T09:00:00Z' });
    await approveWhileSending(user, answers, 'approveIdentity', { answer: decision('verified'), reads: { identity: ok(verified) } });

    expect(await screen.findByText('Identity approved.')).toBeInTheDocument();
    expect(await screen.findByText('No actions: this submission is decided.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Status and decision' })).toHaveTextContent('Verified');
    expect(callsTo(calls, 'approveIdentity').map((call) => call.body)).toEqual([{ id: identityId }]);
    expect(callsTo(calls, 'identity')).toHaveLength(2);
    // The photos stay as they were: a re-read does not fetch (and audit) them again.
    expect(callsTo(calls, 'identityPhoto')).toHaveLength(2);
  });

  it('asks for a reason before rejecting (required, at most 500 characters), then sends it', async () => {
    const answers: OperatorAnswers = { identity: ok(identityReview()), rejectIdentity: decision('rejected') };
    const { calls, user } = await openIdentityReview(answers);
    answers.identity = ok(identityReview({ status: 'rejected', rejectionReason: 'The photo of the back is blurred.' }));
    const sent = await sendReason(user, calls, 'rejectIdentity', title, ' The photo of the back is blurred. ', 'Identity rejected.');
    expect(sent).toEqual([{ id: identityId, reason: 'The photo of the back is blurred.' }]);
    expect(await screen.findByText('No actions: this submission is decided.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Status and decision' })).toHaveTextContent('The photo of the back is blurred.');
  });

  it("shows the server's message when the submission was decided meanwhile, and re-reads it", async () => {
    const answers: OperatorAnswers = {
      identity: ok(identityReview()),
      approveIdentity: refused(409, 'INVALID_TRANSITION', 'This identity was already rejected by approver@example.com.'),
    };
    const { calls, user } = await openIdentityReview(answers);
    answers.identity = ok(identityReview({ status: 'rejected', reviewedBy: 'approver@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This identity was already rejected by approver@example.com.')).toBeInTheDocument();
    expect(await screen.findByText('No actions: this submission is decided.')).toBeInTheDocument();
    expect(screen.getByText('This identity was already rejected by approver@example.com.')).toBeInTheDocument();
    expect(callsTo(calls, 'identity')).toHaveLength(2);
  });

  it("shows a 403's message in the reject dialog", async () => {
    const answers: OperatorAnswers = {
      identity: ok(identityReview()),
      rejectIdentity: refused(403, 'FORBIDDEN', 'Only a payout operator may decide identities.'),
    };
    const { user } = await openIdentityReview(answers);
    const { dialog, field, send } = await openReasonDialog(user, title);
    await user.type(field, 'Blurred.');
    await send();
    expect(await within(dialog).findByText('Only a payout operator may decide identities.')).toBeInTheDocument();

    // Opened again, the dialog starts afresh.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await openReasonDialog(user, title)).field).toHaveValue('');
    expect(screen.queryByText('Only a payout operator may decide identities.')).toBeNull();
  });

  it.each(['verified', 'rejected'] as const)('offers no action once the identity is %s', async (status) => {
    await openIdentityReview({ identity: ok(identityReview({ status })) });
    expect(screen.getByText('No actions: this submission is decided.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
