import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, FormMessages, tokens, useFormSubmit } from 'shared';
import { Modal } from 'shared/dialog';
import { backOfficeMessages } from '../messages';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  label { font-size: ${tokens.font.size.sm}; color: ${tokens.color.textMuted}; }
  textarea, input {
    width: 100%;
    min-height: 48px;
    padding: ${tokens.space.sm} ${tokens.space.md};
    border-radius: ${tokens.radius.md};
    border: 1px solid ${tokens.color.border};
    background: ${tokens.color.background};
    color: ${tokens.color.text};
    font: inherit;
  }
  textarea { min-height: 7rem; resize: vertical; }
  [aria-invalid='true'] { border-color: ${tokens.color.danger}; }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
`;

const FieldError = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.danger};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space.sm};
`;

export interface TextEntryDialogProps {
  title: string;
  label: string;
  name: string;
  maxLength: number;
  multiline?: boolean;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** What is wrong with the text, in the operator's words, or null when it can be sent. */
  check: (value: string) => Promise<string | null>;
  /** Sends the text: the server's refusal to show, null when done, nothing when the press was ignored. */
  send: (value: string) => Promise<{ failure: string | null } | undefined>;
  onClose: () => void;
}

/** A dialog asking for one text (a reason, a bank reference) before an action is sent; it closes once the action is done. */
export function TextEntryDialog({ title, label, name, maxLength, multiline = false, submitLabel, busyLabel, busy, check, send, onClose }: TextEntryDialogProps) {
  const fieldId = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const form = useFormSubmit(async () => {
    setFailure(null);
    const found = await check(value);
    setProblem(found);
    if (found) return;
    const result = await send(value.trim());
    if (!result) return;
    if (result.failure) setFailure(result.failure);
    else onClose();
  });

  const control = {
    id: fieldId,
    name,
    value,
    maxLength,
    required: true,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${fieldId}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
  };

  return (
    <Modal title={title} onClose={onClose}>
      <Form {...form} noValidate>
        <Field>
          <label htmlFor={fieldId}>{label}</label>
          {multiline ? <textarea {...control} /> : <input {...control} type="text" autoComplete="off" />}
          {problem ? <FieldError id={`${fieldId}-error`}>{problem}</FieldError> : null}
        </Field>
        <FormMessages error={failure} />
        <Buttons>
          <Button variant="secondary" onClick={onClose}>
            {backOfficeMessages.actions.cancel}
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}
