import { applyJump, jumpValue, legalJumps, pegCount, type Pegs } from '../games/peg-solitaire';

/**
 * The jumps (as move values) that leave one peg, by a depth-first search remembering the boards
 * that lead nowhere (at most 2^15 of them: a few milliseconds). With `home`, only a finish whose last
 * peg stands in that hole. Test support only: the server's, the remote's and the e2e tests play a
 * dealt board to a win with it. Null when no such finish exists.
 */
export function solvePegSolitaire(start: Pegs, home: number | null = null): number[] | null {
  const deadEnds = new Set<number>();
  const keyOf = (pegs: Pegs) => pegs.reduce((key, peg, hole) => (peg ? key | (1 << hole) : key), 0);
  function search(pegs: Pegs): number[] | null {
    if (pegCount(pegs) === 1) return home === null || pegs[home] ? [] : null;
    const key = keyOf(pegs);
    if (deadEnds.has(key)) return null;
    for (const { from, to } of legalJumps(pegs)) {
      const value = jumpValue(from, to);
      const rest = search(applyJump(pegs, value)!);
      if (rest) return [value, ...rest];
    }
    deadEnds.add(key);
    return null;
  }
  return search(start);
}
