import { useState } from 'react';
import { Button, FormMessages, hasRealmRole, realmRoles, useSession } from 'shared';
import { type Write } from 'shared/write';
import type { OperatorWithdrawalDetail } from 'contract/operator-endpoints';
import { ActionButtons, Note, PageSection } from '../../components/PageSection';
import { ReasonDialog, TextEntryDialog } from '../../components/TextEntryDialog';
import { formatDateTime, formatElapsed } from '../../lib/format';
import { backOfficeMessages } from '../../messages';
import { useApproveWithdrawal } from './api/approve-withdrawal';
import { useMarkWithdrawalPaid } from './api/mark-withdrawal-paid';
import { useRejectWithdrawal } from './api/reject-withdrawal';
import { useReturnWithdrawal } from './api/return-withdrawal';
import { useReviewWithdrawal } from './api/review-withdrawal';

const text = backOfficeMessages.actions;

/** The two transitions that take a bank's reference: a payment, and a bank's return of an exported request. */
const referenceDialogs = {
  markPaid: { title: text.markPaidTitle, label: text.reference, submit: text.markPaid },
  return: { title: text.returnTitle, label: text.returnReference, submit: text.recordReturn },
} as const;

type ApproveState = { can: true } | { can: false; why: string };

/**
 * Whether this operator may approve a pending request now, and if not, why: an account changed
 * within the hold (ADR 042), a verified player (ADR 031), then four eyes (ADR 027).
 */
function approveState(withdrawal: OperatorWithdrawalDetail, email: string | undefined, isApprover: boolean): ApproveState {
  const change = withdrawal.accountChange;
  if (change?.onHold && Date.parse(change.holdUntil) > Date.now()) {
    const hours = Math.round((Date.parse(change.holdUntil) - Date.parse(change.changedAt)) / 3_600_000);
    return {
      can: false,
      why: text.accountOnHold({ ago: formatElapsed(change.changedAt), hours, until: formatDateTime(change.holdUntil) }),
    };
  }
  if (withdrawal.identityStatus !== 'verified') return { can: false, why: text.identityNotVerified };
  if (!withdrawal.needsReview) return { can: true };
  if (!withdrawal.reviewedBy) return { can: false, why: text.awaitingReview };
  if (email && withdrawal.reviewedBy.toLowerCase() === email.toLowerCase()) return { can: false, why: text.reviewerCannotApprove };
  if (!isApprover) return { can: false, why: text.notAnApprover };
  return { can: true };
}

/**
 * The actions the request's status allows, each sent once; Reject, Mark as paid and Record bank
 * return ask for their text in a dialog first. A request in a bank file is never rejected (the bank
 * may still pay it): a payout approver records the bank's return instead (ADR 037). A refusal
 * stays in view after the re-read, even if the request is now final.
 */
export function RequestActions({ withdrawal }: { withdrawal: OperatorWithdrawalDetail }) {
  const { claims } = useSession();
  const { code, status } = withdrawal;
  const writes = {
    review: useReviewWithdrawal(code),
    approve: useApproveWithdrawal(code),
    reject: useRejectWithdrawal(code),
    markPaid: useMarkWithdrawalPaid(code),
    return: useReturnWithdrawal(code),
  };
  const [dialog, setDialog] = useState<'reject' | 'markPaid' | 'return' | null>(null);
  const final = status !== 'pending' && status !== 'approved';
  const isApprover = hasRealmRole(claims, realmRoles.payoutApprover);
  const approve = approveState(withdrawal, claims?.email, isApprover);
  const exportedIn = status === 'approved' ? withdrawal.batchId : null;
  const canReview = status === 'pending' && withdrawal.needsReview && !withdrawal.reviewedBy;
  const busy = Object.values(writes).some((write) => write.busy);

  // The section shows the refusal of the last press only.
  function press(write: Write<void, unknown>) {
    writes.review.clear();
    writes.approve.clear();
    void write.run();
  }

  return (
    <PageSection aria-labelledby="actions-title">
      <h2 id="actions-title">{text.title}</h2>
      {status === 'pending' && withdrawal.needsReview ? <Note>{text.fourEyesIntro}</Note> : null}
      {exportedIn !== null ? <Note>{text.exportedIntro(exportedIn)}</Note> : null}
      {final ? (
        <Note>{text.none}</Note>
      ) : (
        <ActionButtons>
          {canReview ? (
            <Button onClick={() => press(writes.review)} busy={writes.review.busy} disabled={busy}>
              {writes.review.status ?? text.review}
            </Button>
          ) : null}
          {status === 'pending' && approve.can ? (
            <Button onClick={() => press(writes.approve)} busy={writes.approve.busy} disabled={busy}>
              {writes.approve.status ?? text.approve}
            </Button>
          ) : null}
          {status === 'approved' ? (
            <Button onClick={() => setDialog('markPaid')} disabled={busy}>
              {text.markPaid}
            </Button>
          ) : null}
          {exportedIn === null ? (
            <Button variant="secondary" onClick={() => setDialog('reject')} disabled={busy}>
              {text.reject}
            </Button>
          ) : null}
          {exportedIn !== null && isApprover ? (
            <Button variant="secondary" onClick={() => setDialog('return')} disabled={busy}>
              {text.recordReturn}
            </Button>
          ) : null}
        </ActionButtons>
      )}
      {status === 'pending' && !approve.can ? <Note>{approve.why}</Note> : null}
      <FormMessages error={writes.review.error ?? writes.approve.error} />
      {dialog === 'reject' ? (
        <ReasonDialog title={text.rejectTitle(code)} submitLabel={text.reject} write={writes.reject} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'markPaid' || dialog === 'return' ? (
        <TextEntryDialog
          title={referenceDialogs[dialog].title(code)}
          label={referenceDialogs[dialog].label}
          name="reference"
          maxLength={64}
          submitLabel={referenceDialogs[dialog].submit}
          write={writes[dialog]}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </PageSection>
  );
}
