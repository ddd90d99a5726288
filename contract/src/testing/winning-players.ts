import type { GameId, GameView } from '../games';
import { PAIRS_CARDS } from '../games/pairs';
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

/**
 * Remembers every face it was shown: turns a known pair when it knows one, the twin of a card just
 * turned when it knows it, and otherwise a card it has never seen. Each card is turned at most twice.
 */
function pairsPlayer(): WinningPlayer {
  const known = new Map<number, number>();
  return {
    next(view) {
      if (view.kind !== 'pairs') throw new Error(`A Pairs player was shown ${view.kind}.`);
      view.cards.forEach((card, position) => {
        if (card !== null) known.set(position, card);
      });
      const matched = new Set(view.matched);
      if (matched.size === PAIRS_CARDS) return null;
      const open = [...known.keys()].filter((position) => !matched.has(position));
      const unseen = Array.from({ length: PAIRS_CARDS }, (_, position) => position).filter((position) => !known.has(position));
      const twinOf = (position: number) => open.find((other) => other !== position && known.get(other) === known.get(position));
      if (view.turned.length === 1) {
        const first = view.turned[0]!;
        return twinOf(first) ?? unseen.find((position) => position !== first) ?? null;
      }
      return open.find((position) => twinOf(position) !== undefined) ?? unseen[0] ?? null;
    },
  };
}

export const winningPlayers: { [Id in GameId]: () => WinningPlayer } = {
  'sliding-tiles': slidingTilesPlayer,
  'quick-sums': quickSumsPlayer,
  pairs: pairsPlayer,
};
