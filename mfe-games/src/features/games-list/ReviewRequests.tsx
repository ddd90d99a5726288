import styled from 'styled-components';
import { tokens, useLanguage, useSharedMessages } from 'shared';
import { formatDate } from 'contract/format';
import { games } from 'contract/games';
import type { GameObjection } from 'contract/game-endpoints';
import { Muted, Panel } from '../../components/ui';
import { useMessages } from '../../i18n';
import { useObjections } from './api/list-objections';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  li {
    display: flex;
    flex-direction: column;
    gap: ${tokens.space.xs};
    padding-bottom: ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.border};
  }
`;

/** What became of one request: waiting, the coins credited, or the refusal upheld with the operator's reason. */
function Outcome({ objection }: { objection: GameObjection }) {
  const t = useMessages();
  if (objection.status === 'done') return <strong>{t('reviews.credited', { coins: objection.coinsCredited })}</strong>;
  if (objection.status === 'refused') {
    return (
      <>
        <strong>{t('reviews.upheld')}</strong>
        {objection.reason ? <Muted>{t('reviews.reason', { reason: objection.reason })}</Muted> : null}
      </>
    );
  }
  return <span>{objection.status === 'open' ? t('reviews.waiting') : t('reviews.cancelled')}</span>;
}

/** The player's requests for a person's review of a refused result (ADR 060), shown once there is one. */
export function ReviewRequests() {
  const t = useMessages();
  const localize = useSharedMessages();
  const language = useLanguage();
  const { data } = useObjections();
  if (!data || data.length === 0) return null;
  return (
    <Panel aria-labelledby="review-requests-title">
      <h2 id="review-requests-title">{t('reviews.title')}</h2>
      <List>
        {data.map((objection) => (
          <li key={objection.attemptId}>
            <span>
              {t('reviews.asked', { game: localize(games[objection.gameId].title), date: formatDate(objection.askedAt, language) })}
            </span>
            <Outcome objection={objection} />
          </li>
        ))}
      </List>
    </Panel>
  );
}
