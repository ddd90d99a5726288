import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, tokens, useSharedMessages } from 'shared';
import type { GameInfo } from 'contract/games';
import { Category, GamesPage } from '../../components/ui';
import { useMessages } from '../../i18n';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${tokens.space.sm} ${tokens.space.lg};
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${tokens.space.xs};
  }
`;

/**
 * A game's page around its play: the way back to the list, the game's category and title, and
 * `controls` beside them. The same while the page's code loads as once it has (ADR 084), so the
 * title a player tapped shows at once and stays where it is.
 */
export function GameFrame({ game, controls, children }: { game: GameInfo; controls?: ReactNode; children: ReactNode }) {
  const t = useMessages();
  // The game's words are shared's (the list shows them too).
  const localize = useSharedMessages();
  return (
    <GamesPage>
      <Link to={paths.games.root}>← {t('game.back')}</Link>
      <Header>
        <div>
          <Category>{localize(game.category).toUpperCase()}</Category>
          <h1>{localize(game.title)}</h1>
        </div>
        {controls}
      </Header>
      {children}
    </GamesPage>
  );
}
