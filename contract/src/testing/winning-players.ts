import type { GameId, GameView } from '../games';
import { fewestStrokes } from '../games/mini-golf';
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

/** Plays the course's fewest strokes from the tee (the course never changes: the player remembers its place). */
function miniGolfPlayer(): WinningPlayer {
  let strokes: number[] | null = null;
  let played = 0;
  return {
    next(view) {
      if (view.kind !== 'mini-golf') throw new Error(`A Mini Golf player was shown ${view.kind}.`);
      strokes ??= fewestStrokes(view, view.tee);
      if (!strokes) throw new Error(`The course ${view.course} cannot be holed.`);
      return strokes[played++] ?? null;
    },
  };
}

export const winningPlayers: { [Id in GameId]: () => WinningPlayer } = {
  'sliding-tiles': slidingTilesPlayer,
  'quick-sums': quickSumsPlayer,
  'mini-golf': miniGolfPlayer,
};
