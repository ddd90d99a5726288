import styled from 'styled-components';
import { messages, tokens, type WithdrawalStatus } from 'shared';

const tone: Record<WithdrawalStatus, string> = {
  pending: tokens.color.primary,
  approved: tokens.color.accent,
  paid: tokens.color.success,
  rejected: tokens.color.danger,
  cancelled: tokens.color.textMuted,
};

// The status is always written out: the colour only repeats it.
const Badge = styled.span<{ $status: WithdrawalStatus }>`
  display: inline-block;
  padding: 0.125rem ${tokens.space.sm};
  border: 1px solid ${({ $status }) => tone[$status]};
  border-radius: ${tokens.radius.pill};
  color: ${({ $status }) => tone[$status]};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};
  white-space: nowrap;
`;

export function StatusBadge({ status }: { status: WithdrawalStatus }) {
  return <Badge $status={status}>{messages.withdrawalStatus[status]}</Badge>;
}
