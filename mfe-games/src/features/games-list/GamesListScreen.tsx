import styled from 'styled-components';
import { tokens, useSharedMessages } from 'shared';
import { GamesPage, LoadedRead, Muted } from '../../components/ui';
import { useMessages } from '../../i18n';
import { useGamesOverview } from '../../api/list-games';
import { isCategoryName, type GameCategoryName } from 'contract/games';
import { ResponsiblePlay } from '../../responsible-play/ResponsiblePlay';
import { ReviewRequests } from './ReviewRequests';
import { CategoryFilter, useCategoryFilter } from './CategoryFilter';
import { catalogueCards, GameCard, type CardGame } from './GameCard';

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

const shownGames = (games: readonly CardGame[], category: GameCategoryName | null) =>
  category ? games.filter((game) => game.category.name === category) : games;

/** The categories of the player's favourite games, each once, in the list's order. */
function favouriteCategories(games: readonly CardGame[]): GameCategoryName[] {
  const names = games.filter((game) => game.favourite).map((game) => game.category.name);
  return [...new Set(names)].filter(isCategoryName);
}

/** The category links and the cards of the games they choose. */
function GameCards({ games }: { games: readonly CardGame[] }) {
  const t = useMessages();
  const localize = useSharedMessages();
  const category = useCategoryFilter();
  const shown = shownGames(games, category);
  return (
    <>
      <CategoryFilter favourites={favouriteCategories(games)} />
      {shown.length === 0 ? (
        <p>{category ? t('list.emptyCategory', { category: localize(category) }) : t('list.empty')}</p>
      ) : (
        <Cards>
          {shown.map((game) => (
            <li key={game.id}>
              <GameCard game={game} />
            </li>
          ))}
        </Cards>
      )}
    </>
  );
}

/**
 * /games: every game in the server's order (the player's favourite categories first), or one
 * category's (?category=), and today's coins from games. While the list is read, the catalogue's
 * cards show under the loading row (and in the page's HTML, ADR 077): the same games, what each
 * pays and its link, before the player's favourites and bests come.
 */
export default function GamesListScreen() {
  const t = useMessages();
  const overview = useGamesOverview();
  return (
    <GamesPage>
      <h1>{t('list.title')}</h1>
      <ResponsiblePlay realityChecks>
        <LoadedRead read={overview} loadingText={t('list.loading')}>
          {(data) => (
            <>
              <Muted>{t('list.coinsToday', { earned: data.coinsEarnedToday, cap: data.dailyCoinCap })}</Muted>
              <GameCards games={data.games} />
            </>
          )}
        </LoadedRead>
        {overview.data === undefined && !overview.error ? <GameCards games={catalogueCards} /> : null}
      </ResponsiblePlay>
      <ReviewRequests />
    </GamesPage>
  );
}
