import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A deal's source of randomness: the same seed always deals the same game. */
export interface Dealer {
  /** A whole number from `from` to `to`, both included. */
  between(from: number, to: number): number;
}

/** A seed is a 32-bit integer; the server draws it (practice) or derives it from a secret and the day (daily). */
export function dealerFor(seed: number): Dealer {
  const rng = xoroshiro128plus(seed | 0);
  return { between: (from, to) => uniformInt(rng, from, to) };
}
