import styled from 'styled-components';
import { LoadedData, tokens, type Transaction } from 'shared';
import { formatLkr } from 'shared/money';
import { Panel, PanelList } from './Panel';

const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${tokens.space.xs} ${tokens.space.md};
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceRaised};
`;

const Secondary = styled.span`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.sm};
`;

// A small pill beside the date: centred in its row, never stretched to the row's height or wrapped.
const Status = styled.span<{ $status: string }>`
  justify-self: end;
  align-self: center;
  white-space: nowrap;
  line-height: 1.6;
  padding: 0 ${tokens.space.sm};
  border-radius: ${tokens.radius.pill};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
  text-transform: capitalize;
  background: ${({ $status }) => ($status === 'completed' ? tokens.color.successSurface : $status === 'rejected' ? tokens.color.dangerSurface : '#3a3212')};
  color: ${({ $status }) => ($status === 'completed' ? tokens.color.success : $status === 'rejected' ? tokens.color.danger : tokens.color.primary)};
`;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The player's withdrawals: loading, failed with a Retry, none, or the list. */
export function TransactionsPanel({ transactions, failure, onRetry }: { transactions: Transaction[] | undefined; failure: string | null; onRetry: () => void }) {
  return (
    <Panel aria-labelledby="transactions-title" aria-busy={transactions === undefined || undefined}>
      <h2 id="transactions-title">Transactions</h2>
      <LoadedData loading={transactions === undefined} failure={transactions === undefined ? failure : null} onRetry={onRetry}>
        <TransactionList transactions={transactions ?? []} />
      </LoadedData>
    </Panel>
  );
}

function TransactionList({ transactions }: { transactions: Transaction[] }) {
  return transactions.length === 0 ? (
    <Secondary>No transactions available.</Secondary>
  ) : (
    <PanelList>
      {transactions.map((transaction) => (
        <Item key={transaction.code}>
          <strong>{transaction.title}</strong>
          <strong>{formatLkr(transaction.amount)}</strong>
          <Secondary>
            <time dateTime={transaction.date}>{dateFormat.format(new Date(transaction.date))}</time> · #{transaction.code}
          </Secondary>
          <Status $status={transaction.status}>{transaction.status}</Status>
        </Item>
      ))}
    </PanelList>
  );
}
