import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tokens, useSharedMessages } from 'shared';
import type { GameSummary } from 'contract/game-endpoints';
import { Badge, ButtonLink, Category, Muted, Panel } from '../../components/ui';
import { gamePath } from '../../lib/game-paths';
import { useMessages } from '../../i18n';

const CardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs} ${tokens.space.md};
  font-size: ${tokens.font.size.sm};
  span:first-child {
    color: ${tokens.color.primary};
    font-weight: ${tokens.font.weight.bold};
  }
`;

const Card = styled(Panel).attrs({ as: 'article' })`
  height: 100%;
  & > a {
    margin-top: auto;
  }
`;

/** One game of the list: what it is and the link to play it. */
export function GameCard({ game }: { game: GameSummary }) {
  const t = useMessages();
  // The game's words and its category are the server's English: shared translates them.
  const localize = useSharedMessages();
  const title = localize(game.title);
  const titleId = `game-${game.id}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <CardTop>
        <Category>{localize(game.category.name).toUpperCase()}</Category>
        {game.favourite ? <Badge>{t('list.favourite')}</Badge> : null}
      </CardTop>
      <h2 id={titleId}>{title}</h2>
      <Muted>{localize(game.summary)}</Muted>
      <Facts>
        <span>{t('list.coinsPerWin', { coins: game.coinsPerWin })}</span>
        {game.todaysBest === null ? null : <span>{t('yourScore', { score: game.todaysBest })}</span>}
      </Facts>
      <ButtonLink as={Link} to={gamePath(game.id)}>
        {t('list.play', { title })}
      </ButtonLink>
    </Card>
  );
}
