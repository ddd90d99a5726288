import { PAIRS_SIDE, rankOf, suitOf, type PlayingCard, type PairsView, type Suit } from 'contract/games';
import type { useMessages } from '../../../i18n';

type Translate = ReturnType<typeof useMessages>;

const SUIT_SYMBOLS: Record<Suit, string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };
const COURT = ['A', 'J', 'Q', 'K'] as const;
const SUIT_NAMES = {
  spades: 'pairs.suit.spades',
  hearts: 'pairs.suit.hearts',
  diamonds: 'pairs.suit.diamonds',
  clubs: 'pairs.suit.clubs',
} as const satisfies Record<Suit, string>;

/** The rank as printed on a card: A, 2 … 10, J, Q, K. */
export function rankMark(card: PlayingCard): string {
  const rank = rankOf(card);
  if (rank === 0) return 'A';
  return rank >= 10 ? COURT[rank - 9]! : String(rank + 1);
}

export const suitSymbol = (card: PlayingCard) => SUIT_SYMBOLS[suitOf(card)];
export const isRed = (card: PlayingCard) => suitOf(card) === 'hearts' || suitOf(card) === 'diamonds';

/** "7 of hearts", "Queen of spades": the card's name in the player's language. */
export function cardName(t: Translate, card: PlayingCard): string {
  const rank = rankOf(card);
  const rankName =
    rank === 0
      ? t('pairs.ace')
      : rank === 10
        ? t('pairs.jack')
        : rank === 11
          ? t('pairs.queen')
          : rank === 12
            ? t('pairs.king')
            : String(rank + 1);
  return t('pairs.card', { rank: rankName, suit: t(SUIT_NAMES[suitOf(card)]) });
}

/** The position an arrow key moves focus to, staying on the grid. */
export function stepFocus(position: number, key: string): number | null {
  const row = Math.floor(position / PAIRS_SIDE);
  const column = position % PAIRS_SIDE;
  if (key === 'ArrowUp') return row > 0 ? position - PAIRS_SIDE : null;
  if (key === 'ArrowDown') return row < PAIRS_SIDE - 1 ? position + PAIRS_SIDE : null;
  if (key === 'ArrowLeft') return column > 0 ? position - 1 : null;
  if (key === 'ArrowRight') return column < PAIRS_SIDE - 1 ? position + 1 : null;
  return null;
}

/** The turn's two cards when they are not a pair: shown a moment, then face down again. */
export function missedTurn(view: PairsView): readonly number[] {
  return view.turned.length === 2 && !view.matched.includes(view.turned[0]!) ? view.turned : [];
}

/** Whether the player may turn `position` now: on the grid, not matched, not the turn's first card. */
export function mayTurn(view: PairsView, position: number): boolean {
  const inTurn = view.turned.length === 1 ? view.turned : [];
  return !view.matched.includes(position) && !inTurn.includes(position);
}
