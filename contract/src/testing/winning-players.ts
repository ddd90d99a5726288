import type { GameId, GameView } from '../games';
import { fewestPresses } from '../games/lights-out';
import { startingPegs } from '../games/peg-solitaire';
import { computerTake, encodeTake, sticksLeft, takeSticks, winningTakes, type Rows } from '../games/matchsticks';
import { PAIRS_CARDS } from '../games/pairs';
import { fewestStrokes } from '../games/mini-golf';
import { answerOf } from '../games/quick-sums';
import { solvePegSolitaire } from './solve-peg-solitaire';
import { tileForLetter, UNSCRAMBLE_WORDS } from '../games/unscramble';
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

/** Jumps down to one peg, ending in the starting empty hole when the deal allows it (a perfect run). */
function pegSolitairePlayer(): WinningPlayer {
  let solution: number[] | null = null;
  let played = 0;
  return {
    next(view) {
      if (view.kind !== 'peg-solitaire') throw new Error(`A Peg Solitaire player was shown ${view.kind}.`);
      const start = startingPegs(view);
      solution ??= solvePegSolitaire(start, view.empty) ?? solvePegSolitaire(start);
      if (!solution) throw new Error(`Peg Solitaire with hole ${view.empty} empty cannot be won.`);
      return solution[played++] ?? null;
    },
  };
}

/**
 * Keeps the nim-sum at 0 after each of its takes, and follows the game itself: the view is the whole
 * deal, the computer's replies follow from the rules.
 */
function matchsticksPlayer(): WinningPlayer {
  let rows: Rows | null = null;
  let turn = 0;
  return {
    next(view) {
      if (view.kind !== 'matchsticks') throw new Error(`A Matchsticks player was shown ${view.kind}.`);
      rows ??= view.rows;
      if (sticksLeft(rows) === 0) return null;
      const take = winningTakes(rows)[0];
      if (!take) throw new Error(`The rows ${rows.join(',')} cannot be won.`);
      rows = takeSticks(rows, take)!;
      turn += 1;
      if (sticksLeft(rows) > 0) rows = takeSticks(rows, computerTake(rows, turn))!;
      return encodeTake(take);
    },
  };
}

/** Finds the listed word the current tiles spell and picks its next letter. */
function unscramblePlayer(): WinningPlayer {
  const sorted = (letters: Iterable<string>) => [...letters].sort().join('');
  return {
    next(view) {
      if (view.kind !== 'unscramble') throw new Error(`An Unscramble player was shown ${view.kind}.`);
      if (!view.current) return null;
      const { tiles, picked } = view.current;
      const word = UNSCRAMBLE_WORDS.find((listed) => sorted(listed) === sorted(tiles));
      if (!word) throw new Error(`No listed word has the letters ${tiles.join('')}.`);
      return tileForLetter(tiles, picked, word[picked.length]!);
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
  'peg-solitaire': pegSolitairePlayer,
  matchsticks: matchsticksPlayer,
  unscramble: unscramblePlayer,
  pairs: pairsPlayer,
  'mini-golf': miniGolfPlayer,
  'lights-out': lightsOutPlayer,
};
