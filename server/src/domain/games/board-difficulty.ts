/**
 * How hard a Sliding Tiles board is (ADR 041): the fewest slides that solve it.
 * A breadth-first search from the solved board over all 181,440 solvable 3 × 3 positions, once per
 * process (about 0.6 s on this machine, 363 KB), answers every board after that with one lookup.
 */
import { GAP, isSolvable, movableTiles, slideTile, SLIDING_TILES_SIZE, type Tiles } from 'contract/games';

const CELLS = SLIDING_TILES_SIZE * SLIDING_TILES_SIZE;
const FACTORIALS = Array.from({ length: CELLS }, (_, n) =>
  Array.from({ length: n }, (__, i) => i + 1).reduce((product, k) => product * k, 1),
);
const UNSEEN = 255;

/** The board's index among the 9! orders of its cells (its Lehmer code). */
function rankOf(tiles: Tiles): number {
  let rank = 0;
  for (let i = 0; i < CELLS; i += 1) {
    let smallerAfter = 0;
    for (let j = i + 1; j < CELLS; j += 1) if (tiles[j]! < tiles[i]!) smallerAfter += 1;
    rank += smallerAfter * FACTORIALS[CELLS - 1 - i]!;
  }
  return rank;
}

let distances: Uint8Array | null = null;

function distanceTable(): Uint8Array {
  if (distances) return distances;
  const table = new Uint8Array(FACTORIALS[CELLS - 1]! * CELLS).fill(UNSEEN);
  const solved = [...Array.from({ length: CELLS - 1 }, (_, index) => index + 1), GAP];
  table[rankOf(solved)] = 0;
  let frontier: Tiles[] = [solved];
  for (let depth = 1; frontier.length > 0; depth += 1) {
    const next: Tiles[] = [];
    for (const tiles of frontier) {
      for (const tile of movableTiles(tiles)) {
        const neighbour = slideTile(tiles, tile)!;
        const rank = rankOf(neighbour);
        if (table[rank] !== UNSEEN) continue;
        table[rank] = depth;
        next.push(neighbour);
      }
    }
    frontier = next;
  }
  distances = table;
  return table;
}

/** The fewest slides that solve `tiles`; null for a board that cannot be solved. */
export function optimalSolutionLength(tiles: Tiles): number | null {
  if (tiles.length !== CELLS || !isSolvable(tiles)) return null;
  const distance = distanceTable()[rankOf(tiles)]!;
  return distance === UNSEEN ? null : distance;
}
