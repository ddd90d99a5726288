import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, FormMessages, tokens, useFormSubmit } from 'shared';
import { type Write } from 'shared/write';
import { Modal } from 'shared/dialog';
import { backOfficeMessages } from '../messages';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  label {
    font-size: ${tokens.font.size.sm};
    color: ${tokens.color.textMuted};
  }
  textarea,
  input {
    width: 100%;
    min-height: 48px;
    padding: ${tokens.space.sm} ${tokens.space.md};
    border-radius: ${tokens.radius.md};
    border: 1px solid ${tokens.color.border};
    background: ${tokens.color.background};
    color: ${tokens.color.text};
    font: inherit;
  }
  textarea {
    min-height: 7rem;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${tokens.color.danger};
  }
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
  /** The action the text is for: it checks the text (a refusal under the field), sends it, and says so while sending. */
  write: Write<string, unknown>;
  onClose: () => void;
}

/** A dialog asking for one text (a reason, a bank reference) before an action is sent; it closes once the action is done. */
export function TextEntryDialog({ title, label, name, maxLength, multiline = false, submitLabel, write, onClose }: TextEntryDialogProps) {
  const fieldId = useId();
  const [value, setValue] = useState('');
  const problem = write.fieldErrors[name] ?? null;

  // The write outlives the dialog: its messages go with it, as a dialog opened again starts afresh.
  const close = () => {
    write.clear();
    onClose();
  };
  const form = useFormSubmit(async () => {
    if (await write.run(value)) onClose();
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
    <Modal title={title} onClose={close}>
      <Form {...form} noValidate>
        <Field>
          <label htmlFor={fieldId}>{label}</label>
          {multiline ? <textarea {...control} /> : <input {...control} type="text" autoComplete="off" />}
          {problem ? <FieldError id={`${fieldId}-error`}>{problem}</FieldError> : null}
        </Field>
        <FormMessages error={write.error} />
        <Buttons>
          <Button variant="secondary" onClick={close}>
            {backOfficeMessages.actions.cancel}
          </Button>
          <Button type="submit" busy={write.busy}>
            {write.status ?? submitLabel}
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}

/** The dialog asking why a request or an identity is rejected: the reason is mailed to the player. */
export function ReasonDialog(props: Pick<TextEntryDialogProps, 'title' | 'submitLabel' | 'write' | 'onClose'>) {
  return <TextEntryDialog {...props} label={backOfficeMessages.actions.reason} name="reason" maxLength={500} multiline />;
}
