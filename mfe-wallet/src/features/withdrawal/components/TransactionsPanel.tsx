import styled from 'styled-components';
import { LoadedData, tokens, type Transaction } from 'shared';
import { useMessages } from '../../../i18n';
import { Panel, PanelList } from './Panel';
import { TransactionItem } from './TransactionItem';

const Secondary = styled.span`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.sm};
`;

/** The player's withdrawals: loading, failed with a Retry, none, or the list. */
export function TransactionsPanel({
  transactions,
  failure,
  onRetry,
}: {
  transactions: Transaction[] | undefined;
  failure: string | null;
  onRetry: () => void;
}) {
  const t = useMessages();
  return (
    <Panel aria-labelledby="transactions-title" aria-busy={transactions === undefined || undefined}>
      <h2 id="transactions-title">{t('transactions.title')}</h2>
      <LoadedData loading={transactions === undefined} failure={transactions === undefined ? failure : null} onRetry={onRetry}>
        <TransactionList transactions={transactions ?? []} />
      </LoadedData>
    </Panel>
  );
}

function TransactionList({ transactions }: { transactions: Transaction[] }) {
  const t = useMessages();
  return transactions.length === 0 ? (
    <Secondary>{t('transactions.none')}</Secondary>
  ) : (
    <PanelList>
      {transactions.map((transaction) => (
        <TransactionItem key={transaction.code} transaction={transaction} />
      ))}
    </PanelList>
  );
}
