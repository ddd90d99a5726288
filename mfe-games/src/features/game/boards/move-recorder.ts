import { useCallback, useRef, useState } from 'react';
import type { Move } from 'shared/games';

export interface MoveRecorder {
  moves: readonly Move[];
  /** Milliseconds since the board appeared. */
  elapsedMs(): number;
  /**
   * Records `value` now and answers every move so far, or refuses it (null) when it comes sooner
   * than `minMoveMs` after the last move (or the board's appearing): the server refuses a whole
   * result with such a pair, so a double tap or a key's auto-repeat must not spoil a game.
   */
  record(value: number): readonly Move[] | null;
}

/** Each move as `{value, at}`, `at` in whole ms since the board appeared (shared/games `Move`), by the monotonic clock. */
export function useMoveRecorder(minMoveMs: number): MoveRecorder {
  const [shownAt] = useState(() => performance.now());
  const [moves, setMoves] = useState<readonly Move[]>([]);
  const latest = useRef<readonly Move[]>(moves);

  const elapsedMs = useCallback(() => Math.round(performance.now() - shownAt), [shownAt]);

  const record = useCallback(
    (value: number) => {
      const at = elapsedMs();
      if (at - (latest.current.at(-1)?.at ?? 0) < minMoveMs) return null;
      latest.current = [...latest.current, { value, at }];
      setMoves(latest.current);
      return latest.current;
    },
    [elapsedMs, minMoveMs],
  );

  return { moves, elapsedMs, record };
}
