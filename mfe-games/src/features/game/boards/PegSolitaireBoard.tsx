import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { tokens, usePrefersReducedMotion, useSharedMessages } from 'shared';
import {
  applyJump,
  games,
  holeOf,
  jumpValue,
  legalJumps,
  PEG_ROWS,
  pegCount,
  pegGameOver,
  startingPegs,
  type Move,
  type PegSolitaireDeal,
  type Pegs,
} from 'contract/games';
import { useMessages } from '../../../i18n';
import { useMoveRecorder } from './move-recorder';
import { moveCursor, PEG_ARROWS } from './peg-cursor';
import { PlayStats, StatsRow, useCountdown } from './PlayStats';

// Five holes to a row fit 360 px with room to spare, each at least 44 px across (a finger's width).
const Triangle = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.xs};
  width: min(100%, 22rem);
  margin-inline: auto;
  padding: ${tokens.space.sm};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.background};
  touch-action: manipulation;
`;

const Row = styled.div`
  display: flex;
  justify-content: center;
  gap: ${tokens.space.xs};
`;

const Hole = styled.button`
  width: clamp(44px, 14vw, 3.5rem);
  aspect-ratio: 1;
  padding: 0;
  border-radius: 50%;
  border: 3px solid ${tokens.color.border};
  background: ${tokens.color.surface};
  cursor: pointer;
  display: grid;
  place-items: center;
  &[data-home='true'] {
    border-style: dashed;
    border-color: ${tokens.color.accent};
  }
  &[data-landing='true'] {
    background: ${tokens.color.surfaceRaised};
    border: 3px solid ${tokens.color.accent};
  }
  &:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

const Peg = styled.span`
  width: 62%;
  aspect-ratio: 1;
  border-radius: 50%;
  background: ${tokens.color.primary};
  box-shadow: inset 0 -4px 0 rgba(0, 0, 0, 0.25);
  &[data-chosen='true'] {
    background: ${tokens.color.accent};
    outline: 3px solid ${tokens.color.text};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  margin: 0;
  text-align: center;
`;

export interface PegSolitaireBoardProps {
  deal: PegSolitaireDeal;
  /** The attempt's time left by the server's count (DealtAttempt.remainingMs). */
  remainingMs: number;
  /** Called once, with every jump, when one peg is left or none can jump: the server judges a win or a loss. */
  onFinished(moves: readonly Move[]): void;
  /** Called once if the time runs out first: an unfinished game earns nothing, so nothing is sent. */
  onTimeUp(): void;
  onMove?(): void;
}

/** The first peg that can jump: where the keyboard's cursor starts. */
const firstMovable = (pegs: Pegs) => legalJumps(pegs)[0]?.from ?? 0;

/**
 * The triangle of 15 holes: tap or click a peg, then the empty hole it lands in. The arrow keys move
 * between holes, Enter or Space chooses (each hole is a button), Escape lets the chosen peg go.
 */
export function PegSolitaireBoard({ deal, remainingMs, onFinished, onTimeUp, onMove }: PegSolitaireBoardProps) {
  const t = useMessages();
  const localize = useSharedMessages();
  const [pegs, setPegs] = useState<Pegs>(() => startingPegs(deal));
  const [chosen, setChosen] = useState<number | null>(null);
  const [cursor, setCursor] = useState(() => firstMovable(startingPegs(deal)));
  const [said, setSaid] = useState('');
  const recorder = useMoveRecorder(games['peg-solitaire'], remainingMs);
  const over = pegGameOver(pegs);
  const countdown = useCountdown(recorder.elapsedMs, remainingMs, () => {
    if (!over) onTimeUp();
  });
  const ready = recorder.readyAt(countdown.elapsedMs);
  const reduceMotion = usePrefersReducedMotion();
  const holes = useRef(new Map<number, HTMLButtonElement>());

  // The cursor's hole takes focus when dealt, so the keyboard plays at once.
  useEffect(() => holes.current.get(cursor)?.focus(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const landings = new Set(chosen === null ? [] : legalJumps(pegs).flatMap((jump) => (jump.from === chosen ? [jump.to] : [])));

  function jump(from: number, to: number) {
    const next = applyJump(pegs, jumpValue(from, to));
    const moves = next && recorder.record(jumpValue(from, to));
    if (!next || !moves) return;
    setPegs(next);
    setChosen(null);
    onMove?.();
    const landed = holes.current.get(to);
    // jsdom has no Web Animations; a browser without them just shows the peg in place.
    if (!reduceMotion && typeof landed?.animate === 'function') {
      landed.animate([{ transform: 'scale(0.8)' }, { transform: 'none' }], { duration: 150, easing: 'ease-out' });
    }
    if (pegCount(next) === 1) setSaid(t('pegSolitaire.won'));
    else if (pegGameOver(next)) setSaid(t('pegSolitaire.lost', { count: pegCount(next) }));
    else setSaid(t('pegSolitaire.jumped', { from: from + 1, to: to + 1, count: pegCount(next) }));
    if (pegGameOver(next)) onFinished(moves);
  }

  function choose(hole: number) {
    setCursor(hole);
    // Read now, not at the last tick: a peg may be chosen from the very moment the board may be played.
    if (over || !recorder.readyAt(recorder.elapsedMs())) return;
    if (chosen !== null && landings.has(hole)) return jump(chosen, hole);
    if (!pegs[hole] || hole === chosen) {
      setChosen(null);
      if (hole === chosen) setSaid(t('pegSolitaire.letGo'));
      return;
    }
    setChosen(hole);
    const canJump = legalJumps(pegs).some((candidate) => candidate.from === hole);
    setSaid(t(canJump ? 'pegSolitaire.chosen' : 'pegSolitaire.cannotJump', { hole: hole + 1 }));
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && chosen !== null) {
      event.preventDefault();
      setChosen(null);
      setSaid(t('pegSolitaire.letGo'));
      return;
    }
    const direction = PEG_ARROWS[event.key];
    if (!direction) return;
    event.preventDefault();
    const next = moveCursor(cursor, direction);
    setCursor(next);
    holes.current.get(next)?.focus();
  }

  function labelOf(hole: number): string {
    const number = hole + 1;
    if (hole === chosen) return t('pegSolitaire.pegChosen', { hole: number });
    if (pegs[hole]) return t('pegSolitaire.peg', { hole: number });
    if (landings.has(hole)) return t('pegSolitaire.landing', { hole: number });
    return t(hole === deal.empty ? 'pegSolitaire.emptyHome' : 'pegSolitaire.empty', { hole: number });
  }

  return (
    <>
      <PlayStats moves={recorder.moves.length} secondsLeft={countdown.secondsLeft} ready={ready} />
      <StatsRow>
        <span>{t('pegSolitaire.pegsLeft', { count: pegCount(pegs) })}</span>
      </StatsRow>
      <Triangle role="group" aria-label={t('pegSolitaire.board', { title: localize(games['peg-solitaire'].title) })} onKeyDown={onKeyDown}>
        {Array.from({ length: PEG_ROWS }, (_, row) => (
          <Row key={row}>
            {Array.from({ length: row + 1 }, (_, column) => {
              const hole = holeOf(row, column);
              return (
                <Hole
                  key={hole}
                  ref={(element) => {
                    if (element) holes.current.set(hole, element);
                    else holes.current.delete(hole);
                  }}
                  type="button"
                  tabIndex={hole === cursor ? 0 : -1}
                  aria-label={labelOf(hole)}
                  data-home={hole === deal.empty}
                  data-landing={landings.has(hole)}
                  onClick={() => choose(hole)}
                >
                  {pegs[hole] ? <Peg data-chosen={hole === chosen} /> : null}
                </Hole>
              );
            })}
          </Row>
        ))}
      </Triangle>
      <Hint>{t('pegSolitaire.homeHint')}</Hint>
      <Hint role="status">{said}</Hint>
    </>
  );
}
