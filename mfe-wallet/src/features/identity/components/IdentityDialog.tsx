import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Form, FormMessages, TextField, tokens, useFormSubmit, useSharedMessages, type IdentityVerificationState } from 'shared';
import { Modal } from 'shared/dialog';
import { identityMessages } from 'contract/identity';
import { useSubmitIdentityVerification } from '../api/submit-identity-verification';
import { checkIdentityDraft } from '../check-identity-draft';
import { IDENTITY_FIELDS, type IdentityDraft, type IdentityField, type IdentityProblems } from '../identity-draft';
import { PhotoField } from './PhotoField';

const text = identityMessages;
/** The NIC's two sides: a photo of each, asked for alike. */
const photoFields = ['nicFront', 'nicBack'] as const;

const Required = styled.p`
  margin: 0 0 ${tokens.space.md};
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  border-left: 3px solid ${tokens.color.primary};
  background: ${tokens.color.surfaceRaised};
  font-size: ${tokens.font.size.sm};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.textMuted};
`;

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
  const submission = useSubmitIdentityVerification();
  const [problems, setProblems] = useState<IdentityProblems>({});
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

  // The check is at once (the schema is in this chunk), so the fields' messages come before anything is busy.
  async function send() {
    submission.clear();
    const checked = checkIdentityDraft(draft);
    if ('problems' in checked) {
      setProblems(checked.problems);
      focusFirst(checked.problems);
      return;
    }
    setProblems({});
    const sent = await submission.run(checked.entries);
    if (sent) onSubmitted(sent.output);
  }

  return (
    <Modal title={localize(text.action)} onClose={onClose}>
      {required ? <Required>{localize(text.verificationRequired)}</Required> : null}
      <Form ref={formRef} noValidate aria-busy={submission.busy || undefined} {...formHandlers}>
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
        {/* The photos' hint and fields stand in the form's own column, spaced as its other fields. */}
        <Hint id={hintId}>{localize(text.photoHint)}</Hint>
        {photoFields.map((field) => (
          <PhotoField
            key={field}
            name={field}
            label={localize(text.fields[field])}
            file={draft[field]}
            error={problems[field]}
            hintId={hintId}
            onChange={(file) => set(field, file)}
          />
        ))}
        <FormMessages error={submission.error} />
        <Button type="submit" busy={submission.busy}>
          {localize(submission.busy ? text.submitting : text.submit)}
        </Button>
      </Form>
    </Modal>
  );
}
