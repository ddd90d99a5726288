import { useState } from 'react';
import { Button, FormMessages, hasRealmRole, realmRoles, useSession } from 'shared';
import { operatorEndpoints, type OperatorWithdrawalDetail } from 'contract/operator-endpoints';
import { ActionButtons, Note, PageSection } from '../../components/PageSection';
import { TextEntryDialog } from '../../components/TextEntryDialog';
import { bodyProblem } from '../../lib/body-problem';
import { formatDateTime, formatElapsed } from '../../lib/format';
import { useTransition } from '../../lib/use-transition';
import { backOfficeMessages } from '../../messages';
import { approveWithdrawal } from './api/approve-withdrawal';
import { markWithdrawalPaid } from './api/mark-withdrawal-paid';
import { rejectWithdrawal } from './api/reject-withdrawal';
import { returnWithdrawal } from './api/return-withdrawal';
import { reviewWithdrawal } from './api/review-withdrawal';

const text = backOfficeMessages.actions;

// A transition changes the request's detail and its row in the queue.
const rereads = [operatorEndpoints.getWithdrawal, operatorEndpoints.listWithdrawals];

/** The two transitions that take a bank's reference: a payment, and a bank's return of an exported request. */
const referenceDialogs = {
  markPaid: {
    title: text.markPaidTitle,
    label: text.reference,
    submit: text.markPaid,
    busy: text.markingPaid,
    missing: text.referenceRequired,
    schema: 'MarkWithdrawalPaidBody',
    send: markWithdrawalPaid,
    done: text.paid,
  },
  return: {
    title: text.returnTitle,
    label: text.returnReference,
    submit: text.recordReturn,
    busy: text.recordingReturn,
    missing: text.returnReferenceRequired,
    schema: 'ReturnWithdrawalBody',
    send: returnWithdrawal,
    done: text.returned,
  },
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
    return { can: false, why: text.accountOnHold({ ago: formatElapsed(change.changedAt), hours, until: formatDateTime(change.holdUntil) }) };
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
  const { running, run } = useTransition<'review' | 'approve' | 'reject' | 'markPaid' | 'return'>(rereads);
  const [dialog, setDialog] = useState<'reject' | 'markPaid' | 'return' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { code, status } = withdrawal;
  const final = status !== 'pending' && status !== 'approved';
  const isApprover = hasRealmRole(claims, realmRoles.payoutApprover);
  const approve = approveState(withdrawal, claims?.email, isApprover);
  const exportedIn = status === 'approved' ? withdrawal.batchId : null;
  const canReview = status === 'pending' && withdrawal.needsReview && !withdrawal.reviewedBy;

  async function press(action: 'review' | 'approve') {
    setFailure(null);
    const result =
      action === 'review'
        ? await run('review', (api, token) => reviewWithdrawal(api, token, code), text.reviewed(code))
        : await run('approve', (api, token) => approveWithdrawal(api, token, code), text.approved(code));
    if (result) setFailure(result.failure);
  }

  const busy = running !== null;
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
            <Button onClick={() => press('review')} busy={running === 'review'} disabled={busy}>
              {running === 'review' ? text.reviewing : text.review}
            </Button>
          ) : null}
          {status === 'pending' && approve.can ? (
            <Button onClick={() => press('approve')} busy={running === 'approve'} disabled={busy}>
              {running === 'approve' ? text.approving : text.approve}
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
      <FormMessages error={failure} />
      {dialog === 'reject' ? (
        <TextEntryDialog
          title={text.rejectTitle(code)}
          label={text.reason}
          name="reason"
          maxLength={500}
          multiline
          submitLabel={text.reject}
          busyLabel={text.rejecting}
          busy={running === 'reject'}
          check={async (reason) => {
            const { RejectWithdrawalBody } = await import('contract/schemas');
            return bodyProblem(RejectWithdrawalBody, { code, reason }, { reason: { missing: text.reasonRequired, wrong: text.reasonTooLong } });
          }}
          send={(reason) => run('reject', (api, token) => rejectWithdrawal(api, token, code, reason), text.rejected(code))}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'markPaid' || dialog === 'return' ? (
        <TextEntryDialog
          title={referenceDialogs[dialog].title(code)}
          label={referenceDialogs[dialog].label}
          name="reference"
          maxLength={64}
          submitLabel={referenceDialogs[dialog].submit}
          busyLabel={referenceDialogs[dialog].busy}
          busy={running === dialog}
          check={async (reference) => {
            const schemas = await import('contract/schemas');
            const { schema, missing } = referenceDialogs[dialog];
            return bodyProblem(schemas[schema], { code, reference }, { reference: { missing, wrong: text.referenceInvalid } });
          }}
          send={(reference) => run(dialog, (api, token) => referenceDialogs[dialog].send(api, token, code, reference), referenceDialogs[dialog].done(code))}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </PageSection>
  );
}
