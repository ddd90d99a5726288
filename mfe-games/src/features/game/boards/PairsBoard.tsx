import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { tokens, usePrefersReducedMotion, useSharedMessages, VisuallyHidden } from 'shared';
import { games, PAIRS_CARDS, PAIRS_COUNT, PAIRS_FLIP_LIMIT, PAIRS_SIDE, type Move, type PairsView } from 'contract/games';
import { useMessages } from '../../../i18n';
import { useMoveRecorder } from './move-recorder';
import { StatsRow, useCountdown } from './PlayStats';
import { cardName, isRed, mayTurn, missedTurn, rankMark, stepFocus, suitSymbol } from './pairs-cards';
import { usePacedMoves } from './use-paced-moves';

/** How long a turn of two that is not a pair stays face up (the same with reduced motion: only the turning is left out). */
export const MISS_SHOWN_MS = 1_000;

// Four across at any width: about 75 px a card at 360 px, never under a finger's 44 px.
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(${PAIRS_SIDE}, minmax(0, 1fr));
  gap: ${tokens.space.sm};
  width: min(100%, 26rem);
  margin-inline: auto;
  touch-action: manipulation;
`;

const Card = styled.button`
  min-width: 44px;
  aspect-ratio: 4 / 5;
  display: grid;
  place-items: center;
  align-content: center;
  padding: 0;
  border: 2px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  font: inherit;
  font-weight: ${tokens.font.weight.bold};
  line-height: 1.1;
  cursor: pointer;
  // The back: a plain diagonal weave, nothing to tell one card from another.
  background: repeating-linear-gradient(45deg, ${tokens.color.accent} 0 6px, ${tokens.color.surfaceRaised} 6px 12px);
  color: ${tokens.color.text};
  &[data-face='up'] {
    background: #fbfbfe;
    color: #1b1d2e;
    cursor: default;
  }
  &[data-red='true'] {
    color: #b3121f;
  }
  &[data-matched='true'] {
    border-color: ${tokens.color.success};
    opacity: 0.75;
  }
  &:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  span {
    font-size: ${tokens.font.size.xl};
  }
`;

export interface PairsBoardProps {
  attemptId: string;
  /** What the server showed (DealtAttempt.deal): every card face down at the deal. */
  deal: PairsView;
  /** Flips the server already has (an open attempt dealt again). */
  answered: number;
  remainingMs: number;
  /** Called once, after the last flip (every pair found or the flips used up) or when the server takes no more. */
  onFinished(moves: readonly Move[]): void;
  /** Called once if the time runs out first: an unfinished game earns nothing, so nothing is sent. */
  onTimeUp(): void;
  onMove?(): void;
}

/** Turns the cards that just changed face, unless the player asked for less motion. */
function useFlipAnimation(faces: string, reduceMotion: boolean) {
  const elements = useRef<(HTMLButtonElement | null)[]>([]);
  const previous = useRef(faces);
  useLayoutEffect(() => {
    const before = previous.current.split(',');
    previous.current = faces;
    if (reduceMotion) return;
    faces.split(',').forEach((face, position) => {
      const element = elements.current[position];
      // jsdom has no Web Animations; a browser without them just shows the card.
      if (face !== before[position] && typeof element?.animate === 'function') {
        element.animate([{ transform: 'rotateY(90deg)' }, { transform: 'none' }], { duration: 180, easing: 'ease-out' });
      }
    });
  }, [faces, reduceMotion]);
  return elements;
}

/**
 * 16 cards face down, 4 × 4: tap, click, or arrows and Enter/Space, to turn one. The server deals
 * and shows each face only once it is turned (ADR 065); a pair stays up, a miss turns back after a moment.
 */
export function PairsBoard({ attemptId, deal, answered, remainingMs, onFinished, onTimeUp, onMove }: PairsBoardProps) {
  const t = useMessages();
  const localize = useSharedMessages();
  const recorder = useMoveRecorder(games.pairs, remainingMs);
  const { view, now, send } = usePacedMoves(games.pairs, attemptId, deal, answered);
  const [focused, setFocused] = useState(0);
  const [hiddenAfter, setHiddenAfter] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const finished = useRef(false);
  const cards = useRef<(HTMLButtonElement | null)[]>([]);
  const reduceMotion = usePrefersReducedMotion();

  // The handlers call the latest callback without changing themselves.
  const latest = useRef(onFinished);
  latest.current = onFinished;
  const finish = useCallback((moves: readonly Move[]) => {
    if (finished.current) return;
    finished.current = true;
    latest.current(moves);
  }, []);
  const over = view.matched.length === PAIRS_CARDS || view.flips >= PAIRS_FLIP_LIMIT;
  const overWhenDealt = useRef(over);
  const countdown = useCountdown(recorder.elapsedMs, remainingMs, () => {
    if (!finished.current) {
      finished.current = true;
      onTimeUp();
    }
  });
  const ready = recorder.readyAt(countdown.elapsedMs);

  // A miss stays face up a moment, then turns back (the server already shows it face down after the next flip).
  const missed = missedTurn(view);
  useEffect(() => {
    if (missed.length === 0) return;
    const timer = setTimeout(() => setHiddenAfter(view.flips), MISS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [missed.length, view.flips]);
  const faceOf = (position: number) => (hiddenAfter === view.flips && missed.includes(position) ? null : view.cards[position]);
  const faces = view.cards.map((_, position) => faceOf(position) ?? '').join(',');
  const animated = useFlipAnimation(faces, reduceMotion);

  // Dealt again with the game already over (closed before its submission): submitted at once.
  useEffect(() => {
    if (overWhenDealt.current) finish([]);
    else cards.current[0]?.focus();
  }, [finish]);

  function turn(position: number) {
    // What came last, not what React has rendered: a second press may come before that.
    const latest = now();
    if (finished.current || latest.unanswered.length > 0 || !mayTurn(latest.view, position)) return;
    const moves = recorder.record(position);
    if (!moves) return;
    onMove?.();
    void send(position).then((outcome) => {
      if (outcome !== 'next') finish(moves);
    });
  }

  // Each turned card is announced with what it is, and whether it made a pair.
  const lastTurned = view.turned.at(-1);
  useEffect(() => {
    if (lastTurned === undefined || view.flips === answered) return;
    const card = view.cards[lastTurned];
    if (card === null || card === undefined) return;
    const named = { position: lastTurned + 1, card: cardName(t, card) };
    if (view.turned.length === 1) setAnnouncement(t('pairs.announceTurned', named));
    else setAnnouncement(view.matched.includes(lastTurned) ? t('pairs.announcePair', named) : t('pairs.announceMiss', named));
  }, [view, lastTurned, answered, t]);

  function onKeyDown(event: KeyboardEvent) {
    const next = stepFocus(focused, event.key);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    cards.current[next]?.focus();
  }

  const time = `${Math.floor(countdown.secondsLeft / 60)}:${String(countdown.secondsLeft % 60).padStart(2, '0')}`;
  return (
    <>
      <StatsRow>
        <span>{ready ? t('pairs.found', { found: view.matched.length / 2, count: PAIRS_COUNT }) : t('game.getReady')}</span>
        <span>{t('pairs.flipsLeft', { count: PAIRS_FLIP_LIMIT - view.flips })}</span>
        <span role="timer">{t('game.timeLeft', { time })}</span>
      </StatsRow>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <Grid role="group" aria-label={t('pairs.board', { title: localize(games.pairs.title) })} onKeyDown={onKeyDown}>
        {view.cards.map((_, position) => {
          const card = faceOf(position);
          const matched = view.matched.includes(position);
          const label =
            card === null || card === undefined
              ? t('pairs.faceDown', { position: position + 1 })
              : t(matched ? 'pairs.matched' : 'pairs.faceUp', { position: position + 1, card: cardName(t, card) });
          return (
            <Card
              key={position}
              ref={(element) => {
                cards.current[position] = element;
                animated.current[position] = element;
              }}
              type="button"
              tabIndex={position === focused ? 0 : -1}
              aria-label={label}
              aria-disabled={!mayTurn(view, position)}
              data-face={card === null || card === undefined ? 'down' : 'up'}
              data-red={card !== null && card !== undefined && isRed(card)}
              data-matched={matched}
              onFocus={() => setFocused(position)}
              onClick={() => turn(position)}
            >
              {card !== null && card !== undefined && (
                <>
                  <span aria-hidden="true">{rankMark(card)}</span>
                  <span aria-hidden="true">{suitSymbol(card)}</span>
                </>
              )}
            </Card>
          );
        })}
      </Grid>
    </>
  );
}
