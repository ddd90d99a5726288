import { useId, useState, type HTMLAttributes, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useSharedMessages } from '../i18n/shared-messages';
import * as messages from 'contract/messages';
import { tokens } from 'contract/design-tokens';

const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
`;

const Label = styled.label`
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.medium};
  color: ${tokens.color.textMuted};
`;

const InputRow = styled.div`
  position: relative;
  display: flex;
`;

const Input = styled.input<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: 0 ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  border: 1px solid ${({ $invalid }) => ($invalid ? tokens.color.danger : tokens.color.border)};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font: inherit;
  &::placeholder {
    color: ${tokens.color.textMuted};
    opacity: 0.7;
  }
  &:focus {
    border-color: ${tokens.color.focus};
  }
`;

const PasswordInput = styled(Input)`
  padding-right: 4.5rem;
`;

const FieldError = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.danger};
`;

const FieldHint = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.textMuted};
  &:empty {
    display: none;
  }
`;

const ToggleButton = styled.button`
  position: absolute;
  inset: 0 0 0 auto;
  min-width: 64px;
  border: 0;
  border-radius: 0 ${tokens.radius.md} ${tokens.radius.md} 0;
  background: transparent;
  color: ${tokens.color.primary};
  font: inherit;
  font-size: ${tokens.font.size.sm};
  cursor: pointer;
`;

/** The hint element's attributes, `data-*` ones included (React passes them through). */
type HintProps = HTMLAttributes<HTMLParagraphElement> & { [attribute: `data-${string}`]: string | undefined };

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  /** The spec's field name; also the control's `name` (docs/platform-contract.md §7). */
  name: string;
  label: string;
  error?: string | null;
  /** A line under the control saying what to type or what is kept; read with the control. */
  hint?: string | null;
  /**
   * Attributes of the hint's element; given, the element is there even with no hint (empty, taking
   * no room): a place a pre-rendered copy can fill before its first paint (ADR 080).
   */
  hintProps?: HintProps;
}

/** Ties a control to its label and inline error, for assistive technology; shared's texts shown in the page's language. */
function useFieldWiring(
  name: string,
  id: string | undefined,
  error: string | null | undefined,
  hint?: string | null,
  hintProps?: HintProps,
) {
  const localize = useSharedMessages();
  const generatedId = useId();
  const inputId = id ?? `${name}-${generatedId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    inputId,
    controlProps: {
      id: inputId,
      name,
      $invalid: Boolean(error),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
    belowControl: (
      <>
        {hint || hintProps ? (
          <FieldHint {...hintProps} id={hintId}>
            {hint ? localize(hint) : null}
          </FieldHint>
        ) : null}
        {error ? <FieldError id={errorId}>{localize(error)}</FieldError> : null}
      </>
    ),
  };
}

export function TextField({ name, label, error, hint, hintProps, id, ...rest }: TextFieldProps) {
  const { inputId, controlProps, belowControl } = useFieldWiring(name, id, error, hint, hintProps);
  return (
    <FieldWrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <Input {...rest} {...controlProps} />
      {belowControl}
    </FieldWrapper>
  );
}

/** A password input with a show/hide toggle whose accessible name says what it will do. */
export function PasswordField({ name, label, error, hint, hintProps, id, ...rest }: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  const localize = useSharedMessages();
  const { inputId, controlProps, belowControl } = useFieldWiring(name, id, error, hint, hintProps);
  return (
    <FieldWrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <InputRow>
        <PasswordInput {...rest} {...controlProps} type={visible ? 'text' : 'password'} />
        <ToggleButton
          type="button"
          aria-controls={inputId}
          aria-label={localize(visible ? messages.ui.hideField : messages.ui.showField, label)}
          onClick={() => setVisible((shown) => !shown)}
        >
          {localize(visible ? messages.ui.hide : messages.ui.show)}
        </ToggleButton>
      </InputRow>
      {belowControl}
    </FieldWrapper>
  );
}

const Select = styled(Input).attrs({ as: 'select' })`
  appearance: none;
  padding-right: 2.5rem;
  /* A choice longer than the field ends in an ellipsis rather than under the arrow. */
  text-overflow: ellipsis;
  background-image:
    linear-gradient(45deg, transparent 50%, ${tokens.color.textMuted} 50%),
    linear-gradient(135deg, ${tokens.color.textMuted} 50%, transparent 50%);
  background-position:
    calc(100% - 20px) 50%,
    calc(100% - 14px) 50%;
  background-size: 6px 6px;
  background-repeat: no-repeat;
`;

export interface SelectFieldProps extends Omit<TextFieldProps, 'onChange'> {
  options: { value: string; label: string }[];
  placeholder: string;
  onChange: (event: { target: { value: string } }) => void;
}

/** A labelled native select (keyboard and screen-reader behaviour come with it). */
export function SelectField({ name, label, error, hint, id, options, placeholder, value, onChange, disabled }: SelectFieldProps) {
  const { inputId, controlProps, belowControl } = useFieldWiring(name, id, error, hint);
  return (
    <FieldWrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <Select {...controlProps} value={value} onChange={onChange} disabled={disabled}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {belowControl}
    </FieldWrapper>
  );
}
