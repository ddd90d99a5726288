/**
 * Mini Golf's rules (ADR 068): a course per seed with a par of 2 to 4, the ball's roll, and a
 * replay that verifies exactly the rounds a player could have putted.
 */
import {
  dealGame,
  dealMiniGolf,
  fewestStrokes,
  games,
  MINI_GOLF_SIZE,
  miniGolfRules,
  miniGolfScore,
  playStrokes,
  replayGame,
  roll,
  strokeOf,
  strokeValue,
  type MiniGolfDeal,
  type Move,
} from '../games';
import { winningPlayers } from '../testing/winning-players';

const SEEDS = Array.from({ length: 200 }, (_, index) => index * 7919 - 1_000_000);
const { minFirstMoveMs, minAverageMoveMs } = games['mini-golf'];
const paced = (values: readonly number[], gap = minAverageMoveMs + 50): Move[] =>
  values.map((value, index) => ({ value, at: minFirstMoveMs + 100 + index * gap }));
const slow = (moves: readonly Move[]) => ({ elapsedMs: (moves.at(-1)?.at ?? 0) + 500 });
const [E, S, W, N] = [2, 4, 6, 0];

/** A course drawn row by row ('T' tee, 'O' hole), its par computed. */
function course(rows: string[]): MiniGolfDeal {
  const text = rows.join('');
  const deal: MiniGolfDeal = {
    kind: 'mini-golf',
    size: MINI_GOLF_SIZE,
    course: text.replace(/[TO]/g, '.'),
    tee: text.indexOf('T'),
    hole: text.indexOf('O'),
    par: 0,
  };
  return { ...deal, par: fewestStrokes(deal, deal.tee)?.length ?? 0 };
}

// The tee in row 1, column 1; the hole 5 cells east of it; a wall, water and sand below.
const straight = course([
  'T....O...',
  '.........',
  '.#~:.....',
  '.........',
  '.........',
  '.........',
  '.........',
  '.........',
  '.........',
]);

describe('Mini Golf', () => {
  it('deals the same course for the same seed, and others for others', () => {
    expect(dealMiniGolf(42)).toEqual(dealMiniGolf(42));
    expect(new Set(SEEDS.map((seed) => JSON.stringify(dealMiniGolf(seed)))).size).toBeGreaterThan(SEEDS.length * 0.95);
  });

  it.each(SEEDS.slice(0, 60))('seed %i deals 81 cells, tee and hole on grass, and a par of 2 to 4 that the fewest strokes hole', (seed) => {
    const deal = dealMiniGolf(seed);
    expect(deal.course).toMatch(/^[.#~:]{81}$/);
    expect([deal.course[deal.tee], deal.course[deal.hole]]).toEqual(['.', '.']);
    expect(deal.par).toBeGreaterThanOrEqual(2);
    expect(deal.par).toBeLessThanOrEqual(4);
    const strokes = fewestStrokes(deal, deal.tee)!;
    expect(strokes).toHaveLength(deal.par);
    expect(
      playStrokes(
        deal,
        strokes.map((value) => ({ value })),
      ),
    ).toEqual({ ball: deal.hole, holed: true });
    expect(miniGolfRules.difficulty!(deal)).toBe(deal.par);
  });

  it('deals every par of 2 to 4 often enough for each day to find its own', () => {
    const pars = SEEDS.map((seed) => dealMiniGolf(seed).par);
    for (const par of [2, 3, 4]) expect(pars.filter((each) => each === par).length).toBeGreaterThan(SEEDS.length * 0.04);
  });

  it('reads a stroke as direction * 10 + power, and nothing else', () => {
    expect(strokeOf(strokeValue(3, 6))).toEqual({ direction: 3, power: 6 });
    for (const value of [-1, 0, 7, 10, 80, 81, 1.5, Number.NaN, 1e9]) expect(strokeOf(value)).toBeNull();
  });

  it('rolls the ball its power, stopping before a wall or the edge, in sand, back from water, and into the hole only slowly', () => {
    expect(roll(straight, 0, E, 3)).toEqual({ path: [1, 2, 3], end: 3, outcome: 'rest' });
    expect(roll(straight, 0, W, 3)).toEqual({ path: [], end: 0, outcome: 'rest' });
    expect(roll(straight, 10, S, 4).outcome).toBe('rest');
    expect(roll(straight, 1, S, 4)).toEqual({ path: [10], end: 10, outcome: 'rest' }); // the wall below at row 3
    expect(roll(straight, 2, S, 4)).toEqual({ path: [11, 20], end: 2, outcome: 'water' });
    expect(roll(straight, 3, S, 4)).toEqual({ path: [12, 21], end: 21, outcome: 'sand' });
    expect(roll(straight, 0, E, 5).outcome).toBe('holed');
    expect(roll(straight, 0, E, 6).outcome).toBe('holed'); // 1 cell of power left at the hole
    expect(roll(straight, 1, E, 6).outcome).toBe('holed'); // 2 left
    expect(roll(straight, 45, 3, 3)).toEqual({ path: [55, 65, 75], end: 75, outcome: 'rest' }); // diagonally
    const fast = course(['T.O......', ...Array.from({ length: 8 }, () => '.........')]);
    expect(roll(fast, 0, E, 6)).toEqual({ path: [1, 2, 3, 4, 5, 6], end: 6, outcome: 'rest' }); // 4 left: skips over
  });

  it('verifies a round holed in par, scoring strokes over par and seconds lower, and listing it as perfect', () => {
    const deal = dealMiniGolf(7);
    const best = fewestStrokes(deal, deal.tee)!;
    const moves = paced(best);
    const result = replayGame(deal, moves, slow(moves));
    const score = miniGolfScore(deal.par, deal.par, slow(moves).elapsedMs);
    expect(result).toEqual({ outcome: 'verified', won: true, moveCount: deal.par, score });
    expect(result.outcome === 'verified' && miniGolfRules.perfect!(deal, result)).toBe(true);
    expect(miniGolfScore(deal.par + 1, deal.par, 10_000)).toBe(1000 - 200 - 10);
  });

  it('verifies a round holed in par + 1 as a win that is not perfect, and a round out of strokes as a loss', () => {
    // One cell east first, then the best from there.
    const wasted = strokeValue(E, 1);
    const after = playStrokes(straight, [{ value: wasted }])!.ball;
    const win = paced([wasted, ...fewestStrokes(straight, after)!]);
    expect(straight.par).toBe(1);
    const won = replayGame(straight, win, slow(win));
    expect(won).toMatchObject({ outcome: 'verified', won: true, moveCount: 2 });
    expect(won.outcome === 'verified' && miniGolfRules.perfect!(straight, won)).toBe(false);
    const deal = dealMiniGolf(7);
    const lost = paced(Array.from({ length: deal.par + 1 }, () => strokeValue(N, 1)));
    if (!playStrokes(deal, lost)!.holed)
      expect(replayGame(deal, lost, slow(lost))).toEqual({ outcome: 'verified', won: false, score: 0, moveCount: deal.par + 1 });
  });

  it('refuses a round not holed with strokes left, a stroke that is none, strokes after the hole or past the limit, and a hurried round', () => {
    const deal = dealMiniGolf(7);
    const best = fewestStrokes(deal, deal.tee)!;
    const refusal = (values: number[], gap?: number) => {
      const moves = paced(values, gap);
      const result = replayGame(deal, moves, slow(moves));
      return result.outcome === 'refused' ? result.refusal : result.outcome;
    };
    expect(refusal(best.slice(0, -1))).toBe('unsolved');
    expect(refusal([])).toBe('unsolved');
    for (const forged of [0, 7, 9, 80, 99, -12, 2.5]) expect(refusal([forged, ...best.slice(1)])).toBe('impossible-move');
    expect(refusal([...best, best[0]!])).toBe('impossible-move');
    expect(refusal(Array.from({ length: deal.par + 2 }, () => strokeValue(N, 1)))).toBe('impossible-move');
    expect(refusal(best, 500)).toBe('too-fast');
    const instant = best.map((value, index) => ({ value, at: 10 + index }));
    expect(replayGame(deal, instant, { elapsedMs: 100 })).toEqual({ outcome: 'refused', refusal: 'too-fast' });
  });

  it.each(SEEDS.slice(0, 80))('the winning player holes seed %i in par', (seed) => {
    const deal = dealGame('mini-golf', seed) as MiniGolfDeal;
    const player = winningPlayers['mini-golf']();
    const values: number[] = [];
    for (let value = player.next(deal); value !== null; value = player.next(deal)) values.push(value);
    const moves = paced(values);
    expect(replayGame(deal, moves, slow(moves))).toMatchObject({ outcome: 'verified', won: true, moveCount: deal.par });
  });
});
