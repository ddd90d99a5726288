import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tokens } from 'shared';
import type { GameSummary } from 'shared/game-endpoints';
import { Badge, ButtonLink, Category, Muted, Panel } from '../../components/ui';
import { gamePath } from '../../lib/game-paths';
import { gamesMessages } from '../../messages';

const text = gamesMessages.list;

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
  span:first-child { color: ${tokens.color.primary}; font-weight: ${tokens.font.weight.bold}; }
`;

const Card = styled(Panel).attrs({ as: 'article' })`
  height: 100%;
  & > a { margin-top: auto; }
`;

/** One game of the list: what it is and the link to play it. */
export function GameCard({ game }: { game: GameSummary }) {
  const titleId = `game-${game.id}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <CardTop>
        <Category>{game.category.name.toUpperCase()}</Category>
        {game.favourite ? <Badge>{text.favourite}</Badge> : null}
      </CardTop>
      <h2 id={titleId}>{game.title}</h2>
      <Muted>{game.summary}</Muted>
      <Facts>
        <span>{text.coinsPerWin(game.coinsPerWin)}</span>
        {game.todaysBest === null ? null : <span>{gamesMessages.yourScore(game.todaysBest)}</span>}
      </Facts>
      <ButtonLink as={Link} to={gamePath(game.id)}>
        {text.play(game.title)}
      </ButtonLink>
    </Card>
  );
}
