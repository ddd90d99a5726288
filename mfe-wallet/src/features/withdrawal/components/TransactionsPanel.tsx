import styled from 'styled-components';
import { tokens, type Transaction } from 'shared';
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

const Status = styled.span<{ $status: string }>`
  justify-self: end;
  padding: 0 ${tokens.space.sm};
  border-radius: ${tokens.radius.pill};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
  text-transform: capitalize;
  background: ${({ $status }) => ($status === 'completed' ? tokens.color.successSurface : $status === 'rejected' ? tokens.color.dangerSurface : '#3a3212')};
  color: ${({ $status }) => ($status === 'completed' ? tokens.color.success : $status === 'rejected' ? tokens.color.danger : tokens.color.primary)};
`;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function TransactionsPanel({ transactions, loading }: { transactions: Transaction[]; loading: boolean }) {
  return (
    <Panel aria-labelledby="transactions-title" aria-busy={loading || undefined}>
      <h2 id="transactions-title">Transactions</h2>
      {transactions.length === 0 ? (
        <Secondary>{loading ? 'Loading…' : 'No transactions available.'}</Secondary>
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
      )}
    </Panel>
  );
}
