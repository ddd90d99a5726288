import { useCallback, useEffect, useRef, useState } from 'react';

const LAST_STEP = 3;
/** Spec §4, §9: one step per action, a 700 ms lock between moves, swipes over 50 px. */
export const STEP_LOCK_MS = 700;
const SWIPE_THRESHOLD_PX = 50;
/** Confetti fades after 5 s and is gone at 6 s. */
export const CONFETTI_FADE_MS = 5000;
export const CONFETTI_END_MS = 6000;

const progressByStep = [0, 25, 50, 100] as const;

export type ConfettiPhase = 'off' | 'on' | 'fading';

/**
 * How long ago an event was made, by its timeStamp on the page's performance clock; an engine that
 * stamps events on another clock (jsdom) gets 0, as if just made.
 */
function ageOf(event: { timeStamp: number }): number {
  const age = performance.now() - event.timeStamp;
  return age > 0 ? age : 0;
}

/**
 * The prize ladder's state: the step (0..3), moved by one per action and clamped, ignoring moves
 * during the lock; confetti when step 3 is reached moving forward (never under reduced motion).
 */
export function useLadder({ reducedMotion }: { reducedMotion: boolean }) {
  const [step, setStep] = useState(0);
  const [confetti, setConfetti] = useState<ConfettiPhase>('off');
  const lockedUntil = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const stepRef = useRef(0);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  // The lock counts from when the player acted: a press made before the screen went live is played
  // later, all at once, each keeping its own moment (the shell's takeover, ADR 071).
  const move = useCallback(
    (direction: 1 | -1, event?: { timeStamp: number }) => {
      const now = Date.now() - (event ? ageOf(event) : 0);
      if (now < lockedUntil.current) return;
      const next = Math.min(LAST_STEP, Math.max(0, stepRef.current + direction));
      if (next === stepRef.current) return;
      lockedUntil.current = now + STEP_LOCK_MS;
      stepRef.current = next;
      setStep(next);
      if (next === LAST_STEP && direction === 1 && !reducedMotion) {
        timers.current.forEach(clearTimeout);
        setConfetti('on');
        timers.current = [setTimeout(() => setConfetti('fading'), CONFETTI_FADE_MS), setTimeout(() => setConfetti('off'), CONFETTI_END_MS)];
      }
    },
    [reducedMotion],
  );

  return {
    step,
    progress: progressByStep[step] ?? 0,
    confetti,
    next: (event?: { timeStamp: number }) => move(1, event),
    previous: (event?: { timeStamp: number }) => move(-1, event),
  };
}

/** Direction of a vertical swipe, or null when it is too short to count. */
export function swipeDirection(startY: number, endY: number): 1 | -1 | null {
  const distance = startY - endY;
  if (Math.abs(distance) <= SWIPE_THRESHOLD_PX) return null;
  return distance > 0 ? 1 : -1;
}
