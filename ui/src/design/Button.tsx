import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from 'contract/design-tokens';

type Variant = 'primary' | 'secondary';

const StyledButton = styled.button<{ $variant: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  min-height: 48px;
  padding: 0 ${tokens.space.lg};
  border-radius: ${tokens.radius.md};
  border: 1px solid transparent;
  font: inherit;
  font-weight: ${tokens.font.weight.bold};
  cursor: pointer;
  transition: background ${tokens.motion.fast} ${tokens.motion.easing};
  ${({ $variant }) =>
    $variant === 'primary'
      ? css`
          background: ${tokens.color.primary};
          color: ${tokens.color.onPrimary};
          &:hover:not(:disabled) {
            background: ${tokens.color.primaryHover};
          }
        `
      : css`
          background: transparent;
          color: ${tokens.color.text};
          border-color: ${tokens.color.border};
          &:hover:not(:disabled) {
            background: ${tokens.color.surfaceRaised};
          }
        `}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** While true the button is disabled and tells assistive technology it is working. */
  busy?: boolean;
  /** The element, for a dialog to give focus back to (React 19 passes a ref as a prop). */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', busy = false, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <StyledButton {...rest} type={type} $variant={variant} disabled={disabled || busy} aria-busy={busy || undefined}>
      {children}
    </StyledButton>
  );
}
