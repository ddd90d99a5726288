import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/** Seconds left of a countdown that starts on mount and restarts on `restart()` (spec §4 "Resend"). */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    // Ticks often so the label never lags, but re-renders only when the shown second changes.
    const timer = setInterval(() => {
      const left = secondsUntil(endsAt);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(() => {
    setEndsAt(Date.now() + seconds * 1000);
    setRemaining(seconds);
  }, [seconds]);

  return { remaining, restart };
}
