import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tokens } from 'shared';
import type { OperatorWithdrawalDetail, PayoutFlag } from 'contract/operator-endpoints';
import { Facts, FactsGrid, Monospace, type Entry } from '../../components/Facts';
import { FlagList } from '../../components/FlagList';
import { Note, PageSection } from '../../components/PageSection';
import { IdentityStatusBadge, StatusBadge } from '../../components/StatusBadge';
import { identityPath } from '../../lib/back-office-paths';
import { formatDateTime, formatElapsed, formatLkr, formatNumber } from '../../lib/format';
import { backOfficeMessages } from '../../messages';

const text = backOfficeMessages.request;

const IdentityLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
`;

const orNotGiven = (value: string | null) => value || text.notGiven;

/** The player's identity status, and the way to its review when they submitted one: Approve waits for a verified player. */
function IdentityState({ withdrawal }: { withdrawal: OperatorWithdrawalDetail }) {
  const { identityStatus, identityVerificationId } = withdrawal;
  return (
    <IdentityLine>
      <IdentityStatusBadge status={identityStatus} />
      {identityVerificationId ? <Link to={identityPath(identityVerificationId)}>{text.reviewIdentity}</Link> : null}
    </IdentityLine>
  );
}

/** The request, the player, where the money goes, and the bank account in full (the operator pays it by hand). */
export function RequestSections({ withdrawal }: { withdrawal: OperatorWithdrawalDetail }) {
  const { player, receiver, bank, accountChange } = withdrawal;
  const summary: Entry[] = [
    [text.code, withdrawal.code],
    [text.status, <StatusBadge key="status" status={withdrawal.status} />],
    [text.amount, formatLkr(withdrawal.amount)],
    [text.requested, formatDateTime(withdrawal.createdAt)],
    [text.updated, formatDateTime(withdrawal.updatedAt)],
  ];
  if (withdrawal.rejectionReason) summary.push([text.rejectionReason, withdrawal.rejectionReason]);
  if (withdrawal.paidReference) summary.push([text.paidReference, withdrawal.paidReference]);
  if (withdrawal.batchId !== null) summary.push([text.batch, formatNumber(withdrawal.batchId)]);

  return (
    <FactsGrid>
      <Facts id="summary-title" title={text.summary} entries={summary} />
      <Facts
        id="player-title"
        title={text.player}
        entries={[
          [text.name, `${player.firstName} ${player.lastName}`],
          [text.email, player.email],
          [text.mobile, orNotGiven(player.mobile)],
          [text.coins, formatNumber(player.coins)],
          [text.identity, <IdentityState key="identity" withdrawal={withdrawal} />],
        ]}
      />
      <Facts
        id="receiver-title"
        title={text.receiver}
        entries={[
          [text.name, orNotGiven(receiver.name)],
          [text.email, orNotGiven(receiver.email)],
          [text.phone, orNotGiven(receiver.phone)],
          [text.country, orNotGiven(receiver.country)],
        ]}
      />
      <Facts
        id="bank-title"
        title={text.bank}
        entries={[
          [text.bankName, bank.bankName],
          [text.bankCode, orNotGiven(bank.bankCode)],
          [text.branch, bank.branchName],
          [text.accountHolder, bank.accountHolderName],
          [text.accountNumber, <Monospace key="account">{bank.accountNumber}</Monospace>],
          [
            text.accountChanged,
            accountChange
              ? `${text.accountChangedAgo(formatElapsed(accountChange.changedAt))} (${formatDateTime(accountChange.changedAt)})`
              : text.accountUnchanged,
          ],
        ]}
      />
    </FactsGrid>
  );
}

/** Where the money goes, weighed (ADR 042): an account changed shortly before the request, a holder unlike the NIC name. */
export function PayoutFlags({ flags }: { flags: PayoutFlag[] }) {
  return (
    <PageSection aria-labelledby="payout-flags-title">
      <h2 id="payout-flags-title">{text.payoutFlags}</h2>
      {flags.length === 0 ? <Note>{text.noPayoutFlags}</Note> : <FlagList flags={flags} />}
    </PageSection>
  );
}
