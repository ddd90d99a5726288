import type { OperatorPlayLimits } from 'contract/play-limits-endpoints';
import { DataTable, NowrapCell as Nowrap } from '../../components/DataTable';
import { ListSection } from '../../components/PageSection';
import { formatDateTime } from '../../lib/format';
import { useWithdrawalPlayLimits } from './api/get-play-limits';

/** The back office's words for responsible play (English, as the back office is). */
const text = {
  title: 'Responsible play',
  caption: "The player's play limits and every change to them (read-only)",
  empty: 'The player has set no play limits.',
  columns: ['When', 'What', 'From', 'To', 'In force from', 'By'],
  limit: (minutes: number | null) => (minutes === null ? 'No daily limit' : `Daily limit: ${minutes} minutes`),
  pending: (minutes: number | null, at: string) =>
    `Asked for ${minutes === null ? 'no limit' : `${minutes} minutes`}, from ${formatDateTime(at)}`,
  realityCheck: (minutes: number) => `Reality check every ${minutes} minutes`,
  breakOn: (kind: string, until: string | null) =>
    `${kind === 'break' ? 'On a break' : 'Self-excluded'} ${until === null ? 'permanently' : `until ${formatDateTime(until)}`}`,
  noBreak: 'No break or self-exclusion',
};

function Summary({ limits }: { limits: OperatorPlayLimits['limits'] }) {
  return (
    <ul>
      <li>
        <strong>{limits.playBreak ? text.breakOn(limits.playBreak.kind, limits.playBreak.until) : text.noBreak}</strong>
      </li>
      <li>{text.limit(limits.dailyLimitMinutes)}</li>
      {limits.pendingLimit ? <li>{text.pending(limits.pendingLimit.minutes, limits.pendingLimit.effectiveAt)}</li> : null}
      <li>{text.realityCheck(limits.realityCheckMinutes)}</li>
    </ul>
  );
}

/**
 * The player's limits and exclusions (ADR 061), read-only: an operator paying a self-excluded
 * player's withdrawal sees it. Nothing here changes them.
 */
export function PlayLimitsSection({ code }: { code: string }) {
  const { data } = useWithdrawalPlayLimits(code);
  if (!data) return null;
  return (
    <ListSection id="play-limits-title" title={text.title} count={data.changes.length} empty={text.empty}>
      <Summary limits={data.limits} />
      <DataTable caption={text.caption} columns={text.columns}>
        {data.changes.map((change, index) => (
          <tr key={`${change.at}-${index}`}>
            <Nowrap>{formatDateTime(change.at)}</Nowrap>
            <td>{change.what}</td>
            <td>{change.oldValue ?? '—'}</td>
            <td>{change.newValue ?? '—'}</td>
            <Nowrap>{formatDateTime(change.effectiveAt)}</Nowrap>
            <td>{change.actorRole}</td>
          </tr>
        ))}
      </DataTable>
    </ListSection>
  );
}
