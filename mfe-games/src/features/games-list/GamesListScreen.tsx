import styled from 'styled-components';
import { tokens } from 'shared';
import { GamesPage, LoadedRead, Muted } from '../../components/ui';
import { useMessages } from '../../i18n';
import { useGamesOverview } from '../../api/list-games';
import { ResponsiblePlay } from '../../responsible-play/ResponsiblePlay';
import { ReviewRequests } from './ReviewRequests';
import { GameCard } from './GameCard';

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

/** /games: every game in the server's order (the player's favourite categories first) and today's coins from games. */
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
              {data.games.length === 0 ? (
                <p>{t('list.empty')}</p>
              ) : (
                <Cards>
                  {data.games.map((game) => (
                    <li key={game.id}>
                      <GameCard game={game} />
                    </li>
                  ))}
                </Cards>
              )}
            </>
          )}
        </LoadedRead>
      </ResponsiblePlay>
      <ReviewRequests />
    </GamesPage>
  );
}
