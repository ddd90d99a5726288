import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { tokens } from 'shared';
import { useMessages } from '../../../i18n';

const secondsLeftOf = (remainingMs: number, elapsedMs: number) => Math.max(0, Math.ceil((remainingMs - elapsedMs) / 1000));

export interface Countdown {
  secondsLeft: number;
  /** The clock's reading at the last tick (every 250 ms). */
  elapsedMs: number;
}

/**
 * Whole seconds left of `remainingMs` since the board appeared, updated as they pass; `onTimeUp`
 * is called once, when none are left. Each tick reads the clock once.
 */
export function useCountdown(elapsedMs: () => number, remainingMs: number, onTimeUp: () => void): Countdown {
  const [elapsed, setElapsed] = useState(elapsedMs);
  // The interval calls the latest callback without restarting.
  const latestOnTimeUp = useRef(onTimeUp);
  latestOnTimeUp.current = onTimeUp;
  useEffect(() => {
    const timer = setInterval(() => {
      const now = elapsedMs();
      setElapsed(now);
      if (secondsLeftOf(remainingMs, now) === 0) {
        clearInterval(timer);
        latestOnTimeUp.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [elapsedMs, remainingMs]);
  return { secondsLeft: secondsLeftOf(remainingMs, elapsed), elapsedMs: elapsed };
}

export const StatsRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  margin: 0;
  font-variant-numeric: tabular-nums;
  font-weight: ${tokens.font.weight.bold};
`;

/** Moves so far and the time left, above the board (not a live region: a screen reader asks for them). */
export function PlayStats({ moves, secondsLeft, ready }: { moves: number; secondsLeft: number; ready: boolean }) {
  const t = useMessages();
  const time = `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`;
  return (
    <StatsRow>
      <span>{ready ? t('game.moves', { count: moves }) : t('game.getReady')}</span>
      <span role="timer">{t('game.timeLeft', { time })}</span>
    </StatsRow>
  );
}
