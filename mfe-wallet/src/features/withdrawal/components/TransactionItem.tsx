import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, endpoints, FormMessages, messages, serverMessageOf, tokens, type Transaction, useApi, useNotify, useSession, useSharedMessages, type WithdrawalStatus, withElements } from 'shared';
import { usePlayerCache } from 'shared/queries';
import { dateLocale, useMessages } from '../../../i18n';
import { cancelWithdrawal } from '../api/cancel-withdrawal';

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
  button { min-height: 40px; }
`;

const pill: Record<WithdrawalStatus, { background: string; color: string }> = {
  pending: { background: '#3a3212', color: tokens.color.primary },
  approved: { background: '#14284a', color: tokens.color.focus },
  paid: { background: tokens.color.successSurface, color: tokens.color.success },
  rejected: { background: tokens.color.dangerSurface, color: tokens.color.danger },
  cancelled: { background: tokens.color.surface, color: tokens.color.textMuted },
};

// A small pill beside the date: centred in its row, never stretched to the row's height or wrapped.
const Status = styled.span<{ $status: WithdrawalStatus }>`
  justify-self: end;
  align-self: center;
  white-space: nowrap;
  line-height: 1.6;
  padding: 0 ${tokens.space.sm};
  border-radius: ${tokens.radius.pill};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
  background: ${({ $status }) => pill[$status].background};
  color: ${({ $status }) => pill[$status].color};
`;

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };

/** One withdrawal request: what, how much, when asked, its status and last change; a pending one can be cancelled. */
export function TransactionItem({ transaction }: { transaction: Transaction }) {
  const t = useMessages();
  const localize = useSharedMessages();
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(dateLocale(t.language), DATE_OPTIONS), [t.language]);
  const when = (iso: string) => <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time>;
  const label = localize(messages.withdrawalStatus[transaction.status]);
  return (
    <Item>
      <strong>{t('transaction.title', { bank: transaction.bankName })}</strong>
      <strong>{t('lkr', { amount: transaction.amount })}</strong>
      <Secondary id={`${transaction.code}-summary`}>
        {when(transaction.date)} · #{transaction.code}
      </Secondary>
      <Status $status={transaction.status}>{label}</Status>
      {transaction.status === 'pending' ? (
        <CancelRequest code={transaction.code} />
      ) : (
        <FullRow>
          <Secondary>{withElements((values) => t('transaction.changedOn', { status: label, ...values }), { date: when(transaction.updatedAt) })}</Secondary>
          {/* The operator's own words, as written. */}
          {transaction.status === 'rejected' && transaction.rejectionReason ? <span>{t('transaction.reason', { reason: transaction.rejectionReason })}</span> : null}
        </FullRow>
      )}
    </Item>
  );
}

/** 'Cancel request': the coins come back at once, so the balance and the list are read again. */
function CancelRequest({ code }: { code: string }) {
  const localize = useSharedMessages();
  const api = useApi();
  const { accessToken, claims } = useSession();
  const playerCache = usePlayerCache();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function cancel() {
    if (!accessToken || !claims || busy) return;
    setBusy(true);
    setError(null);
    try {
      await cancelWithdrawal(api, accessToken, claims.sub, code);
      await Promise.all([playerCache.invalidate(endpoints.getProfile), playerCache.invalidate(endpoints.getTransactions)]);
      notify(text.done);
    } catch (failure) {
      const reason = serverMessageOf(failure);
      if (reason) {
        // 409 once an operator has moved it on: the notice says so, the list reads where it went.
        notify(reason, 'error');
        void playerCache.invalidate(endpoints.getTransactions);
      } else {
        setError(text.failed);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <FullRow>
      {/* Every pending row has one: the row's date and code tell them apart. */}
      <Button variant="secondary" busy={busy} onClick={cancel} aria-describedby={`${code}-summary`}>
        {localize(text.button)}
      </Button>
      <FormMessages error={error} status={busy ? text.progress : null} />
    </FullRow>
  );
}
