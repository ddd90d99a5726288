import { isSolved, manhattanDistance, movableTiles, slideTile, type Tiles } from '../games/sliding-tiles';

interface Step {
  tiles: Tiles;
  moves: number;
  path: readonly number[];
}

/**
 * The fewest slides that solve a 3 × 3 board (A* on the Manhattan distance, with a bucket per
 * estimate: a few milliseconds a board), as the tile numbers to slide. Test support only: the
 * server's, the remote's and the e2e tests play a dealt board to a win with it. Null when unsolvable.
 */
export function solveSlidingTiles(start: Tiles): number[] | null {
  const buckets: Step[][] = [];
  const fewestMoves = new Map<string, number>([[start.join(''), 0]]);
  buckets[manhattanDistance(start)] = [{ tiles: start, moves: 0, path: [] }];
  for (let estimate = 0; estimate < buckets.length; estimate++) {
    for (let step = buckets[estimate]?.pop(); step; step = buckets[estimate]?.pop()) {
      if (isSolved(step.tiles)) return [...step.path];
      for (const tile of movableTiles(step.tiles)) {
        const tiles = slideTile(step.tiles, tile)!;
        const key = tiles.join('');
        const moves = step.moves + 1;
        if ((fewestMoves.get(key) ?? Infinity) <= moves) continue;
        fewestMoves.set(key, moves);
        (buckets[moves + manhattanDistance(tiles)] ??= []).push({ tiles, moves, path: [...step.path, tile] });
      }
    }
  }
  return null;
}
