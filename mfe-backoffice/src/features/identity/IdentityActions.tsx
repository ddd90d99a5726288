import { useState } from 'react';
import { Button, FormMessages } from 'shared';
import type { IdentityReview } from 'contract/operator-endpoints';
import { ActionButtons, Note, PageSection } from '../../components/PageSection';
import { ReasonDialog } from '../../components/TextEntryDialog';
import { backOfficeMessages } from '../../messages';
import { useApproveIdentity } from './api/approve-identity';
import { useRejectIdentity } from './api/reject-identity';

const text = backOfficeMessages.identityActions;

/**
 * Approve or Reject while the submission is under review, each sent once; Reject asks for the
 * reason first (mailed to the player). A refusal (decided meanwhile, 409; not allowed, 403) stays in
 * view after the re-read, even once the buttons are gone.
 */
export function IdentityActions({ review }: { review: IdentityReview }) {
  const approve = useApproveIdentity(review.id);
  const reject = useRejectIdentity(review.id);
  const [rejecting, setRejecting] = useState(false);
  const busy = approve.busy || reject.busy;

  return (
    <PageSection aria-labelledby="identity-actions-title">
      <h2 id="identity-actions-title">{text.title}</h2>
      {review.status === 'under_review' ? (
        <ActionButtons>
          <Button onClick={() => void approve.run()} busy={approve.busy} disabled={busy}>
            {approve.status ?? text.approve}
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)} disabled={busy}>
            {text.reject}
          </Button>
        </ActionButtons>
      ) : (
        <Note>{text.none}</Note>
      )}
      <FormMessages error={approve.error} />
      {rejecting ? (
        <ReasonDialog
          title={text.rejectTitle(review.playerName)}
          submitLabel={text.reject}
          write={reject}
          onClose={() => setRejecting(false)}
        />
      ) : null}
    </PageSection>
  );
}
