import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { digitsOnly, OTP_LENGTH, tokens, useSharedMessages } from 'shared';
import * as messages from 'contract/messages';

const Boxes = styled.div`
  display: flex;
  gap: ${tokens.space.sm};
  justify-content: flex-start;
`;

const Box = styled.input`
  width: 56px;
  height: 64px;
  border-radius: ${tokens.radius.md};
  border: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font: inherit;
  font-size: ${tokens.font.size.xl};
  font-weight: ${tokens.font.weight.bold};
  text-align: center;
  caret-color: ${tokens.color.primary};
  &:focus {
    border-color: ${tokens.color.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${tokens.color.danger};
  }
`;

export interface CodeInputProps {
  /** The digits entered so far, one character per box (a space for an empty box). */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Called when the fourth digit is typed or a whole code is pasted. */
  onComplete?: (code: string) => void;
}

/**
 * The four single-digit boxes of both code screens (docs/platform-contract.md §7): labelled
 * Digit 1..4, focus moves on after a digit and back on Backspace in an empty box, a pasted code
 * fills every box, and the first box offers the code from an SMS or mail with
 * autocomplete="one-time-code".
 */
export function CodeInput({ value, onChange, disabled, invalid, onComplete }: CodeInputProps) {
  const localize = useSharedMessages();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, index) => (value[index] ?? ' ').trim());

  const update = (next: string[]) => {
    const code = next
      .map((digit) => digit || ' ')
      .join('')
      .trimEnd();
    onChange(code);
    if (next.every((digit) => digit) && onComplete) onComplete(next.join(''));
  };

  const fill = (start: number, text: string) => {
    const incoming = digitsOnly(text)
      .slice(0, OTP_LENGTH - start)
      .split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((digit, offset) => (next[start + offset] = digit));
    update(next);
    boxes.current[Math.min(start + incoming.length, OTP_LENGTH - 1)]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      update(next);
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) {
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      boxes.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <Boxes role="group" aria-label={localize(messages.ui.verificationCode)}>
      {digits.map((digit, index) => (
        <Box
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          aria-label={localize(messages.ui.digit, index + 1)}
          name={`digit${index + 1}`}
          value={digit}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={index === 0 ? OTP_LENGTH : 1}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // The code screens exist for this field: the first box takes the keyboard on arrival.
          autoFocus={index === 0}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          onFocus={(event) => event.target.select()}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onChange={(event) => {
            const typed = digitsOnly(event.target.value);
            if (typed.length > 1) {
              // Autofill of a whole code lands in one box.
              fill(index, typed);
              return;
            }
            const next = [...digits];
            next[index] = typed;
            update(next);
            if (typed && index < OTP_LENGTH - 1) boxes.current[index + 1]?.focus();
          }}
        />
      ))}
    </Boxes>
  );
}
