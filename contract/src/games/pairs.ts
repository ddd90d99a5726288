import { games } from './catalogue';
import { dealerFor } from './random';
import { pacedLikeAHuman, type Move, type ReplayClock, type ReplayResult } from './replay';
import type { GameRules } from './rules';

/** 16 cards, 8 pairs, face down in a 4 × 4 grid (ADR 065). */
export const PAIRS_SIDE = 4;
export const PAIRS_CARDS = PAIRS_SIDE * PAIRS_SIDE;
export const PAIRS_COUNT = PAIRS_CARDS / 2;
/**
 * Flips allowed: 20 turns of two. A player who remembers every card seen finds all 8 pairs of any
 * shuffle within 30 flips (each card is turned once to learn it and at most once more to match it),
 * so a win is memory, never luck; 40 forgives a few slips.
 */
export const PAIRS_FLIP_LIMIT = 40;

/** A playing card as a number: suit × 13 + rank (rank 0 = ace … 12 = king; suits spades, hearts, diamonds, clubs). */
export type PlayingCard = number;
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];

export const suitOf = (card: PlayingCard): Suit => SUITS[Math.floor(card / 13)]!;
/** 0 = ace, 1 … 9 = two … ten, 10 = jack, 11 = queen, 12 = king. */
export const rankOf = (card: PlayingCard): number => card % 13;

/** The whole deal: each position's card. The server's alone: the browser only ever gets a PairsView. */
export interface PairsDeal {
  kind: 'pairs';
  cards: readonly PlayingCard[];
}

/** What the browser may see: faces of the matched cards and of the turn's cards, every other card null (face down). */
export interface PairsView {
  kind: 'pairs';
  cards: readonly (PlayingCard | null)[];
  /** Positions whose pair is found. */
  matched: readonly number[];
  /** The current turn's one or two positions (a turn of two that did not match is shown until the next flip). */
  turned: readonly number[];
  /** Flips so far. */
  flips: number;
}

/** Eight different cards of the 52, each twice, shuffled into the 16 positions. */
export function dealPairs(seed: number): PairsDeal {
  const dealer = dealerFor(seed);
  const deck = Array.from({ length: 52 }, (_, card) => card);
  for (let i = 0; i < PAIRS_COUNT; i++) {
    const j = dealer.between(i, deck.length - 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const cards = [...deck.slice(0, PAIRS_COUNT), ...deck.slice(0, PAIRS_COUNT)];
  for (let i = cards.length - 1; i > 0; i--) {
    const j = dealer.between(0, i);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return { kind: 'pairs', cards };
}

interface Played {
  matched: Set<number>;
  /** The turn in progress or just ended: one or two positions. */
  turned: number[];
  /** Whether every flip was legal. */
  legal: boolean;
}

/**
 * Plays the flips: a flip is legal when it turns a position of the grid that is not matched and not
 * already turned in this turn. Two of a kind stay face up; a turn of two ends at the next flip.
 */
function play(deal: PairsDeal, moves: readonly Move[]): Played {
  const matched = new Set<number>();
  let turned: number[] = [];
  let legal = true;
  for (const { value } of moves) {
    if (turned.length === 2) turned = [];
    if (!Number.isInteger(value) || value < 0 || value >= PAIRS_CARDS || matched.has(value) || turned.includes(value)) {
      legal = false;
      break;
    }
    turned.push(value);
    const [first, second] = turned;
    if (second !== undefined && deal.cards[first!] === deal.cards[second]) {
      matched.add(first!);
      matched.add(second);
    }
  }
  return { matched, turned, legal };
}

/** Shows the matched cards and the turn's; an illegal flip shows nothing more (it is refused when judged). */
export function revealPairs(deal: PairsDeal, moves: readonly Move[]): PairsView {
  const { matched, turned } = play(deal, moves);
  const shown = new Set([...matched, ...turned]);
  return {
    kind: 'pairs',
    cards: deal.cards.map((card, position) => (shown.has(position) ? card : null)),
    matched: [...matched].sort((a, b) => a - b),
    turned,
    flips: moves.length,
  };
}

/** Over when every pair is found or the flips are used up: no flip is taken after. */
export function pairsFinished(deal: PairsDeal, moves: readonly Move[]): boolean {
  return moves.length >= PAIRS_FLIP_LIMIT || play(deal, moves).matched.size === PAIRS_CARDS;
}

/** 1,000 less 20 per flip beyond the least 16 and 1 per second on the server's clock, never below 100. */
export function pairsScore(flips: number, elapsedMs: number): number {
  return Math.max(100, 1000 - 20 * (flips - PAIRS_CARDS) - Math.floor(elapsedMs / 1000));
}

/**
 * Judges the flips the server recorded: an illegal flip, or one past the limit or the time, is
 * impossible; a game stopped before its end claims nothing (unsolved); at a human's pace, all 8
 * pairs found is a win and the flips used up first a verified loss.
 */
export function replayPairs(deal: PairsDeal, moves: readonly Move[], clock: ReplayClock): ReplayResult {
  const { timeLimitMs } = games.pairs;
  const { matched, legal } = play(deal, moves);
  if (!legal || moves.length > PAIRS_FLIP_LIMIT || moves.some((move) => move.at > timeLimitMs)) {
    return { outcome: 'refused', refusal: 'impossible-move' };
  }
  const won = matched.size === PAIRS_CARDS;
  if (!won && moves.length < PAIRS_FLIP_LIMIT) return { outcome: 'refused', refusal: 'unsolved' };
  if (!pacedLikeAHuman(moves, games.pairs, clock)) return { outcome: 'refused', refusal: 'too-fast' };
  return { outcome: 'verified', won, score: won ? pairsScore(moves.length, clock.elapsedMs) : 0, moveCount: moves.length };
}

/** `satisfies`, not a type: the registry reads the browser's view (GameView) off `paced.reveal`. */
export const pairsRules = {
  deal: dealPairs,
  replay: replayPairs,
  // Every pair found at first sight of its second card or sooner: no memory could do better.
  perfect: (_deal, result) => result.won && result.moveCount <= PAIRS_CARDS,
  paced: { reveal: revealPairs, finished: pairsFinished },
} satisfies GameRules<PairsDeal, PairsView>;
