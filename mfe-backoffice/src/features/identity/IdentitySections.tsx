import styled from 'styled-components';
import { tokens } from 'shared';
import type { IdentityReview } from 'contract/operator-endpoints';
import { DataTable } from '../../components/DataTable';
import { Facts, FactsGrid, Monospace, type Entry } from '../../components/Facts';
import { IdentityStatusBadge, WarningBadge } from '../../components/StatusBadge';
import { PageSection } from '../../components/PageSection';
import { formatDateTime, formatDay } from '../../lib/format';
import { backOfficeMessages } from '../../messages';

const text = backOfficeMessages.identity;

const Differs = styled.span`
  display: block;
  margin-top: ${tokens.space.xs};
`;

/** The card's own facts: the NIC in full (only here, and the reading is audited) and the sex it encodes. */
function NicCard({ review }: { review: IdentityReview }) {
  return (
    <Facts
      id="nic-title"
      title={text.card}
      entries={[
        [text.nic, <Monospace key="nic">{review.nic}</Monospace>],
        [text.sex, text.sexes[review.nicSex]],
      ]}
    >
      <p>{text.auditNote}</p>
    </Facts>
  );
}

/** Where the submission stands and who decided it. */
function Decision({ review }: { review: IdentityReview }) {
  const entries: Entry[] = [
    [text.player, `${review.playerName} (${review.playerEmail})`],
    [text.status, <IdentityStatusBadge key="status" status={review.status} />],
    [text.submitted, formatDateTime(review.submittedAt)],
    [text.reviewedBy, review.reviewedBy ?? text.notYet],
    [text.reviewedAt, review.reviewedAt ? formatDateTime(review.reviewedAt) : text.notYet],
  ];
  if (review.rejectionReason) entries.push([text.rejectionReason, review.rejectionReason]);
  return <Facts id="decision-title" title={text.decision} entries={entries} />;
}

/**
 * The card beside the account, row by row. The server refuses a submission whose birth date
 * differs, so a difference here means something changed since (the registered date): it is marked.
 * The names are only shown side by side: a card prints names in full, accounts rarely do.
 */
function Comparison({ review }: { review: IdentityReview }) {
  const birthDatesDiffer = review.nicBirthDate.slice(0, 10) !== review.registeredDateOfBirth.slice(0, 10);
  return (
    <PageSection aria-labelledby="compare-title">
      <h2 id="compare-title">{text.compare}</h2>
      <DataTable caption={text.compareCaption} columns={Object.values(text.compareColumns)}>
        <tr>
          <th scope="row">{text.name}</th>
          <td>{review.nicFullName}</td>
          <td>{review.registeredName}</td>
        </tr>
        <tr>
          <th scope="row">{text.birthDate}</th>
          <td>{formatDay(review.nicBirthDate)}</td>
          <td>
            {formatDay(review.registeredDateOfBirth)}
            {birthDatesDiffer ? (
              <Differs>
                <WarningBadge>{text.differs}</WarningBadge>
              </Differs>
            ) : null}
          </td>
        </tr>
      </DataTable>
    </PageSection>
  );
}

/** The card, the decision so far, and the card's details beside the player's account. */
export function IdentitySections({ review }: { review: IdentityReview }) {
  return (
    <>
      <FactsGrid>
        <NicCard review={review} />
        <Decision review={review} />
      </FactsGrid>
      <Comparison review={review} />
    </>
  );
}
