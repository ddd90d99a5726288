import { useState } from 'react';
import styled from 'styled-components';
import { Button, tokens, useSession, useSharedMessages } from 'shared';
import type { CoinMovement } from 'contract/account-endpoints';
import { Actions, LoadedRead, Muted, Panel } from '../../components/ui';
import { useFormats } from '../../lib/format';
import { useMessages } from '../../i18n';
import { useCoinHistoryPage } from './api/coins';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.font.size.sm};
  th,
  td {
    padding: ${tokens.space.sm} ${tokens.space.xs};
    border-bottom: 1px solid ${tokens.color.border};
    text-align: start;
    vertical-align: top;
  }
  td:nth-child(n + 3),
  th:nth-child(n + 3) {
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  td:first-child {
    color: ${tokens.color.textMuted};
  }
`;

const Amount = styled.td<{ $credit: boolean }>`
  color: ${({ $credit }) => ($credit ? tokens.color.success : tokens.color.text)};
  font-weight: ${tokens.font.weight.bold};
`;

/** Every coin movement with the balance after it, newest first, a page at a time. */
export function CoinHistory() {
  const t = useMessages();
  // The cursor of each page shown: null for the newest, then each page's `nextBefore`.
  const [pages, setPages] = useState<(number | null)[]>([null]);
  return (
    <Panel aria-labelledby="coins-heading">
      <h2 id="coins-heading">{t('coins.heading')}</h2>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('coins.when')}</th>
            <th scope="col">{t('coins.what')}</th>
            <th scope="col">{t('coins.amount')}</th>
            <th scope="col">{t('coins.balance')}</th>
          </tr>
        </thead>
        {pages.map((before, index) => (
          <CoinPage
            key={before ?? 'newest'}
            before={before}
            first={index === 0}
            last={index === pages.length - 1}
            onMore={(next) => setPages((shown) => [...shown, next])}
          />
        ))}
      </Table>
    </Panel>
  );
}

function CoinPage({
  before,
  first,
  last,
  onMore,
}: {
  before: number | null;
  first: boolean;
  last: boolean;
  onMore: (next: number) => void;
}) {
  const t = useMessages();
  const { playerId } = useSession();
  const page = useCoinHistoryPage(playerId, before);
  return (
    <tbody>
      {page.data ? (
        <>
          {page.data.movements.map((movement) => (
            <MovementRow key={movement.id} movement={movement} />
          ))}
          {first && page.data.movements.length === 0 ? (
            <tr>
              <td colSpan={4}>
                <Muted>{t('coins.empty')}</Muted>
              </td>
            </tr>
          ) : null}
        </>
      ) : null}
      {page.data === undefined || (last && page.data.nextBefore !== null) ? (
        <tr>
          <td colSpan={4}>
            <LoadedRead read={page} loadingText={t('coins.loading')}>
              {(data) => (
                <Actions>
                  <Button type="button" variant="secondary" onClick={() => onMore(data.nextBefore!)}>
                    {t('coins.more')}
                  </Button>
                </Actions>
              )}
            </LoadedRead>
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

function MovementRow({ movement }: { movement: CoinMovement }) {
  const t = useMessages();
  const localize = useSharedMessages();
  const { dateTime, coins } = useFormats();
  const what =
    movement.kind === 'game_win' && movement.game
      ? t(movement.game.mode === 'daily' ? 'coins.gameDaily' : 'coins.gamePractice', { game: localize(movement.game.name) })
      : movement.kind === 'withdrawal'
        ? t('coins.withdrawal', { code: movement.withdrawalCode ?? '' })
        : movement.kind === 'refund'
          ? t('coins.refund', { code: movement.withdrawalCode ?? '' })
          : t('coins.credit');
  const credit = movement.amount > 0;
  return (
    <tr>
      <td>{dateTime(movement.at)}</td>
      <td>{what}</td>
      <Amount $credit={credit}>{`${credit ? '+' : '−'}${coins(Math.abs(movement.amount))}`}</Amount>
      <td>{coins(movement.balance)}</td>
    </tr>
  );
}
