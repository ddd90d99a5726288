import { games } from './catalogue';
import { dealerFor, type Dealer } from './random';
import { pacedLikeAHuman, type Move, type ReplayClock, type ReplayResult } from './replay';
import type { GameRules } from './rules';

/** The course's side: 9 × 9 cells, row by row, cell = row * 9 + column. */
export const MINI_GOLF_SIZE = 9;
const CELLS = MINI_GOLF_SIZE * MINI_GOLF_SIZE;
export const MAX_POWER = 6;
/** Power the ball may still have as it reaches the hole and drop in; faster, it skips over. */
export const HOLE_CATCH_POWER = 2;
/** Strokes over par a win allows; after par + this many the round is over. */
export const STROKES_OVER_PAR = 1;
const MIN_PAR = 2;
const MAX_PAR = 4;

/** One cell of the course: grass, wall, water or sand. */
export type Terrain = '.' | '#' | '~' | ':';

export interface MiniGolfDeal {
  kind: 'mini-golf';
  size: typeof MINI_GOLF_SIZE;
  /** 81 cells row by row: '.' grass, '#' wall, '~' water, ':' sand. */
  course: string;
  tee: number;
  hole: number;
  /** The fewest strokes that hole the ball from the tee. */
  par: number;
}

/** The 8 directions clockwise from north: a stroke's value is direction * 10 + power. */
export const DIRECTIONS = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
] as const;

export function strokeValue(direction: number, power: number): number {
  return direction * 10 + power;
}

/** A stroke's direction and power, or null when the value is no stroke. */
export function strokeOf(value: number): { direction: number; power: number } | null {
  if (!Number.isInteger(value) || value < 0) return null;
  const direction = Math.floor(value / 10);
  const power = value % 10;
  return direction < DIRECTIONS.length && power >= 1 && power <= MAX_POWER ? { direction, power } : null;
}

export interface Roll {
  /** The cells the ball rolled through, in order, its last where it came to rest, fell in or splashed. */
  path: number[];
  /** Where the ball lies after the stroke: back where it was struck after water. */
  end: number;
  outcome: 'rest' | 'sand' | 'water' | 'holed';
}

/**
 * The ball struck from `from`: it rolls `power` cells in the direction, stopping before a wall or
 * the edge, in sand at once; water sends it back where it was struck; over the hole it drops in
 * only with at most HOLE_CATCH_POWER cells of power left.
 */
export function roll(deal: MiniGolfDeal, from: number, direction: number, power: number): Roll {
  const [dx, dy] = DIRECTIONS[direction]!;
  const path: number[] = [];
  let [x, y] = [from % MINI_GOLF_SIZE, Math.floor(from / MINI_GOLF_SIZE)];
  for (let step = 1; step <= power; step += 1) {
    const [nx, ny] = [x + dx, y + dy];
    if (nx < 0 || ny < 0 || nx >= MINI_GOLF_SIZE || ny >= MINI_GOLF_SIZE) break;
    const cell = ny * MINI_GOLF_SIZE + nx;
    const terrain = deal.course[cell];
    if (terrain === '#') break;
    [x, y] = [nx, ny];
    path.push(cell);
    if (terrain === '~') return { path, end: from, outcome: 'water' };
    if (cell === deal.hole && power - step <= HOLE_CATCH_POWER) return { path, end: cell, outcome: 'holed' };
    if (terrain === ':') return { path, end: cell, outcome: 'sand' };
  }
  return { path, end: path.at(-1) ?? from, outcome: 'rest' };
}

/** The stroke values that hole the ball from `from` in the fewest strokes (breadth first over the cells); null if none do. */
export function fewestStrokes(deal: MiniGolfDeal, from: number): number[] | null {
  const reachedBy = new Map<number, { previous: number; value: number }>();
  let frontier = [from];
  const seen = new Set(frontier);
  const pathTo = (cell: number, last: number) => {
    const values = [last];
    for (let at = cell; at !== from; at = reachedBy.get(at)!.previous) values.unshift(reachedBy.get(at)!.value);
    return values;
  };
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const cell of frontier) {
      for (let direction = 0; direction < DIRECTIONS.length; direction += 1) {
        for (let power = 1; power <= MAX_POWER; power += 1) {
          const { end, outcome } = roll(deal, cell, direction, power);
          if (outcome === 'holed') return pathTo(cell, strokeValue(direction, power));
          if (seen.has(end)) continue;
          seen.add(end);
          reachedBy.set(end, { previous: cell, value: strokeValue(direction, power) });
          next.push(end);
        }
      }
    }
    frontier = next;
  }
  return null;
}

/** Paints `count` groups of `terrain`, each a run of 1 to `longest` cells from a random grass cell. */
function paint(cells: Terrain[], dealer: Dealer, terrain: Terrain, count: number, longest: number): void {
  for (let group = 0; group < count; group += 1) {
    const [dx, dy] = DIRECTIONS[dealer.between(0, 3) * 2]!;
    let [x, y] = [dealer.between(0, MINI_GOLF_SIZE - 1), dealer.between(0, MINI_GOLF_SIZE - 1)];
    const length = dealer.between(1, longest);
    for (let index = 0; index < length && x >= 0 && y >= 0 && x < MINI_GOLF_SIZE && y < MINI_GOLF_SIZE; index += 1) {
      if (cells[y * MINI_GOLF_SIZE + x] === '.') cells[y * MINI_GOLF_SIZE + x] = terrain;
      [x, y] = [x + dx, y + dy];
    }
  }
}

const distance = (a: number, b: number) =>
  Math.max(
    Math.abs((a % MINI_GOLF_SIZE) - (b % MINI_GOLF_SIZE)),
    Math.abs(Math.floor(a / MINI_GOLF_SIZE) - Math.floor(b / MINI_GOLF_SIZE)),
  );

/** A course with walls, water and sand, tee and hole at least 5 cells apart and a par of 2 to 4: the same for the same seed. */
export function dealMiniGolf(seed: number): MiniGolfDeal {
  const dealer = dealerFor(seed);
  for (;;) {
    const cells: Terrain[] = Array.from({ length: CELLS }, () => '.');
    paint(cells, dealer, '#', dealer.between(6, 8), 4);
    paint(cells, dealer, '~', dealer.between(2, 3), 3);
    paint(cells, dealer, ':', dealer.between(2, 4), 2);
    const grass = cells.flatMap((terrain, cell) => (terrain === '.' ? [cell] : []));
    const tee = grass[dealer.between(0, grass.length - 1)]!;
    const hole = grass[dealer.between(0, grass.length - 1)]!;
    if (distance(tee, hole) < 5) continue;
    const course: Omit<MiniGolfDeal, 'par'> = { kind: 'mini-golf', size: MINI_GOLF_SIZE, course: cells.join(''), tee, hole };
    const par = fewestStrokes({ ...course, par: 0 }, tee)?.length ?? 0;
    if (par >= MIN_PAR && par <= MAX_PAR) return { ...course, par };
  }
}

/** Strokes a round allows: par + 1; a win holes the ball within them. */
export const strokeLimit = (deal: MiniGolfDeal) => deal.par + STROKES_OVER_PAR;

/** 1,000 less 200 per stroke over par and 1 per second on the server's clock, never below 100. */
export function miniGolfScore(strokes: number, par: number, elapsedMs: number): number {
  return Math.max(100, 1000 - 200 * (strokes - par) - Math.floor(elapsedMs / 1000));
}

/** Where the ball lies after `moves`, and whether it is in the hole; null if a move is no stroke or comes after the ball is holed. */
export function playStrokes(deal: MiniGolfDeal, moves: readonly Pick<Move, 'value'>[]): { ball: number; holed: boolean } | null {
  let ball = deal.tee;
  let holed = false;
  for (const move of moves) {
    const stroke = strokeOf(move.value);
    if (!stroke || holed) return null;
    const result = roll(deal, ball, stroke.direction, stroke.power);
    ball = result.end;
    holed = result.outcome === 'holed';
  }
  return { ball, holed };
}

/**
 * Plays the strokes on the dealt course: each must be a stroke, none after the ball is holed nor
 * past the limit; a round is over when holed (a win) or out of strokes (a loss), else it is unsolved.
 */
export function replayMiniGolf(deal: MiniGolfDeal, moves: readonly Move[], clock: ReplayClock): ReplayResult {
  const played = moves.length > strokeLimit(deal) ? null : playStrokes(deal, moves);
  if (!played) return { outcome: 'refused', refusal: 'impossible-move' };
  if (!played.holed && moves.length < strokeLimit(deal)) return { outcome: 'refused', refusal: 'unsolved' };
  if (!pacedLikeAHuman(moves, games['mini-golf'], clock)) return { outcome: 'refused', refusal: 'too-fast' };
  const score = played.holed ? miniGolfScore(moves.length, deal.par, clock.elapsedMs) : 0;
  return { outcome: 'verified', won: played.holed, score, moveCount: moves.length };
}

/** Each player's daily course has the day's par: equally many strokes to find. */
export const miniGolfRules: GameRules<MiniGolfDeal> = {
  deal: dealMiniGolf,
  difficulty: (deal) => deal.par,
  replay: replayMiniGolf,
  perfect: (deal, result) => result.won && result.moveCount === deal.par,
};
