import { Button, FormMessages } from 'shared';
import type { GameId, GameMode } from 'shared/games';
import { Actions, Muted, Panel } from '../../components/ui';
import type { Sound } from '../../lib/sound';
import { gamesMessages } from '../../messages';
import { QuickSumsBoard } from './boards/QuickSumsBoard';
import { SlidingTilesBoard } from './boards/SlidingTilesBoard';
import { ResultPanel } from './ResultPanel';
import { useGameRound } from './use-game-round';

const text = gamesMessages.game;

function ModeChoice({ onStart }: { onStart(mode: GameMode): void }) {
  return (
    <>
      <Actions>
        <Button onClick={() => onStart('daily')}>{text.playDaily}</Button>
        <Button variant="secondary" onClick={() => onStart('practice')}>
          {text.practice}
        </Button>
      </Actions>
      <Muted>{text.dailyNote}</Muted>
      <Muted>{text.practiceNote}</Muted>
    </>
  );
}

/** The game being played: the choice of a round, the board, then the result or the server's refusal. */
export function PlayArea({ gameId, sound }: { gameId: GameId; sound: Sound }) {
  const { round, start, submit, retrySubmit } = useGameRound(gameId);
  // Once dealt, the round says which it is: today's challenge or practice.
  const mode = 'attempt' in round ? round.attempt.mode : null;

  return (
    <Panel>
      {mode ? <h2>{mode === 'daily' ? text.playingDaily : text.playingPractice}</h2> : null}
      {round.phase === 'choosing' ? <ModeChoice onStart={start} /> : null}
      {round.phase === 'playing' && round.attempt.deal.kind === 'sliding-tiles' ? <SlidingTilesBoard deal={round.attempt.deal} onSolved={submit} onMove={sound.blip} /> : null}
      {round.phase === 'playing' && round.attempt.deal.kind === 'quick-sums' ? <QuickSumsBoard deal={round.attempt.deal} onFinished={submit} onMove={sound.blip} /> : null}
      {round.phase === 'finished' ? <ResultPanel result={round.result} onPlayAgain={() => start(round.attempt.mode)} /> : null}
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
      {round.phase === 'refused' ? (
        <Actions>
          <Button onClick={() => start(round.attempt.mode)}>{gamesMessages.result.playAgain}</Button>
        </Actions>
      ) : null}
    </Panel>
  );
}
