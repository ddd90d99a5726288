import { useState } from 'react';
import { Button, FormMessages } from 'shared';
import type { PrivacyRequestDetail } from 'contract/privacy-endpoints';
import { ActionButtons, Note, PageSection } from '../../components/PageSection';
import { TextEntryDialog } from '../../components/TextEntryDialog';
import { backOfficeMessages } from '../../messages';
import { useCompletePrivacyRequest, useCreditObjection, useUpholdObjection } from './api/decide-privacy-request';

const text = backOfficeMessages.privacyRequests.actions;

/** An open objection: credit what the result earns at a human's pace (when it earns anything), or uphold the refusal with a reason. */
function ObjectionActions({ request, credit }: { request: PrivacyRequestDetail; credit: ReturnType<typeof useCreditObjection> }) {
  const uphold = useUpholdObjection(request.id);
  const [upholding, setUpholding] = useState(false);
  const coins = request.objection?.creditableCoins ?? 0;
  return (
    <>
      <ActionButtons>
        {coins > 0 ? (
          <Button onClick={() => void credit.run()} busy={credit.busy} disabled={credit.busy || uphold.busy}>
            {credit.status ?? text.credit(coins)}
          </Button>
        ) : null}
        <Button variant={coins > 0 ? 'secondary' : 'primary'} onClick={() => setUpholding(true)} disabled={credit.busy || uphold.busy}>
          {text.uphold}
        </Button>
      </ActionButtons>
      {coins > 0 ? <Note>{text.creditNote}</Note> : null}
      {upholding ? (
        <TextEntryDialog
          title={text.upholdTitle}
          label={text.upholdLabel}
          name="reason"
          maxLength={500}
          multiline
          submitLabel={text.uphold}
          write={uphold}
          onClose={() => setUpholding(false)}
        />
      ) : null}
    </>
  );
}

/** An open contact-form request: marked done with a note of what was done. */
function ContactActions({ request }: { request: PrivacyRequestDetail }) {
  const complete = useCompletePrivacyRequest(request.id);
  const [completing, setCompleting] = useState(false);
  return (
    <>
      <ActionButtons>
        <Button onClick={() => setCompleting(true)}>{text.complete}</Button>
      </ActionButtons>
      {completing ? (
        <TextEntryDialog
          title={text.completeTitle}
          label={text.completeLabel}
          name="note"
          maxLength={500}
          multiline
          submitLabel={text.complete}
          write={complete}
          onClose={() => setCompleting(false)}
        />
      ) : null}
    </>
  );
}

/**
 * What the operator can do: decide an open objection, mark an open contact-form request done.
 * Archives and closures the product completes itself. A refusal (decided meanwhile, 409) stays in
 * view after the re-read, even once the buttons are gone.
 */
export function PrivacyActions({ request }: { request: PrivacyRequestDetail }) {
  const open = request.status === 'open';
  // Here, not in the buttons' part: a 409 re-reads the request and the buttons go, its words stay.
  const credit = useCreditObjection(request.id);
  return (
    <PageSection aria-labelledby="privacy-actions-title">
      <h2 id="privacy-actions-title">{text.title}</h2>
      {open && request.kind === 'objection' ? <ObjectionActions request={request} credit={credit} /> : null}
      {open && request.kind === 'contact' ? <ContactActions request={request} /> : null}
      {!open ? <Note>{text.decided}</Note> : null}
      <FormMessages error={credit.error} />
      {open && (request.kind === 'export' || request.kind === 'closure') ? <Note>{text.byProduct}</Note> : null}
    </PageSection>
  );
}
