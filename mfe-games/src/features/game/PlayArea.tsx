import { Button, FormMessages } from 'shared';
import type { GameId, GameMode } from 'shared/games';
import { useGamesOverview } from '../../api/list-games';
import { Actions, Muted, Panel } from '../../components/ui';
import type { Sound } from '../../lib/sound';
import { gamesMessages } from '../../messages';
import { QuickSumsBoard } from './boards/QuickSumsBoard';
import { SlidingTilesBoard } from './boards/SlidingTilesBoard';
import { ResultPanel } from './ResultPanel';
import { useGameRound } from './use-game-round';

const text = gamesMessages.game;

/** Today's challenge is one ranked attempt a day: once the list says it is over, only practice is offered. */
function ModeChoice({ gameId, onStart }: { gameId: GameId; onStart(mode: GameMode): void }) {
  const { data } = useGamesOverview();
  const dailyPlayed = data?.games.find((game) => game.id === gameId)?.dailyPlayed ?? false;
  return (
    <>
      <Actions>
        {dailyPlayed ? null : <Button onClick={() => onStart('daily')}>{text.playDaily}</Button>}
        <Button variant={dailyPlayed ? 'primary' : 'secondary'} onClick={() => onStart('practice')}>
          {text.practice}
        </Button>
      </Actions>
      <Muted>{dailyPlayed ? text.dailyPlayed : text.dailyNote}</Muted>
      <Muted>{text.practiceNote}</Muted>
    </>
  );
}

/** After a round, the next one: today's challenge is played once, so after it comes practice. */
function NextRound({ mode, onStart }: { mode: GameMode; onStart(mode: GameMode): void }) {
  return (
    <Actions>
      <Button onClick={() => onStart('practice')}>{mode === 'daily' ? text.practiceAgain : gamesMessages.result.playAgain}</Button>
    </Actions>
  );
}

/** The game being played: the choice of a round, the board, then the result or the server's refusal. */
export function PlayArea({ gameId, sound }: { gameId: GameId; sound: Sound }) {
  const { round, start, submit, retrySubmit, timeUp } = useGameRound(gameId);
  // Once dealt, the round says which it is: today's challenge or practice.
  const mode = 'attempt' in round ? round.attempt.mode : null;

  return (
    <Panel>
      {mode ? <h2>{mode === 'daily' ? text.playingDaily : text.playingPractice}</h2> : null}
      {round.phase === 'choosing' ? <ModeChoice gameId={gameId} onStart={start} /> : null}
      {round.phase === 'playing' && round.attempt.deal.kind === 'sliding-tiles' ? (
        <SlidingTilesBoard deal={round.attempt.deal} remainingMs={round.attempt.remainingMs} onSolved={submit} onTimeUp={timeUp} onMove={sound.blip} />
      ) : null}
      {round.phase === 'playing' && round.attempt.deal.kind === 'quick-sums' ? (
        <QuickSumsBoard deal={round.attempt.deal} remainingMs={round.attempt.remainingMs} onFinished={submit} onMove={sound.blip} />
      ) : null}
      {round.phase === 'finished' ? <ResultPanel result={round.result} /> : null}
      {round.phase === 'finished' || round.phase === 'refused' ? <NextRound mode={round.attempt.mode} onStart={start} /> : null}
      <FormMessages
        error={round.phase === 'start-failed' || round.phase === 'submit-failed' || round.phase === 'refused' ? round.message : null}
        status={round.phase === 'starting' ? text.dealing : round.phase === 'submitting' ? text.submitting : null}
      />
      {round.phase === 'start-failed' ? (
        <Actions>
          <Button onClick={() => start(round.mode)}>{text.retry}</Button>
        </Actions>
      ) : null}
      {round.phase === 'submit-failed' ? (
        <Actions>
          <Button onClick={retrySubmit}>{text.tryAgain}</Button>
        </Actions>
      ) : null}
    </Panel>
  );
}
