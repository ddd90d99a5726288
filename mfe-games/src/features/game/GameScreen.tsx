import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths, tokens, useSharedMessages } from 'shared';
import { gameMessages, games, isGameId, type GameInfo } from 'contract/games';
import { SoundToggle } from '../../components/SoundToggle';
import { GamesPage, Muted, Panel } from '../../components/ui';
import { useMessages } from '../../i18n';
import { useSound } from '../../lib/sound';
import { ResponsiblePlay } from '../../responsible-play/ResponsiblePlay';
import { GameFrame } from './GameFrame';
import { Leaderboard } from './Leaderboard';
import { PlayArea } from './PlayArea';

// The board beside the leaderboard on a desktop; one column on a phone.
const Columns = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  min-width: 0;
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${tokens.space.lg};
    min-width: 0;
  }
  @media (min-width: ${tokens.breakpoint.desktop}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

function Game({ game }: { game: GameInfo }) {
  const t = useMessages();
  const localize = useSharedMessages();
  const sound = useSound();
  return (
    <GameFrame game={game} controls={<SoundToggle sound={sound} />}>
      {/* On a break, the notice instead of the board and the leaderboard (ADR 061). */}
      <ResponsiblePlay>
        <Columns>
          <div>
            {/* A new game after a change of page: the round belongs to this game only. */}
            <PlayArea key={game.id} gameId={game.id} sound={sound} />
            <Panel aria-labelledby="how-to-play-title">
              <h2 id="how-to-play-title">{t('game.howToPlay')}</h2>
              <Muted>{localize(game.howToPlay)}</Muted>
            </Panel>
          </div>
          <div>
            <Leaderboard gameId={game.id} />
          </div>
        </Columns>
      </ResponsiblePlay>
    </GameFrame>
  );
}

/** /games/:gameId: one game, its daily challenge or a practice round, and today's leaderboard. */
export default function GameScreen() {
  const t = useMessages();
  const localize = useSharedMessages();
  const { gameId } = useParams();
  if (!isGameId(gameId)) {
    return (
      <GamesPage>
        <h1>{localize(gameMessages.unknownGame)}</h1>
        <Link to={paths.games.root}>{t('game.back')}</Link>
      </GamesPage>
    );
  }
  return <Game game={games[gameId]} />;
}
