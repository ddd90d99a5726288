import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tokens, VisuallyHidden } from 'shared';
import type { IdentityReviewItem } from 'contract/operator-endpoints';
import { DataTable, NowrapCell, SecondaryLine } from '../../components/DataTable';
import { Monospace } from '../../components/Facts';
import { IdentityStatusBadge, WarningBadge } from '../../components/StatusBadge';
import { identityPath } from '../../lib/back-office-paths';
import { formatDateTime } from '../../lib/format';
import { backOfficeMessages } from '../../messages';

const text = backOfficeMessages.identities;

const Muted = styled.span`
  color: ${tokens.color.textMuted};
`;

/**
 * One page of identity submissions, the NIC masked (the full one is read only in the audited
 * detail). Each link carries the queue's search along, so the detail's back link returns to it.
 */
export function IdentityQueueTable({ reviews, queueSearch }: { reviews: IdentityReviewItem[]; queueSearch: string }) {
  return (
    <DataTable caption={text.caption} columns={Object.values(text.columns)}>
      {reviews.map((review) => (
        <tr key={review.id}>
          <th scope="row">
            {review.playerName}
            <SecondaryLine>{review.playerEmail}</SecondaryLine>
          </th>
          <NowrapCell>
            <Monospace>{text.maskedNic(review.nicEnding)}</Monospace>
          </NowrapCell>
          <NowrapCell>{formatDateTime(review.submittedAt)}</NowrapCell>
          <td>
            <IdentityStatusBadge status={review.status} />
          </td>
          <td>{review.flagCount > 0 ? <WarningBadge>{text.flags(review.flagCount)}</WarningBadge> : <Muted>{text.noFlags}</Muted>}</td>
          <td>
            <Link to={identityPath(review.id)} state={{ queueSearch }}>
              {text.open}
              <VisuallyHidden> {review.playerName}</VisuallyHidden>
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
