import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from 'shared';
import type { OperatorWithdrawalDetail } from 'shared/operator-endpoints';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime, formatLkr, formatNumber } from '../../lib/format';
import { backOfficeMessages } from '../../messages';

const text = backOfficeMessages.request;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${tokens.space.md};
`;

const Card = styled.section`
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  h2 { margin: 0 0 ${tokens.space.sm}; font-size: ${tokens.font.size.lg}; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: ${tokens.space.xs} ${tokens.space.md}; margin: 0; }
  dt { color: ${tokens.color.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

// The account number is what the operator types into the bank: large, monospaced, easy to copy.
const AccountNumber = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${tokens.font.size.md};
  letter-spacing: 0.05em;
  user-select: all;
`;

type Entry = [label: string, value: ReactNode];

function Facts({ id, title, entries }: { id: string; title: string; entries: Entry[] }) {
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl>
        {entries.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const orNotGiven = (value: string | null) => value || text.notGiven;

/** The request, the player, where the money goes, and the bank account in full (the operator pays it by hand). */
export function RequestSections({ withdrawal }: { withdrawal: OperatorWithdrawalDetail }) {
  const { player, receiver, bank } = withdrawal;
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
    <Grid>
      <Facts id="summary-title" title={text.summary} entries={summary} />
      <Facts
        id="player-title"
        title={text.player}
        entries={[
          [text.name, `${player.firstName} ${player.lastName}`],
          [text.email, player.email],
          [text.mobile, orNotGiven(player.mobile)],
          [text.coins, formatNumber(player.coins)],
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
          [text.accountNumber, <AccountNumber key="account">{bank.accountNumber}</AccountNumber>],
        ]}
      />
    </Grid>
  );
}
