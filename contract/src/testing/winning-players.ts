import type { GameId, GameView } from '../games';
import { fewestPresses } from '../games/lights-out';
import { answerOf } from '../games/quick-sums';
import { solveSlidingTiles } from './solve-sliding-tiles';

/**
 * A player who wins each game, for tests only (ADR 062): asked for its next move from what the
 * game shows now, it answers as a skilled player would; null when it has no move left. One per
 * game: a new game joins with its player here, and every generic test (server, e2e, bench) plays it.
 * A player may remember what it was shown (a card turned face down again).
 */
export interface WinningPlayer {
  next(view: GameView): number | null;
}

function slidingTilesPlayer(): WinningPlayer {
  let solution: number[] | null = null;
  let played = 0;
  return {
    next(view) {
      if (view.kind !== 'sliding-tiles') throw new Error(`A Sliding Tiles player was shown ${view.kind}.`);
      solution ??= solveSlidingTiles(view.tiles);
      if (!solution) throw new Error(`The board ${view.tiles.join(',')} cannot be solved.`);
      return solution[played++] ?? null;
    },
  };
}

/** Answers the sum on screen: the last one the view shows. */
function quickSumsPlayer(): WinningPlayer {
  return {
    next(view) {
      if (view.kind !== 'quick-sums') throw new Error(`A Quick Sums player was shown ${view.kind}.`);
      const sum = view.sums.at(-1);
      return sum ? answerOf(sum) : null;
    },
  };
}

/** Presses the board's fewest-press solution (GF(2)), light by light in order of their number. */
function lightsOutPlayer(): WinningPlayer {
  let solution: number[] | null = null;
  let played = 0;
  return {
    next(view) {
      if (view.kind !== 'lights-out') throw new Error(`A Lights Out player was shown ${view.kind}.`);
      solution ??= fewestPresses(view.lights);
      if (!solution) throw new Error(`The board ${view.lights.map(Number).join('')} cannot be solved.`);
      return solution[played++] ?? null;
    },
  };
}

export const winningPlayers: { [Id in GameId]: () => WinningPlayer } = {
  'sliding-tiles': slidingTilesPlayer,
  'quick-sums': quickSumsPlayer,
  'lights-out': lightsOutPlayer,
};
