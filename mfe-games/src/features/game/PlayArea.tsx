import { Button, FormMessages, useSharedMessages } from 'shared';
import { gameMessages, type GameId, type GameMode } from 'contract/games';
import { useGamesOverview } from '../../api/list-games';
import { Actions, Muted, Panel } from '../../components/ui';
import { useMessages } from '../../i18n';
import type { Sound } from '../../lib/sound';
import { boards } from './boards';
import { DealRefusal, isPlayLimitRefusal } from '../../responsible-play/ResponsiblePlay';
import { ObjectionRequest } from './ObjectionRequest';
import { ResultPanel } from './ResultPanel';
import { useGameRound, type Round } from './use-game-round';

/** Today's challenge is one ranked attempt a day: once the list says it is over, only practice is offered. */
function ModeChoice({ gameId, onStart }: { gameId: GameId; onStart(mode: GameMode): void }) {
  const t = useMessages();
  const localize = useSharedMessages();
  const { data } = useGamesOverview();
  const dailyPlayed = data?.games.find((game) => game.id === gameId)?.dailyPlayed ?? false;
  return (
    <>
      <Actions>
        {dailyPlayed ? null : <Button onClick={() => onStart('daily')}>{t('game.playDaily')}</Button>}
        <Button variant={dailyPlayed ? 'primary' : 'secondary'} onClick={() => onStart('practice')}>
          {t('game.practice')}
        </Button>
      </Actions>
      <Muted>{dailyPlayed ? localize(gameMessages.dailyPlayed) : t('game.dailyNote')}</Muted>
      <Muted>{t('game.practiceNote')}</Muted>
    </>
  );
}

/** After a round, the next one: today's challenge is played once, so after it comes practice. */
function NextRound({ mode, onStart }: { mode: GameMode; onStart(mode: GameMode): void }) {
  const t = useMessages();
  return (
    <Actions>
      <Button onClick={() => onStart('practice')}>{mode === 'daily' ? t('game.practiceAgain') : t('result.playAgain')}</Button>
    </Actions>
  );
}

/** What went wrong with the round, if anything: the server's words, else the screen's own. */
function failureOf(round: Round, t: ReturnType<typeof useMessages>): string | null {
  if (round.phase === 'start-failed') return round.message ?? t('game.startFailed');
  if (round.phase === 'submit-failed') return t('game.submitFailed');
  if (round.phase === 'refused') return round.message ?? t('game.submitFailed');
  return null;
}

/** The game being played: the choice of a round, the board, then the result or the server's refusal. */
export function PlayArea({ gameId, sound }: { gameId: GameId; sound: Sound }) {
  const t = useMessages();
  const { round, start, submit, retrySubmit, timeUp } = useGameRound(gameId);
  // Once dealt, the round says which it is: today's challenge or practice.
  const mode = 'attempt' in round ? round.attempt.mode : null;
  const Board = boards[gameId];

  return (
    <Panel>
      {mode ? <h2>{mode === 'daily' ? t('game.playingDaily') : t('game.playingPractice')}</h2> : null}
      {round.phase === 'choosing' ? <ModeChoice gameId={gameId} onStart={start} /> : null}
      {round.phase === 'playing' ? <Board attempt={round.attempt} onFinished={submit} onTimeUp={timeUp} onMove={sound.blip} /> : null}
      {round.phase === 'finished' ? <ResultPanel result={round.result} /> : null}
      {round.phase === 'finished' || round.phase === 'refused' ? <NextRound mode={round.attempt.mode} onStart={start} /> : null}
      <FormMessages
        error={failureOf(round, t)}
        status={round.phase === 'starting' ? t('game.dealing') : round.phase === 'submitting' ? t('game.submitting') : null}
      />
      {round.phase === 'refused' && round.objectable ? (
        <ObjectionRequest key={round.attempt.attemptId} attemptId={round.attempt.attemptId} />
      ) : null}
      {round.phase === 'start-failed' ? <DealRefusal code={round.code} onKeepPlaying={() => start(round.mode)} /> : null}
      {round.phase === 'start-failed' && !isPlayLimitRefusal(round.code) ? (
        <Actions>
          <Button onClick={() => start(round.mode)}>{t('game.retry')}</Button>
        </Actions>
      ) : null}
      {round.phase === 'submit-failed' ? (
        <Actions>
          <Button onClick={retrySubmit}>{t('game.tryAgain')}</Button>
        </Actions>
      ) : null}
    </Panel>
  );
}
