import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tokens, useSharedMessages } from 'shared';
import type { GameSummary } from 'contract/game-endpoints';
import { GAME_IDS, games } from 'contract/games';
import { Badge, ButtonLink, Category, Muted, Panel } from '../../components/ui';
import { gamePath } from '../../lib/game-paths';
import { useMessages } from '../../i18n';

const CardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  /* The category as tall as the Favourite badge beside it: the card keeps its height when the badge comes. */
  & > p {
    padding-block: 0.125rem;
  }
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

/** What a card shows: the server's summary, or the catalogue's while it is read (`catalogueCards`). */
export type CardGame = Pick<GameSummary, 'id' | 'title' | 'summary' | 'favourite' | 'coinsPerWin' | 'todaysBest'> & {
  category: { name: string };
};

/**
 * The catalogue's games, in its order, as cards before the player's list has come: what each game
 * is and pays is the same for every player; favourites and today's bests wait for the server.
 */
export const catalogueCards: readonly CardGame[] = GAME_IDS.map((id) => {
  const { title, summary, category, coinsPerWin } = games[id];
  return { id, title, summary, category: { name: category }, coinsPerWin, favourite: false, todaysBest: null };
});

/** One game of the list: what it is and the link to play it. */
export function GameCard({ game }: { game: CardGame }) {
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
