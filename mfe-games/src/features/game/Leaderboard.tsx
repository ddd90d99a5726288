import styled from 'styled-components';
import { tokens } from 'shared';
import type { LeaderboardEntry } from 'contract/game-endpoints';
import type { GameId } from 'contract/games';
import { Badge, LoadedRead, Muted, Panel } from '../../components/ui';
import { useMessages } from '../../i18n';
import { useLeaderboard } from './api/get-leaderboard';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.sm};
    padding-bottom: ${tokens.space.sm};
  }
  th,
  td {
    padding: ${tokens.space.sm} ${tokens.space.xs};
    text-align: left;
    border-bottom: 1px solid ${tokens.color.border};
  }
  th {
    font-size: ${tokens.font.size.sm};
    color: ${tokens.color.textMuted};
    font-weight: ${tokens.font.weight.medium};
  }
  th:last-child,
  td:last-child {
    text-align: right;
  }
  tr[data-you='true'] td {
    background: ${tokens.color.surfaceRaised};
    font-weight: ${tokens.font.weight.bold};
  }
`;

const Player = styled.span`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const AVATAR_SIZE = 36;

/** A name's first letter as a reader sees it: in Sinhala or Tamil a consonant with its vowel sign, not one code unit. */
const initialOf = (name: string) => ([...new Intl.Segmenter().segment(name)][0]?.segment ?? '').toUpperCase();

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
  const t = useMessages();
  // A player who keeps their name off leaderboards (ADR 057) is 'Player' in the page's language.
  const name = entry.anonymous ? t('leaderboard.player') : entry.firstName;
  const avatar = t('leaderboard.avatar', { firstName: name });
  return (
    <tr data-you={entry.you}>
      <td>{t('figure', { value: entry.rank })}</td>
      <td>
        <Player>
          {entry.avatarUrl ? (
            <Avatar src={entry.avatarUrl} alt={avatar} width={AVATAR_SIZE} height={AVATAR_SIZE} loading="lazy" />
          ) : (
            <Initial role="img" aria-label={avatar}>
              {initialOf(name)}
            </Initial>
          )}
          {name}
          {entry.you ? <Badge>{t('leaderboard.you')}</Badge> : null}
        </Player>
      </td>
      <td>{t('figure', { value: entry.score })}</td>
    </tr>
  );
}

/** Today's challenge of one game: the day's 10 best verified results (first name and avatar only) and the player's own best. */
export function Leaderboard({ gameId }: { gameId: GameId }) {
  const t = useMessages();
  const leaderboard = useLeaderboard(gameId);
  return (
    <Panel aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title">{t('leaderboard.title')}</h2>
      <LoadedRead read={leaderboard} loadingText={t('leaderboard.loading')}>
        {(data) => (
          <>
            <p>{data.own ? t('leaderboard.ownScore', { score: data.own.score, rank: data.own.rank }) : t('leaderboard.noResult')}</p>
            {data.entries.length === 0 ? (
              <Muted>{t('leaderboard.empty')}</Muted>
            ) : (
              <Table>
                <caption>{t('leaderboard.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('leaderboard.rank')}</th>
                    <th scope="col">{t('leaderboard.player')}</th>
                    <th scope="col">{t('leaderboard.score')}</th>
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
        )}
      </LoadedRead>
    </Panel>
  );
}
