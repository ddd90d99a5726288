import { useCallback, useRef, useState } from 'react';
import type { GameInfo, Move } from 'contract/games';

export interface MoveRecorder {
  moves: readonly Move[];
  /** Milliseconds since the board appeared. */
  elapsedMs(): number;
  /** Whether moves are taken at `at`: not before the game's `minFirstMoveMs`, the time to read the board. */
  readyAt(at: number): boolean;
  /** Whether the time the server gave this attempt is used up. */
  timeUp(at?: number): boolean;
  /**
   * Records `value` at `at` (now unless given) and answers every move so far, or refuses it (null):
   * before the board may be played, after the time is up, or sooner than `minMoveMs` after the last
   * move. The server refuses a whole result with such a move, so a double tap or a key's
   * auto-repeat must not spoil a game.
   */
  record(value: number, at?: number): readonly Move[] | null;
}

/**
 * Each move as `{value, at}`, `at` in whole ms since the board appeared (contract/games `Move`), by
 * the monotonic clock. The deadline is `remainingMs` from then: the server's count of the
 * attempt's time left when it dealt it, never the browser's clock's reading of a timestamp.
 */
export function useMoveRecorder(
  { minMoveMs, minFirstMoveMs }: Pick<GameInfo, 'minMoveMs' | 'minFirstMoveMs'>,
  remainingMs: number,
): MoveRecorder {
  const [shownAt] = useState(() => performance.now());
  const [moves, setMoves] = useState<readonly Move[]>([]);
  const latest = useRef<readonly Move[]>(moves);

  const elapsedMs = useCallback(() => Math.round(performance.now() - shownAt), [shownAt]);
  const timeUp = useCallback((at = elapsedMs()) => at >= remainingMs, [elapsedMs, remainingMs]);
  const readyAt = useCallback((at: number) => at >= minFirstMoveMs || moves.length > 0, [minFirstMoveMs, moves.length]);

  const record = useCallback(
    (value: number, at = elapsedMs()) => {
      if (at < minFirstMoveMs || timeUp(at) || at - (latest.current.at(-1)?.at ?? 0) < minMoveMs) return null;
      latest.current = [...latest.current, { value, at }];
      setMoves(latest.current);
      return latest.current;
    },
    [elapsedMs, timeUp, minMoveMs, minFirstMoveMs],
  );

  return { moves, elapsedMs, readyAt, timeUp, record };
}
