import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { tokens, usePrefersReducedMotion, useSharedMessages } from 'shared';
import { games, isAllOff, LIGHTS_OUT_CELLS, LIGHTS_OUT_SIZE, pressLight, type Lights, type LightsOutDeal, type Move } from 'contract/games';
import { useMessages } from '../../../i18n';
import { useMoveRecorder } from './move-recorder';
import { PlayStats, useCountdown } from './PlayStats';

/** How an arrow key moves the focus across the board, stopping at its edges. */
const STEPS: Record<string, (cell: number) => number> = {
  ArrowUp: (cell) => (cell >= LIGHTS_OUT_SIZE ? cell - LIGHTS_OUT_SIZE : cell),
  ArrowDown: (cell) => (cell < LIGHTS_OUT_CELLS - LIGHTS_OUT_SIZE ? cell + LIGHTS_OUT_SIZE : cell),
  ArrowLeft: (cell) => (cell % LIGHTS_OUT_SIZE > 0 ? cell - 1 : cell),
  ArrowRight: (cell) => (cell % LIGHTS_OUT_SIZE < LIGHTS_OUT_SIZE - 1 ? cell + 1 : cell),
  Home: (cell) => cell - (cell % LIGHTS_OUT_SIZE),
  End: (cell) => cell - (cell % LIGHTS_OUT_SIZE) + LIGHTS_OUT_SIZE - 1,
};

/** The middle light: the arrows reach any other in at most four steps. */
const FIRST_FOCUS = Math.floor(LIGHTS_OUT_CELLS / 2);

// Five across as wide as the phone allows: each light is about 56 px at 360 px, above a finger's 44 px.
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(${LIGHTS_OUT_SIZE}, 1fr);
  gap: ${tokens.space.sm};
  width: min(100%, 24rem);
  aspect-ratio: 1;
  margin-inline: auto;
  padding: ${tokens.space.sm};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.background};
  touch-action: manipulation;
`;

const Light = styled.button`
  display: grid;
  place-items: center;
  min-width: 0;
  min-height: 44px;
  padding: 0;
  border: 2px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  cursor: pointer;
  &[data-on='true'] {
    border-color: ${tokens.color.primary};
    background: ${tokens.color.surfaceRaised};
  }
  &:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: default;
  }
`;

// On: a filled, glowing disc; off: an empty ring. The shapes differ, not only their colours.
const Bulb = styled.span`
  width: 60%;
  aspect-ratio: 1;
  border-radius: 50%;
  border: 3px solid ${tokens.color.textMuted};
  background: transparent;
  &[data-on='true'] {
    border-color: ${tokens.color.primaryHover};
    background: ${tokens.color.primary};
    box-shadow: 0 0 14px 2px ${tokens.color.primary};
  }
`;

const LightsLeft = styled.p`
  margin: 0;
  text-align: center;
  color: ${tokens.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** A short pulse on each light a press switched, unless the player asked for less motion. */
function useToggleAnimation(lights: Lights, reduceMotion: boolean) {
  const bulbs = useRef<(HTMLSpanElement | null)[]>([]);
  const previous = useRef(lights);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = lights;
    if (reduceMotion || before === lights) return;
    lights.forEach((on, cell) => {
      const bulb = bulbs.current[cell];
      // jsdom has no Web Animations; a browser without them just shows the new state.
      if (on === before[cell] || typeof bulb?.animate !== 'function') return;
      bulb.animate([{ transform: 'scale(0.6)' }, { transform: 'none' }], { duration: 140, easing: 'ease-out' });
    });
  }, [lights, reduceMotion]);
  return bulbs;
}

export interface LightsOutBoardProps {
  deal: LightsOutDeal;
  /** The attempt's time left by the server's count (DealtAttempt.remainingMs). */
  remainingMs: number;
  /** Called once, with every press, when the last one turns the last light off. */
  onSolved(moves: readonly Move[]): void;
  /** Called once if the time runs out first: lights left on earn nothing, so nothing is sent. */
  onTimeUp(): void;
  onMove?(): void;
}

/** The 5 × 5 board: tap or click a light, or move with the arrow keys and press it with Enter or Space. */
export function LightsOutBoard({ deal, remainingMs, onSolved, onTimeUp, onMove }: LightsOutBoardProps) {
  const t = useMessages();
  const localize = useSharedMessages();
  const [lights, setLights] = useState<Lights>(deal.lights);
  const [focused, setFocused] = useState(FIRST_FOCUS);
  const recorder = useMoveRecorder(games['lights-out'], remainingMs);
  const solved = isAllOff(lights);
  const countdown = useCountdown(recorder.elapsedMs, remainingMs, () => {
    if (!solved) onTimeUp();
  });
  const reduceMotion = usePrefersReducedMotion();
  const bulbs = useToggleAnimation(lights, reduceMotion);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // The middle light takes focus when dealt, so the keys play at once.
  useEffect(() => buttons.current[FIRST_FOCUS]?.focus(), []);

  function press(cell: number) {
    if (solved) return;
    const next = pressLight(lights, cell);
    if (!next) return;
    const moves = recorder.record(cell);
    if (!moves) return;
    setLights(next);
    onMove?.();
    if (isAllOff(next)) onSolved(moves);
  }

  function onKeyDown(event: KeyboardEvent, cell: number) {
    const step = STEPS[event.key];
    if (step) {
      event.preventDefault();
      const target = step(cell);
      setFocused(target);
      buttons.current[target]?.focus();
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // The button's own click would come on Enter's every repeat and on Space's release: each key press is one press.
    event.preventDefault();
    if (!event.repeat) press(cell);
  }

  const lightsOn = lights.filter(Boolean).length;
  return (
    <>
      <PlayStats moves={recorder.moves.length} secondsLeft={countdown.secondsLeft} ready={recorder.readyAt(countdown.elapsedMs)} />
      <Grid role="group" aria-label={t('lightsOut.board', { title: localize(games['lights-out'].title) })}>
        {lights.map((on, cell) => (
          <Light
            key={cell}
            ref={(element) => {
              buttons.current[cell] = element;
            }}
            type="button"
            tabIndex={cell === focused ? 0 : -1}
            data-on={on}
            aria-label={t(on ? 'lightsOut.lightOn' : 'lightsOut.lightOff', { number: cell + 1 })}
            disabled={solved}
            onFocus={() => setFocused(cell)}
            onKeyDown={(event) => onKeyDown(event, cell)}
            onKeyUp={(event) => {
              if (event.key === ' ') event.preventDefault();
            }}
            onClick={() => press(cell)}
          >
            <Bulb
              ref={(element) => {
                bulbs.current[cell] = element;
              }}
              data-on={on}
              aria-hidden="true"
            />
          </Light>
        ))}
      </Grid>
      <LightsLeft>{t('lightsOut.lightsOn', { count: lightsOn })}</LightsLeft>
    </>
  );
}
