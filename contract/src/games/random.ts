import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

/** A deal's source of randomness: the same seed always deals the same game. */
export interface Dealer {
  /** A whole number from `from` to `to`, both included. */
  between(from: number, to: number): number;
}

/** Seeds the server draws from here on: 48 bits, outside the 32-bit range of the first seeds. */
export const WIDE_SEED_FROM = 2 ** 32;
export const WIDE_SEED_TO = 2 ** 48;

const isNarrow = (seed: number) => seed >= -(2 ** 31) && seed < 2 ** 31;

/**
 * A seed is a whole number the server draws (practice) or derives from a secret and the day
 * (daily). The first seeds were 32-bit: anyone holding the public rules could try all 2^32 of them
 * against the part of a hidden deal already shown and read the rest (ADR 065). A seed of 2^32 or more
 * (48 bits) fills the generator's 128-bit state instead: 2^48 deals to try, beyond any game's
 * minutes. A 32-bit seed still deals exactly what it dealt, so recorded attempts replay unchanged.
 */
export function dealerFor(seed: number): Dealer {
  if (isNarrow(seed)) {
    const rng = xoroshiro128plus(seed | 0);
    return { between: (from, to) => uniformInt(rng, from, to) };
  }
  const high = Math.floor(seed / 2 ** 32) | 0;
  const low = (seed % 2 ** 32) | 0;
  // Never the all-zero state; the constants spread the bits of a 48-bit seed over all 128.
  const rng = xoroshiro128plusFromState([high ^ 0x5851f42d, low ^ 0x4c957f2d, ~high ^ 0x14057b7e, ~low ^ 0xf767814f]);
  for (let warmUp = 0; warmUp < 16; warmUp += 1) rng.next();
  return { between: (from, to) => uniformInt(rng, from, to) };
}
