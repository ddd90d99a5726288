import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Form, FormMessages, isNetworkError, messages, serverMessageOf, TextField, tokens, UnsuccessfulAnswer, useFormSubmit, useSharedMessages, type IdentityVerificationState } from 'shared';
import { Modal } from 'shared/dialog';
import { identityMessages } from 'contract/identity';
import { useSubmitIdentityVerification } from '../api/submit-identity-verification';
import { checkIdentityDraft } from '../check-identity-draft';
import { IDENTITY_FIELDS, type IdentityDraft, type IdentityField, type IdentityProblems } from '../identity-draft';
import { PhotoField } from './PhotoField';

const text = identityMessages;

const Required = styled.p`
  margin: 0 0 ${tokens.space.md};
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  border-left: 3px solid ${tokens.color.primary};
  background: ${tokens.color.surfaceRaised};
  font-size: ${tokens.font.size.sm};
`;

const Photos = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.textMuted};
`;

/** The HTTP status of a failed call, when an answer came back. */
function httpStatusOf(failure: unknown): number | undefined {
  return (failure as { response?: { status?: number } } | null)?.response?.status;
}

/** The server's refusal in its own words; a photo refused by a proxy before the server, or no answer, in the form's. */
function refusalOf(failure: unknown): string {
  if (failure instanceof UnsuccessfulAnswer && failure.answer.message) return failure.answer.message;
  const message = serverMessageOf(failure);
  if (message) return message;
  if (httpStatusOf(failure) === 413) return text.photoTooLarge;
  return isNetworkError(failure) ? messages.registration.network : messages.registration.failed;
}

/**
 * 'Verify your identity': the NIC, the name on it and photos of both sides, checked here with the
 * server's own schema and sent for an operator's review. The entries are the page's `draft`, so a
 * close keeps them; `required` says first that a withdrawal waits for this.
 */
export function IdentityDialog({
  draft,
  onDraftChange,
  required,
  onClose,
  onSubmitted,
}: {
  draft: IdentityDraft;
  onDraftChange: (draft: IdentityDraft) => void;
  required: boolean;
  onClose: () => void;
  onSubmitted: (state: IdentityVerificationState) => void;
}) {
  const localize = useSharedMessages();
  const submitIdentity = useSubmitIdentityVerification();
  const [problems, setProblems] = useState<IdentityProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const hintId = useId();
  const formHandlers = useFormSubmit(send);

  function set<F extends IdentityField>(field: F, value: IdentityDraft[F]) {
    onDraftChange({ ...draft, [field]: value });
    // The field is being corrected: its message goes until the next check.
    if (problems[field]) setProblems({ ...problems, [field]: undefined });
  }

  /** The first field with a problem takes the focus, so its message is read with it. */
  function focusFirst(found: IdentityProblems) {
    const field = IDENTITY_FIELDS.find((name) => found[name]);
    formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  }

  async function send() {
    setFailure(null);
    const checked = checkIdentityDraft(draft);
    if ('problems' in checked) {
      setProblems(checked.problems);
      focusFirst(checked.problems);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      onSubmitted(await submitIdentity(checked.entries));
    } catch (refused) {
      setFailure(refusalOf(refused));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={localize(text.action)} onClose={onClose}>
      {required ? <Required>{localize(text.verificationRequired)}</Required> : null}
      <Form ref={formRef} noValidate aria-busy={busy || undefined} {...formHandlers}>
        <TextField
          name="nic"
          label={localize(text.fields.nic)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={draft.nic}
          error={problems.nic}
          onChange={(event) => set('nic', event.target.value)}
        />
        <TextField
          name="nicFullName"
          label={localize(text.fields.nicFullName)}
          autoComplete="name"
          value={draft.nicFullName}
          error={problems.nicFullName}
          onChange={(event) => set('nicFullName', event.target.value)}
        />
        <Photos>
          <Hint id={hintId}>{localize(text.photoHint)}</Hint>
          <PhotoField name="nicFront" label={localize(text.fields.nicFront)} file={draft.nicFront} error={problems.nicFront} hintId={hintId} onChange={(file) => set('nicFront', file)} />
          <PhotoField name="nicBack" label={localize(text.fields.nicBack)} file={draft.nicBack} error={problems.nicBack} hintId={hintId} onChange={(file) => set('nicBack', file)} />
        </Photos>
        <FormMessages error={failure} />
        <Button type="submit" busy={busy}>
          {localize(busy ? text.submitting : text.submit)}
        </Button>
      </Form>
    </Modal>
  );
}
