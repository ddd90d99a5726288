import styled from 'styled-components';
import { games } from 'contract/games';
import type { SuspiciousPlayer } from 'contract/operator-endpoints';
import { DataTable, NowrapCell, SecondaryLine } from '../../components/DataTable';
import { WarningBadge } from '../../components/StatusBadge';
import { formatDateTime, formatNumber } from '../../lib/format';
import { backOfficeMessages } from '../../messages';

const text = backOfficeMessages.suspiciousPlay;

const Count = styled.td`
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

/** A count, a warning badge when the kind is one the server refused (the strongest sign of a script). */
function CountCell({ count, refused = false }: { count: number; refused?: boolean }) {
  return <Count>{refused && count > 0 ? <WarningBadge>{formatNumber(count)}</WarningBadge> : formatNumber(count)}</Count>;
}

/** One page of players with suspicious play: who (the e-mail masked), which game, how often of each kind, and when last. */
export function SuspiciousPlayTable({ players }: { players: SuspiciousPlayer[] }) {
  return (
    <DataTable caption={text.caption} columns={Object.values(text.columns)}>
      {players.map((player) => (
        <tr key={`${player.playerId}:${player.gameId}`}>
          <th scope="row">
            {player.playerName}
            <SecondaryLine>{player.playerEmail}</SecondaryLine>
          </th>
          <NowrapCell>{games[player.gameId].title}</NowrapCell>
          <CountCell count={player.tooFast} refused />
          <CountCell count={player.impossible} refused />
          <CountCell count={player.perfectPace} />
          <CountCell count={player.repeatedDeals} />
          <CountCell count={player.total} />
          <NowrapCell>{formatDateTime(player.lastSeenAt)}</NowrapCell>
        </tr>
      ))}
    </DataTable>
  );
}
