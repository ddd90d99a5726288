import styled from 'styled-components';
import { LoadedData, tokens } from 'shared';
import type { LeaderboardEntry } from 'shared/game-endpoints';
import type { GameId } from 'shared/games';
import { formatNumber } from 'shared/money';
import { Badge, Muted, Panel } from '../../components/ui';
import { failureMessage } from '../../lib/failure-message';
import { gamesMessages } from '../../messages';
import { useLeaderboard } from './api/get-leaderboard';

const text = gamesMessages.leaderboard;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption { text-align: left; color: ${tokens.color.textMuted}; font-size: ${tokens.font.size.sm}; padding-bottom: ${tokens.space.sm}; }
  th, td { padding: ${tokens.space.sm} ${tokens.space.xs}; text-align: left; border-bottom: 1px solid ${tokens.color.border}; }
  th { font-size: ${tokens.font.size.sm}; color: ${tokens.color.textMuted}; font-weight: ${tokens.font.weight.medium}; }
  th:last-child, td:last-child { text-align: right; }
  tr[data-you='true'] td { background: ${tokens.color.surfaceRaised}; font-weight: ${tokens.font.weight.bold}; }
`;

const Player = styled.span`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const AVATAR_SIZE = 36;

const Avatar = styled.img`
  flex: none;
  width: ${AVATAR_SIZE}px;
  height: ${AVATAR_SIZE}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${tokens.color.surfaceRaised};
`;

/** A player without an avatar: their initial, named like an avatar image. */
const Initial = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${AVATAR_SIZE}px;
  height: ${AVATAR_SIZE}px;
  border-radius: 50%;
  background: ${tokens.color.accent};
  color: ${tokens.color.onPrimary};
  font-weight: ${tokens.font.weight.bold};
`;

function Row({ entry }: { entry: LeaderboardEntry }) {
  return (
    <tr data-you={entry.you}>
      <td>{formatNumber(entry.rank)}</td>
      <td>
        <Player>
          {entry.avatarUrl ? (
            <Avatar src={entry.avatarUrl} alt={text.avatar(entry.firstName)} width={AVATAR_SIZE} height={AVATAR_SIZE} loading="lazy" />
          ) : (
            <Initial role="img" aria-label={text.avatar(entry.firstName)}>
              {entry.firstName.slice(0, 1).toUpperCase()}
            </Initial>
          )}
          {entry.firstName}
          {entry.you ? <Badge>{text.you}</Badge> : null}
        </Player>
      </td>
      <td>{formatNumber(entry.score)}</td>
    </tr>
  );
}

/** Today's challenge of one game: the day's 10 best verified results (first name and avatar only) and the player's own best. */
export function Leaderboard({ gameId }: { gameId: GameId }) {
  const { data, error, retry } = useLeaderboard(gameId);
  return (
    <Panel aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title">{text.title}</h2>
      <LoadedData loading={data === undefined} failure={data === undefined && error ? failureMessage(error, gamesMessages.loadFailed) : null} onRetry={retry} loadingText={text.loading}>
        {data ? (
          <>
            <p>{data.own ? text.ownScore(data.own.score, data.own.rank) : text.noResult}</p>
            {data.entries.length === 0 ? (
              <Muted>{text.empty}</Muted>
            ) : (
              <Table>
                <caption>{text.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text.rank}</th>
                    <th scope="col">{text.player}</th>
                    <th scope="col">{text.score}</th>
                  </tr>
                </thead>
                <tbody>
                  {/* Equal scores may share a rank. */}
                  {data.entries.map((entry, index) => (
                    <Row key={`${entry.rank}-${index}`} entry={entry} />
                  ))}
                </tbody>
              </Table>
            )}
          </>
        ) : null}
      </LoadedData>
    </Panel>
  );
}
