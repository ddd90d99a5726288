import styled from 'styled-components';
import { tokens, useSharedMessages } from 'shared';
import * as messages from 'contract/messages';

const TextButton = styled.button`
  align-self: flex-start;
  padding: ${tokens.space.xs} 0;
  border: 0;
  background: none;
  color: ${tokens.color.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    color: ${tokens.color.textMuted};
    text-decoration: none;
    cursor: not-allowed;
  }
`;

/** The resend control of both code screens: disabled with 'Resend Code in {n}s' while counting down. */
export function ResendCodeButton({ remaining, busy, onResend }: { remaining: number; busy?: boolean; onResend: () => void }) {
  const localize = useSharedMessages();
  return (
    <TextButton type="button" disabled={remaining > 0 || busy} aria-busy={busy || undefined} onClick={onResend}>
      {remaining > 0 ? localize(messages.otp.resendIn, remaining) : localize(messages.ui.resendCode)}
    </TextButton>
  );
}
