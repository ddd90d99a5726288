import { games } from './catalogue';
import { dealerFor, type Dealer } from './random';
import { pacedLikeAHuman, type Move, type ReplayClock, type ReplayResult } from './replay';
import type { GameRules } from './rules';
import { UNSCRAMBLE_WORDS } from './unscramble-words';

export { UNSCRAMBLE_WORDS };

export const UNSCRAMBLE_COUNT = 8;
/** Right words that make a round a win. */
export const UNSCRAMBLE_TO_WIN = 6;
/** The move that clears the current word's picks (the player starts it again). */
export const UNSCRAMBLE_CLEAR = -1;

const WORD_SET = new Set(UNSCRAMBLE_WORDS);

export interface UnscrambleWord {
  word: string;
  /** The word's letters, shuffled: never the word itself nor another listed word. */
  tiles: readonly string[];
}

/** The whole game: the server's only (the browser is shown UnscrambleView). */
export interface UnscrambleDeal {
  kind: 'unscramble';
  words: readonly UnscrambleWord[];
}

export interface JudgedWord {
  /** The letters the player picked, in order. */
  spelled: string;
  right: boolean;
  /** The word: what was spelled when right, the dealt word when wrong (shown once judged). */
  answer: string;
}

/** What the browser sees: the words judged so far and the current word's tiles, never a word ahead nor the current answer. */
export interface UnscrambleView {
  kind: 'unscramble';
  count: number;
  judged: readonly JudgedWord[];
  /** Null once every word is judged. */
  current: { tiles: readonly string[]; picked: readonly number[] } | null;
}

/** The word's letters shuffled until they spell no listed word (a word has at least two different letters). */
function scramble(word: string, dealer: Dealer): string[] {
  for (;;) {
    const tiles = [...word];
    for (let i = tiles.length - 1; i > 0; i--) {
      const j = dealer.between(0, i);
      [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
    }
    if (!WORD_SET.has(tiles.join(''))) return tiles;
  }
}

/** UNSCRAMBLE_COUNT different words, each of the length `lengthOf(place)` asks for (any when null), and their scrambles. */
function dealWords(seed: number, lengthOf: (place: number) => number | null): UnscrambleDeal {
  const dealer = dealerFor(seed);
  const words: string[] = [];
  while (words.length < UNSCRAMBLE_COUNT) {
    const word = UNSCRAMBLE_WORDS[dealer.between(0, UNSCRAMBLE_WORDS.length - 1)]!;
    const length = lengthOf(words.length);
    if (!words.includes(word) && (length === null || word.length === length)) words.push(word);
  }
  return { kind: 'unscramble', words: words.map((word) => ({ word, tiles: scramble(word, dealer) })) };
}

export const dealUnscramble = (seed: number) => dealWords(seed, () => null);

/** A deal as hard as `model`'s (ADR 041): a word as long in each place, its own words from `seed`. */
export const dealUnscrambleLike = (model: UnscrambleDeal, seed: number) => dealWords(seed, (place) => model.words[place]!.word.length);

interface Play {
  judged: JudgedWord[];
  picked: number[];
  /** A move the game cannot take came: nothing after it counts. */
  impossible: boolean;
}

/**
 * Plays `moves` in order: a tile's index picks its letter, UNSCRAMBLE_CLEAR clears the picks;
 * the last tile picked judges the word. Impossible: a tile out of range or already picked, a clear
 * with nothing picked, any move after the last word.
 */
function play(deal: UnscrambleDeal, moves: readonly Move[]): Play {
  const state: Play = { judged: [], picked: [], impossible: false };
  for (const { value } of moves) {
    const current = deal.words[state.judged.length];
    const possible =
      current !== undefined &&
      (value === UNSCRAMBLE_CLEAR
        ? state.picked.length > 0
        : Number.isSafeInteger(value) && value >= 0 && value < current.tiles.length && !state.picked.includes(value));
    if (!possible) return { ...state, impossible: true };
    if (value === UNSCRAMBLE_CLEAR) state.picked = [];
    else state.picked.push(value);
    if (state.picked.length === current.tiles.length) {
      const spelled = spelledOf(current.tiles, state.picked);
      const right = spelled === current.word || WORD_SET.has(spelled);
      state.judged.push({ spelled, right, answer: right ? spelled : current.word });
      state.picked = [];
    }
  }
  return state;
}

export const spelledOf = (tiles: readonly string[], picked: readonly number[]) => picked.map((index) => tiles[index]).join('');

/** The first tile not yet picked showing `letter` (the keyboard's pick), or null. */
export function tileForLetter(tiles: readonly string[], picked: readonly number[], letter: string): number | null {
  const index = tiles.findIndex((tile, place) => tile === letter.toLowerCase() && !picked.includes(place));
  return index < 0 ? null : index;
}

export function revealedUnscramble(deal: UnscrambleDeal, moves: readonly Move[]): UnscrambleView {
  const { judged, picked } = play(deal, moves);
  const current = deal.words[judged.length];
  return { kind: 'unscramble', count: deal.words.length, judged, current: current ? { tiles: current.tiles, picked } : null };
}

/** 100 per right word, and 2 per whole second left when all 8 are right. */
export function unscrambleScore(correct: number, elapsedMs: number): number {
  const secondsLeft = Math.max(0, Math.floor((games.unscramble.timeLimitMs - elapsedMs) / 1000));
  return correct * 100 + (correct === UNSCRAMBLE_COUNT ? secondsLeft * 2 : 0);
}

/** Any possible play at a human's pace is a verified result; 6 right words or more is a win. */
export function replayUnscramble(deal: UnscrambleDeal, moves: readonly Move[], clock: ReplayClock): ReplayResult {
  const { timeLimitMs } = games.unscramble;
  if (moves.some((move) => !Number.isSafeInteger(move.value) || move.at > timeLimitMs) || play(deal, moves).impossible) {
    return { outcome: 'refused', refusal: 'impossible-move' };
  }
  if (!pacedLikeAHuman(moves, games.unscramble, clock)) return { outcome: 'refused', refusal: 'too-fast' };
  const correct = play(deal, moves).judged.filter((word) => word.right).length;
  return {
    outcome: 'verified',
    won: correct >= UNSCRAMBLE_TO_WIN,
    score: unscrambleScore(correct, clock.elapsedMs),
    moveCount: moves.length,
    correct,
  };
}

// `satisfies`, not a type: the registry reads the view's type from `paced`, which must stay known to be there.
export const unscrambleRules = {
  deal: dealUnscramble,
  dealLike: dealUnscrambleLike,
  replay: replayUnscramble,
  perfect: (_deal, result) => result.won && result.correct === UNSCRAMBLE_COUNT,
  paced: {
    reveal: revealedUnscramble,
    // An impossible move ends the game too: the submission is refused for it.
    finished: (deal, moves) => {
      const { judged, impossible } = play(deal, moves);
      return impossible || judged.length >= deal.words.length;
    },
  },
} satisfies GameRules<UnscrambleDeal, UnscrambleView>;
