import { useState } from 'react';
import { Button, FormMessages } from 'shared';
import { operatorEndpoints, type IdentityReview } from 'contract/operator-endpoints';
import { ActionButtons, Note, PageSection } from '../../components/PageSection';
import { TextEntryDialog } from '../../components/TextEntryDialog';
import { bodyProblem } from '../../lib/body-problem';
import { useTransition } from '../../lib/use-transition';
import { backOfficeMessages } from '../../messages';
import { approveIdentity } from './api/approve-identity';
import { rejectIdentity } from './api/reject-identity';

const text = backOfficeMessages.identityActions;
const reasonTexts = { missing: backOfficeMessages.actions.reasonRequired, wrong: backOfficeMessages.actions.reasonTooLong };

// A decision changes the review and its queue, and the player's withdrawals (which wait for a verified identity).
const rereads = [operatorEndpoints.getIdentityReview, operatorEndpoints.listIdentityReviews, operatorEndpoints.getWithdrawal, operatorEndpoints.listWithdrawals];

/**
 * Approve or Reject while the submission is under review, each sent once; Reject asks for the
 * reason first (mailed to the player). A refusal (decided meanwhile, 409; not allowed, 403) stays in
 * view after the re-read, even once the buttons are gone.
 */
export function IdentityActions({ review }: { review: IdentityReview }) {
  const { running, run } = useTransition<'approve' | 'reject'>(rereads);
  const [rejecting, setRejecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { id } = review;
  const busy = running !== null;

  async function approve() {
    setFailure(null);
    const result = await run('approve', (api, token) => approveIdentity(api, token, id), text.approved);
    if (result) setFailure(result.failure);
  }

  return (
    <PageSection aria-labelledby="identity-actions-title">
      <h2 id="identity-actions-title">{text.title}</h2>
      {review.status === 'under_review' ? (
        <ActionButtons>
          <Button onClick={approve} busy={running === 'approve'} disabled={busy}>
            {running === 'approve' ? text.approving : text.approve}
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)} disabled={busy}>
            {text.reject}
          </Button>
        </ActionButtons>
      ) : (
        <Note>{text.none}</Note>
      )}
      <FormMessages error={failure} />
      {rejecting ? (
        <TextEntryDialog
          title={text.rejectTitle(review.playerName)}
          label={backOfficeMessages.actions.reason}
          name="reason"
          maxLength={500}
          multiline
          submitLabel={text.reject}
          busyLabel={text.rejecting}
          busy={running === 'reject'}
          check={async (reason) => {
            const { RejectIdentityBody } = await import('contract/schemas');
            return bodyProblem(RejectIdentityBody, { id, reason }, { reason: reasonTexts });
          }}
          send={(reason) => run('reject', (api, token) => rejectIdentity(api, token, id, reason), text.rejected)}
          onClose={() => setRejecting(false)}
        />
      ) : null}
    </PageSection>
  );
}
