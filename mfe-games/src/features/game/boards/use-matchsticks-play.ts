import { useEffect, useRef, useState } from 'react';
import { computerTake, encodeTake, games, sticksLeft, takeSticks, type Move, type Rows, type Take } from 'contract/games';
import { useMoveRecorder } from './move-recorder';

/** How long the computer's take is shown leaving before it is gone (none when the player asked for less motion). */
export const COMPUTER_PAUSE_MS = 700;

export type Turn = 'player' | 'computer' | 'over';

/** The first row with sticks, one stick: the selection a turn starts with. */
const firstSelection = (rows: Rows): Take => ({ row: Math.max(1, rows.findIndex((sticks) => sticks > 0) + 1), count: 1 });

/**
 * A game of Matchsticks in the browser, played by the contract's rules (ADR 064): the player's
 * selection and takes, recorded with the server's pace rules, and the computer's reply after each,
 * shown for a moment before it is gone. `onFinished` gets every move once someone takes the last stick.
 */
export function useMatchsticksPlay(start: Rows, remainingMs: number, reduceMotion: boolean, onFinished: (moves: readonly Move[]) => void) {
  const [rows, setRows] = useState<Rows>(start);
  const [selection, setSelection] = useState<Take>(() => firstSelection(start));
  const [turn, setTurn] = useState<Turn>('player');
  // The computer's take while it is shown leaving, then its last take (announced).
  const [reply, setReply] = useState<Take | null>(null);
  const recorder = useMoveRecorder(games.matchsticks, remainingMs);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function select(take: Take) {
    if (turn !== 'player') return;
    const sticks = rows[take.row - 1] ?? 0;
    if (sticks > 0) setSelection({ row: take.row, count: Math.min(Math.max(take.count, 1), sticks) });
  }

  /** Up (-1) or down (1) to the next row with sticks, keeping the count where it fits. */
  function moveRow(step: 1 | -1) {
    for (let row = selection.row + step; row >= 1 && row <= rows.length; row += step) {
      if (rows[row - 1]! > 0) return select({ row, count: selection.count });
    }
  }

  /** Takes the selected sticks; answers whether the move was made (not too soon after the last, nor out of turn). */
  function take(): boolean {
    const afterPlayer = turn === 'player' ? takeSticks(rows, selection) : null;
    const moves = afterPlayer ? recorder.record(encodeTake(selection)) : null;
    if (!afterPlayer || !moves) return false;
    setRows(afterPlayer);
    if (sticksLeft(afterPlayer) === 0) {
      setTurn('over');
      onFinished(moves);
      return true;
    }
    const answer = computerTake(afterPlayer, moves.length);
    setReply(answer);
    setTurn('computer');
    timer.current = setTimeout(
      () => {
        const afterComputer = takeSticks(afterPlayer, answer)!;
        setRows(afterComputer);
        if (sticksLeft(afterComputer) === 0) {
          setTurn('over');
          onFinished(moves);
          return;
        }
        setSelection(firstSelection(afterComputer));
        setTurn('player');
      },
      reduceMotion ? 0 : COMPUTER_PAUSE_MS,
    );
    return true;
  }

  return { rows, selection, turn, reply, recorder, select, moveRow, take };
}
