import { games } from './catalogue';
import { dealerFor } from './random';
import { pacedLikeAHuman, type Move, type ReplayClock, type ReplayResult } from './replay';
import type { GameRules } from './rules';

/** The board's side: 3 × 3, tiles 1 to 8 and the gap (0). */
export const SLIDING_TILES_SIZE = 3;
const CELLS = SLIDING_TILES_SIZE * SLIDING_TILES_SIZE;
export const GAP = 0;

/** Tiles row by row, the gap as 0. Solved: 1 … 8 then the gap. */
export type Tiles = readonly number[];

export interface SlidingTilesDeal {
  kind: 'sliding-tiles';
  size: typeof SLIDING_TILES_SIZE;
  tiles: Tiles;
}

/** Fewer moves than this from solved (by Manhattan distance) would be no challenge: dealt again. */
const MIN_DISTANCE = 12;

export function isSolved(tiles: Tiles): boolean {
  return tiles.every((tile, index) => tile === (index === CELLS - 1 ? GAP : index + 1));
}

/** The sum of each tile's row and column distance from its home: a lower bound on the moves left. */
export function manhattanDistance(tiles: Tiles): number {
  let distance = 0;
  tiles.forEach((tile, index) => {
    if (tile === GAP) return;
    const home = tile - 1;
    distance += Math.abs(Math.floor(home / SLIDING_TILES_SIZE) - Math.floor(index / SLIDING_TILES_SIZE));
    distance += Math.abs((home % SLIDING_TILES_SIZE) - (index % SLIDING_TILES_SIZE));
  });
  return distance;
}

/** On an odd-sided board a position can be solved exactly when its tiles have an even number of inversions. */
export function isSolvable(tiles: Tiles): boolean {
  const numbers = tiles.filter((tile) => tile !== GAP);
  let inversions = 0;
  for (let i = 0; i < numbers.length; i++) for (let j = i + 1; j < numbers.length; j++) if (numbers[i]! > numbers[j]!) inversions++;
  return inversions % 2 === 0;
}

/** A solvable board at least MIN_DISTANCE from solved, the same for the same seed. */
export function dealSlidingTiles(seed: number): SlidingTilesDeal {
  const dealer = dealerFor(seed);
  for (;;) {
    const tiles = Array.from({ length: CELLS }, (_, index) => index);
    for (let i = tiles.length - 1; i > 0; i--) {
      const j = dealer.between(0, i);
      [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
    }
    if (isSolvable(tiles) && manhattanDistance(tiles) >= MIN_DISTANCE) return { kind: 'sliding-tiles', size: SLIDING_TILES_SIZE, tiles };
  }
}

/** The tiles that may slide now: those beside the gap. */
export function movableTiles(tiles: Tiles): number[] {
  const gap = tiles.indexOf(GAP);
  const row = Math.floor(gap / SLIDING_TILES_SIZE);
  const column = gap % SLIDING_TILES_SIZE;
  const neighbours: number[] = [];
  if (row > 0) neighbours.push(gap - SLIDING_TILES_SIZE);
  if (row < SLIDING_TILES_SIZE - 1) neighbours.push(gap + SLIDING_TILES_SIZE);
  if (column > 0) neighbours.push(gap - 1);
  if (column < SLIDING_TILES_SIZE - 1) neighbours.push(gap + 1);
  return neighbours.map((index) => tiles[index]!);
}

/** The board after sliding `tile` into the gap; null when it is not beside the gap (or not a tile). */
export function slideTile(tiles: Tiles, tile: number): Tiles | null {
  if (!Number.isInteger(tile) || tile === GAP || !movableTiles(tiles).includes(tile)) return null;
  const next = [...tiles];
  const from = next.indexOf(tile);
  const gap = next.indexOf(GAP);
  next[gap] = tile;
  next[from] = GAP;
  return next;
}

/** An arrow key's tile: the one that slides in the arrow's direction (ArrowUp moves the tile below the gap up). */
export function tileForArrow(tiles: Tiles, direction: 'up' | 'down' | 'left' | 'right'): number | null {
  const gap = tiles.indexOf(GAP);
  const row = Math.floor(gap / SLIDING_TILES_SIZE);
  const column = gap % SLIDING_TILES_SIZE;
  const source =
    direction === 'up'
      ? row < SLIDING_TILES_SIZE - 1
        ? gap + SLIDING_TILES_SIZE
        : -1
      : direction === 'down'
        ? row > 0
          ? gap - SLIDING_TILES_SIZE
          : -1
        : direction === 'left'
          ? column < SLIDING_TILES_SIZE - 1
            ? gap + 1
            : -1
          : column > 0
            ? gap - 1
            : -1;
  return source < 0 ? null : tiles[source]!;
}

/** 1,000 less 5 per move and 1 per second on the server's clock, never below 100: fewer moves and less time score higher. */
export function slidingTilesScore(moveCount: number, elapsedMs: number): number {
  return Math.max(100, 1000 - 5 * moveCount - Math.floor(elapsedMs / 1000));
}

/** Plays the moves on the dealt board: every one must be legal, the last must solve it, and the pace must be a human's. */
export function replaySlidingTiles(deal: SlidingTilesDeal, moves: readonly Move[], clock: ReplayClock): ReplayResult {
  let tiles: Tiles = deal.tiles;
  for (const move of moves) {
    const next = slideTile(tiles, move.value);
    if (!next) return { outcome: 'refused', refusal: 'impossible-move' };
    tiles = next;
  }
  if (!isSolved(tiles)) return { outcome: 'refused', refusal: 'unsolved' };
  if (!pacedLikeAHuman(moves, games['sliding-tiles'], clock)) return { outcome: 'refused', refusal: 'too-fast' };
  return { outcome: 'verified', won: true, score: slidingTilesScore(moves.length, clock.elapsedMs), moveCount: moves.length };
}

/** Its difficulty and perfect run are the server's: they need the table of every board's fewest slides. */
export const slidingTilesRules: GameRules<SlidingTilesDeal> = { deal: dealSlidingTiles, replay: replaySlidingTiles };
