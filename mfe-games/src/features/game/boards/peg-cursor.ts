import { columnOf, holeOf, PEG_ROWS, rowOf } from 'contract/games';

export type CursorDirection = 'up' | 'down' | 'left' | 'right';

export const PEG_ARROWS: Record<string, CursorDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * The hole an arrow moves the keyboard's cursor to on the triangle: left and right along the row,
 * stopping at its ends; down to the hole below on the left (the row below is one longer); up to the
 * hole above on the right, or the row's last when there is none. Off the board it stays.
 */
export function moveCursor(hole: number, direction: CursorDirection): number {
  const [row, column] = [rowOf(hole), columnOf(hole)];
  if (direction === 'left') return column > 0 ? hole - 1 : hole;
  if (direction === 'right') return column < row ? hole + 1 : hole;
  if (direction === 'down') return row < PEG_ROWS - 1 ? holeOf(row + 1, column) : hole;
  return row > 0 ? holeOf(row - 1, Math.min(column, row - 1)) : hole;
}
