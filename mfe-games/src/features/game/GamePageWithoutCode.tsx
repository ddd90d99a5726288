import { useParams } from 'react-router-dom';
import { LoadedData } from 'shared';
import { games, isGameId } from 'contract/games';
import { GamesPage } from '../../components/ui';
import { useMessages } from '../../i18n';
import { GameFrame } from './GameFrame';

/**
 * A game's page before its code has come (ADR 084): its frame, and where the board will be, a
 * status while the code loads or, once a load has failed, the failure with a Retry.
 */
export function GamePageWithoutCode({ onRetry }: { onRetry?: () => void }) {
  const t = useMessages();
  const { gameId } = useParams();
  const state = (
    <LoadedData
      loading={!onRetry}
      failure={onRetry ? t('loadFailed') : null}
      onRetry={onRetry ?? (() => undefined)}
      loadingText={t('game.loading')}
    >
      {null}
    </LoadedData>
  );
  return isGameId(gameId) ? <GameFrame game={games[gameId]}>{state}</GameFrame> : <GamesPage>{state}</GamesPage>;
}
