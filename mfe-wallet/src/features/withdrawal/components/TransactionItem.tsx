import styled from 'styled-components';
import { Button, formatDate, FormMessages, tokens, type Transaction, useSharedMessages, type WithdrawalStatus, withElements } from 'shared';
import * as messages from 'contract/messages';
import { useMessages } from '../../../i18n';
import { type PillTone, StatusPill } from '../../../components/StatusPill';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';

const text = messages.cancelRequest;

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

/** A line of its own across the row: the last change, a rejection's reason, the cancel action. */
const FullRow = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  font-size: ${tokens.font.size.sm};
  button {
    min-height: 40px;
  }
`;

const tone: Record<WithdrawalStatus, PillTone> = {
  pending: 'waiting',
  approved: 'moving',
  paid: 'done',
  rejected: 'refused',
  cancelled: 'over',
};

// Beside the date: centred in its row, never stretched to the row's height.
const Status = styled(StatusPill)`
  justify-self: end;
  align-self: center;
`;

/** One withdrawal request: what, how much, when asked, its status and last change; a pending one can be cancelled. */
export function TransactionItem({ transaction }: { transaction: Transaction }) {
  const t = useMessages();
  const localize = useSharedMessages();
  const when = (iso: string) => <time dateTime={iso}>{formatDate(iso, t.language, { time: true })}</time>;
  const label = localize(messages.withdrawalStatus[transaction.status]);
  return (
    <Item>
      <strong>{t('transaction.title', { bank: transaction.bankName })}</strong>
      <strong>{t('lkr', { amount: transaction.amount })}</strong>
      <Secondary id={`${transaction.code}-summary`}>
        {when(transaction.date)} · #{transaction.code}
      </Secondary>
      <Status $tone={tone[transaction.status]}>{label}</Status>
      {transaction.status === 'pending' ? (
        <CancelRequest code={transaction.code} />
      ) : (
        <FullRow>
          <Secondary>
            {withElements((values) => t('transaction.changedOn', { status: label, ...values }), { date: when(transaction.updatedAt) })}
          </Secondary>
          {/* The operator's own words, as written. */}
          {transaction.status === 'rejected' && transaction.rejectionReason ? (
            <span>{t('transaction.reason', { reason: transaction.rejectionReason })}</span>
          ) : null}
        </FullRow>
      )}
    </Item>
  );
}

/** 'Cancel request': one press, one cancellation. */
function CancelRequest({ code }: { code: string }) {
  const localize = useSharedMessages();
  const cancel = useCancelWithdrawal();
  return (
    <FullRow>
      {/* Every pending row has one: the row's date and code tell them apart. */}
      <Button variant="secondary" busy={cancel.busy} onClick={() => void cancel.run(code)} aria-describedby={`${code}-summary`}>
        {localize(text.button)}
      </Button>
      <FormMessages error={cancel.error} status={cancel.status} />
    </FullRow>
  );
}
