import styled from 'styled-components';
import { tokens, useSharedMessages } from 'shared';
import type { GameSummary } from 'contract/game-endpoints';
import { GamesPage, LoadedRead, Muted } from '../../components/ui';
import { useMessages } from '../../i18n';
import { useGamesOverview } from '../../api/list-games';
import { isCategoryName, type GameCategoryName } from 'contract/games';
import { ReviewRequests } from './ReviewRequests';
import { CategoryFilter, useCategoryFilter } from './CategoryFilter';
import { GameCard } from './GameCard';

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

const shownGames = (games: readonly GameSummary[], category: GameCategoryName | null) =>
  category ? games.filter((game) => game.category.name === category) : games;

/** The categories of the player's favourite games, each once, in the list's order. */
function favouriteCategories(games: readonly GameSummary[]): GameCategoryName[] {
  const names = games.filter((game) => game.favourite).map((game) => game.category.name);
  return [...new Set(names)].filter(isCategoryName);
}

/**
 * /games: every game in the server's order (the player's favourite categories first), or one
 * category's (?category=), and today's coins from games.
 */
export default function GamesListScreen() {
  const t = useMessages();
  const localize = useSharedMessages();
  const overview = useGamesOverview();
  const category = useCategoryFilter();
  return (
    <GamesPage>
      <h1>{t('list.title')}</h1>
      <LoadedRead read={overview} loadingText={t('list.loading')}>
        {(data) => (
          <>
            <Muted>{t('list.coinsToday', { earned: data.coinsEarnedToday, cap: data.dailyCoinCap })}</Muted>
            <CategoryFilter favourites={favouriteCategories(data.games)} />
            {shownGames(data.games, category).length === 0 ? (
              <p>{category ? t('list.emptyCategory', { category: localize(category) }) : t('list.empty')}</p>
            ) : (
              <Cards>
                {shownGames(data.games, category).map((game) => (
                  <li key={game.id}>
                    <GameCard game={game} />
                  </li>
                ))}
              </Cards>
            )}
          </>
        )}
      </LoadedRead>
      <ReviewRequests />
    </GamesPage>
  );
}
