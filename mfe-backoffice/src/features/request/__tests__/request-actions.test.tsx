import { screen, waitFor, within } from '@testing-library/react';
import {
  approveWhileSending,
  approverToken,
  callsTo,
  detail,
  ok,
  openReasonDialog,
  openRequest,
  sendReason,
  openTextDialog,
  refused,
  type OperatorAnswers,
} from '../../../testing/operator-area';

const asApprover = { signedInAs: approverToken };
const transition = (status: string) => ok({ code: 'WD-7K3M9Q', status, updatedAt: '2026-11-23T09:00:00Z' });

describe('the actions on a request', () => {
  it('approves once, however fast it is pressed twice, says so while sending, then re-reads the request', async () => {
    const answers: OperatorAnswers = { detail: ok(detail()) };
    const { calls, user } = await openRequest(answers);
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull();

    await approveWhileSending(user, answers, 'approve', {
      answer: transition('approved'),
      reads: { detail: ok(detail({ status: 'approved' })) },
    });

    expect(await screen.findByText('WD-7K3M9Q is approved.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mark as paid' })).toBeInTheDocument();
    expect(callsTo(calls, 'approve').map((call) => call.body)).toEqual([{ code: 'WD-7K3M9Q' }]);
    expect(callsTo(calls, 'detail').length).toBeGreaterThanOrEqual(2);
  });

  it('asks for a reason before rejecting, sends it, and gives focus back when the dialog is closed', async () => {
    const answers: OperatorAnswers = { detail: ok(detail()), reject: transition('rejected') };
    const { calls, user } = await openRequest(answers);
    const rejectButton = screen.getByRole('button', { name: 'Reject' });

    await openReasonDialog(user, 'Reject WD-7K3M9Q');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rejectButton).toHaveFocus();

    answers.detail = ok(detail({ status: 'rejected', rejectionReason: 'The account holder does not match.' }));
    const rejected = 'WD-7K3M9Q is rejected and the coins are back with the player.';
    const sent = await sendReason(user, calls, 'reject', 'Reject WD-7K3M9Q', '  The account holder does not match. ', rejected);
    expect(sent).toEqual([{ code: 'WD-7K3M9Q', reason: 'The account holder does not match.' }]);
    expect(await screen.findByText('No actions: this request is final.')).toBeInTheDocument();
  });

  it('checks the bank reference before marking an approved request paid', async () => {
    const { calls, user } = await openRequest({ detail: ok(detail({ status: 'approved' })), markPaid: transition('paid') });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    const {
      dialog,
      field: reference,
      send,
    } = await openTextDialog(user, 'Mark as paid', 'Mark WD-7K3M9Q as paid', 'Bank transfer reference');

    await user.type(reference, 'TRF#42');
    await send();
    expect(await within(dialog).findByText(/letters, digits, spaces and/)).toBeInTheDocument();
    expect(callsTo(calls, 'markPaid')).toHaveLength(0);

    await user.clear(reference);
    await user.type(reference, 'TRF-2026-0042');
    await send();
    expect(await screen.findByText('WD-7K3M9Q is marked as paid.')).toBeInTheDocument();
    expect(callsTo(calls, 'markPaid').map((call) => call.body)).toEqual([{ code: 'WD-7K3M9Q', reference: 'TRF-2026-0042' }]);
  });

  it("shows the server's message when the request moved on meanwhile, and re-reads it", async () => {
    const answers: OperatorAnswers = {
      detail: ok(detail()),
      approve: refused(409, 'INVALID_TRANSITION', 'WD-7K3M9Q is rejected: it cannot be approved.'),
    };
    const { calls, user } = await openRequest(answers);
    answers.detail = ok(detail({ status: 'rejected' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('WD-7K3M9Q is rejected: it cannot be approved.')).toBeInTheDocument();
    expect(await screen.findByText('No actions: this request is final.')).toBeInTheDocument();
    expect(screen.getByText('WD-7K3M9Q is rejected: it cannot be approved.')).toBeInTheDocument();
    expect(callsTo(calls, 'detail')).toHaveLength(2);
  });
});

describe('four eyes (LKR 500,000 and above)', () => {
  const large = (fields: Parameters<typeof detail>[0] = {}) => ok(detail({ amount: 500000, needsReview: true, ...fields }));

  it('before the review: Mark as reviewed and Reject, and says why Approve is not there yet', async () => {
    const answers: OperatorAnswers = { detail: large(), review: transition('pending') };
    const { calls, user } = await openRequest(answers);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.getByText('Approve becomes available once another operator has marked it as reviewed.')).toBeInTheDocument();

    answers.detail = large({ reviewedBy: 'operator@example.com' });
    await user.click(screen.getByRole('button', { name: 'Mark as reviewed' }));
    expect(await screen.findByText('WD-7K3M9Q is marked as reviewed. Another payout approver can now approve it.')).toBeInTheDocument();
    expect(callsTo(calls, 'review').map((call) => call.body)).toEqual([{ code: 'WD-7K3M9Q' }]);
    // The reviewer now sees why they cannot approve it themself.
    expect(await screen.findByText('You reviewed this request, so another payout approver must approve it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as reviewed' })).toBeNull();
  });

  it('the reviewer cannot approve, even as a payout approver', async () => {
    await openRequest({ detail: large({ reviewedBy: 'Approver@example.com' }) }, asApprover);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText('You reviewed this request, so another payout approver must approve it.')).toBeInTheDocument();
  });

  it('an operator without payout-approver is told why Approve is not offered', async () => {
    await openRequest({ detail: large({ reviewedBy: 'approver@example.com' }) });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText('Only a payout approver can approve requests of LKR 500,000 or more.')).toBeInTheDocument();
  });

  it('another payout approver approves it once reviewed', async () => {
    const { calls, user } = await openRequest(
      { detail: large({ reviewedBy: 'operator@example.com' }), approve: transition('approved') },
      asApprover,
    );
    expect(screen.queryByRole('button', { name: 'Mark as reviewed' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('WD-7K3M9Q is approved.')).toBeInTheDocument();
    expect(callsTo(calls, 'approve')).toHaveLength(1);
  });
});

describe("the player's identity (ADR 031)", () => {
  it.each(['under_review', 'not_verified', 'rejected'] as const)(
    'identity %s: no Approve, Reject kept, and the reason said',
    async (identityStatus) => {
      await openRequest({ detail: ok(detail({ identityStatus })) }, asApprover);
      expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
      expect(screen.getByText("The player's identity is not verified: approve it first.")).toBeInTheDocument();
    },
  );

  it('a large request of an unverified player can still be marked as reviewed, not approved', async () => {
    await openRequest(
      {
        detail: ok(detail({ identityStatus: 'under_review', amount: 500000, needsReview: true, reviewedBy: 'operator@example.com' })),
      },
      asApprover,
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText("The player's identity is not verified: approve it first.")).toBeInTheDocument();
  });

  it("offers no Reject for a request in a bank file, says why, and lets only a payout approver record the bank's return", async () => {
    const exported = detail({ status: 'approved', batchId: 4 });
    await openRequest({ detail: ok(exported) });
    expect(screen.getByText(/^In bank file 4: the bank may still pay it, so it cannot be rejected\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record bank return' })).toBeNull();
  });

  it("records the bank's return with its reference, checked as the server checks it, then re-reads", async () => {
    const answers: OperatorAnswers = {
      detail: ok(detail({ status: 'approved', batchId: 4 })),
      returnWithdrawal: transition('rejected'),
    };
    const { calls, user } = await openRequest(answers, asApprover);

    const { dialog, field, send } = await openTextDialog(
      user,
      'Record bank return',
      "Record the bank's return of WD-7K3M9Q",
      "Bank's return reference",
    );
    await send();
    expect(await within(dialog).findByText("Enter the bank's return reference.")).toBeInTheDocument();
    expect(callsTo(calls, 'returnWithdrawal')).toHaveLength(0);

    answers.detail = ok(detail({ status: 'rejected', batchId: 4, rejectionReason: 'Returned by the bank unpaid (reference BOC-RET-9).' }));
    await user.type(field, 'BOC-RET-9');
    await send();
    expect(
      await screen.findByText('WD-7K3M9Q is recorded as returned by the bank and the coins are back with the player.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'returnWithdrawal').map((call) => call.body)).toEqual([{ code: 'WD-7K3M9Q', reference: 'BOC-RET-9' }]);
    await waitFor(() => expect(screen.getByText('No actions: this request is final.')).toBeInTheDocument());
  });
});
