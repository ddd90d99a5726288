import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens, type WithdrawalStatus } from 'shared';
import * as messages from 'contract/messages';
import { identityMessages, type IdentityStatus } from 'contract/identity';

const withdrawalTone: Record<WithdrawalStatus, string> = {
  pending: tokens.color.primary,
  approved: tokens.color.accent,
  paid: tokens.color.success,
  rejected: tokens.color.danger,
  cancelled: tokens.color.textMuted,
};

const identityTone: Record<IdentityStatus, string> = {
  not_verified: tokens.color.textMuted,
  under_review: tokens.color.primary,
  verified: tokens.color.success,
  rejected: tokens.color.danger,
};

// The status is always written out: the colour only repeats it.
const Badge = styled.span<{ $tone: string }>`
  display: inline-block;
  padding: 0.125rem ${tokens.space.sm};
  border: 1px solid ${({ $tone }) => $tone};
  border-radius: ${tokens.radius.pill};
  color: ${({ $tone }) => $tone};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};
  white-space: nowrap;
`;

export function StatusBadge({ status }: { status: WithdrawalStatus }) {
  return <Badge $tone={withdrawalTone[status]}>{messages.withdrawalStatus[status]}</Badge>;
}

/** A player's identity verification, in the contract's words ('Not verified', 'Under review', 'Verified', 'Rejected'). */
export function IdentityStatusBadge({ status }: { status: IdentityStatus }) {
  return <Badge $tone={identityTone[status]}>{identityMessages.status[status]}</Badge>;
}

/** Something the operator should weigh before deciding (an identity's flags); the text says what, the sign only draws the eye. */
export function WarningBadge({ children }: { children: ReactNode }) {
  return (
    <Badge $tone={tokens.color.primary}>
      <span aria-hidden="true">⚠ </span>
      {children}
    </Badge>
  );
}
