import type { ComponentType } from 'react';
import type { DealtAttempt } from 'contract/game-endpoints';
import type { GameId, Move } from 'contract/games';
import { PairsBoard } from './PairsBoard';
import { LightsOutBoard } from './LightsOutBoard';
import { PegSolitaireBoard } from './PegSolitaireBoard';
import { MiniGolfBoard } from './MiniGolfBoard';
import { QuickSumsBoard } from './QuickSumsBoard';
import { MatchsticksBoard } from './MatchsticksBoard';
import { SlidingTilesBoard } from './SlidingTilesBoard';
import { UnscrambleBoard } from './UnscrambleBoard';

/** What every game's board is handed by the round (PlayArea). */
export interface BoardProps {
  attempt: DealtAttempt;
  /** Called once, with every move, when the game is over: the moves go to the server's replay. */
  onFinished(moves: readonly Move[]): void;
  /** Called once if the time runs out with nothing worth judging (an unsolved puzzle earns nothing: nothing is sent). */
  onTimeUp(): void;
  /** Each move made (the move's sound). */
  onMove(): void;
}

/** Each game's board, by its id (ADR 062): a new game joins with one line here. */
export const boards: { [Id in GameId]: ComponentType<BoardProps> } = {
  'sliding-tiles': ({ attempt, onFinished, onTimeUp, onMove }) =>
    attempt.deal.kind === 'sliding-tiles' ? (
      <SlidingTilesBoard deal={attempt.deal} remainingMs={attempt.remainingMs} onSolved={onFinished} onTimeUp={onTimeUp} onMove={onMove} />
    ) : null,
  'quick-sums': ({ attempt, onFinished, onMove }) =>
    attempt.deal.kind === 'quick-sums' ? (
      <QuickSumsBoard
        attemptId={attempt.attemptId}
        deal={attempt.deal}
        answered={attempt.answered}
        remainingMs={attempt.remainingMs}
        onFinished={onFinished}
        onMove={onMove}
      />
    ) : null,
  'peg-solitaire': ({ attempt, onFinished, onTimeUp, onMove }) =>
    attempt.deal.kind === 'peg-solitaire' ? (
      <PegSolitaireBoard
        deal={attempt.deal}
        remainingMs={attempt.remainingMs}
        onFinished={onFinished}
        onTimeUp={onTimeUp}
        onMove={onMove}
      />
    ) : null,
  matchsticks: ({ attempt, onFinished, onTimeUp, onMove }) =>
    attempt.deal.kind === 'matchsticks' ? (
      <MatchsticksBoard deal={attempt.deal} remainingMs={attempt.remainingMs} onFinished={onFinished} onTimeUp={onTimeUp} onMove={onMove} />
    ) : null,
  unscramble: ({ attempt, onFinished, onMove }) =>
    attempt.deal.kind === 'unscramble' ? (
      <UnscrambleBoard
        attemptId={attempt.attemptId}
        deal={attempt.deal}
        answered={attempt.answered}
        remainingMs={attempt.remainingMs}
        onFinished={onFinished}
        onMove={onMove}
      />
    ) : null,
  pairs: ({ attempt, onFinished, onTimeUp, onMove }) =>
    attempt.deal.kind === 'pairs' ? (
      <PairsBoard
        attemptId={attempt.attemptId}
        deal={attempt.deal}
        answered={attempt.answered}
        remainingMs={attempt.remainingMs}
        onFinished={onFinished}
        onTimeUp={onTimeUp}
        onMove={onMove}
      />
    ) : null,
  'mini-golf': ({ attempt, onFinished, onTimeUp, onMove }) =>
    attempt.deal.kind === 'mini-golf' ? (
      <MiniGolfBoard deal={attempt.deal} remainingMs={attempt.remainingMs} onFinished={onFinished} onTimeUp={onTimeUp} onMove={onMove} />
    ) : null,
  'lights-out': ({ attempt, onFinished, onTimeUp, onMove }) =>
    attempt.deal.kind === 'lights-out' ? (
      <LightsOutBoard deal={attempt.deal} remainingMs={attempt.remainingMs} onSolved={onFinished} onTimeUp={onTimeUp} onMove={onMove} />
    ) : null,
};
