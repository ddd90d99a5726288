import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tokens, VisuallyHidden } from 'shared';
import type { OperatorWithdrawal } from 'contract/operator-endpoints';
import { DataTable, NowrapCell as Nowrap, SecondaryLine } from '../../components/DataTable';
import { Cluster } from '../../components/PageSection';
import { IdentityStatusBadge, StatusBadge } from '../../components/StatusBadge';
import { requestPath } from '../../lib/back-office-paths';
import { formatDateTime, formatLkr } from '../../lib/format';
import { backOfficeMessages } from '../../messages';

const text = backOfficeMessages.queue;

const IdentityNote = styled(Cluster)`
  margin-top: ${tokens.space.xs};
  color: ${tokens.color.textMuted};
`;

const CodeCell = styled.th`
  white-space: nowrap;
`;

/** Four eyes at a glance: whether a large request still waits for its review, or who reviewed it. */
function FourEyes({ withdrawal }: { withdrawal: OperatorWithdrawal }) {
  if (withdrawal.reviewedBy) return <>{text.reviewedBy(withdrawal.reviewedBy)}</>;
  if (withdrawal.needsReview && withdrawal.status === 'pending') return <strong>{text.needsSecondApproval}</strong>;
  return (
    <>
      <span aria-hidden="true">–</span>
      <VisuallyHidden>{text.noFourEyes}</VisuallyHidden>
    </>
  );
}

/**
 * One page of requests. Each code links to its detail and carries the queue's search (filters and
 * page) along, so the detail's back link returns to the same queue.
 */
export function QueueTable({ withdrawals, queueSearch }: { withdrawals: OperatorWithdrawal[]; queueSearch: string }) {
  return (
    <DataTable caption={text.caption} columns={Object.values(text.columns)}>
      {withdrawals.map((withdrawal) => (
        <tr key={withdrawal.code}>
          <CodeCell scope="row">
            <Link to={requestPath(withdrawal.code)} state={{ queueSearch }}>
              {withdrawal.code}
            </Link>
          </CodeCell>
          <td>
            {withdrawal.playerEmail}
            <SecondaryLine>{withdrawal.playerName}</SecondaryLine>
            {/* Compact: only the exception, a player whose requests cannot be approved yet, takes room. */}
            {withdrawal.identityStatus === 'verified' ? null : (
              <IdentityNote as="span" $gap="xs">
                {text.identity} <IdentityStatusBadge status={withdrawal.identityStatus} />
              </IdentityNote>
            )}
          </td>
          <td className="number">{formatLkr(withdrawal.amount)}</td>
          <td>
            <StatusBadge status={withdrawal.status} />
          </td>
          <Nowrap>{formatDateTime(withdrawal.createdAt)}</Nowrap>
          <Nowrap>{formatDateTime(withdrawal.updatedAt)}</Nowrap>
          <td>
            <FourEyes withdrawal={withdrawal} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
