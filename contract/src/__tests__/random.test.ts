/** Deal seeds (ADR 065): the first 32-bit seeds deal what they always dealt; a wide seed's every bit counts. */
import { dealerFor, WIDE_SEED_FROM, WIDE_SEED_TO } from '../games/random';

const draws = (seed: number) => {
  const dealer = dealerFor(seed);
  return Array.from({ length: 8 }, () => dealer.between(0, 1_000_000));
};

describe('dealerFor', () => {
  it('deals a 32-bit seed as it always did (recorded attempts replay unchanged)', () => {
    expect(draws(7)).toEqual(draws(7));
    expect(draws(-2_147_483_648)).not.toEqual(draws(2_147_483_647));
    // xoroshiro128plus(7)'s draws as pure-rand 8 makes them, before wide seeds existed.
    expect(draws(7)).toEqual([481_493, 516_601, 73_815, 203_980, 517_881, 797_308, 344_423, 398_116]);
  });

  it('a wide seed: the same seed the same deal; seeds differing only above the low 32 bits deal differently', () => {
    const seed = WIDE_SEED_FROM + 123_456_789;
    expect(draws(seed)).toEqual(draws(seed));
    const sameLowBits = [seed, seed + 2 ** 32, seed + 2 ** 40, WIDE_SEED_TO - 2 ** 32 + 123_456_789];
    expect(new Set(sameLowBits.map((wide) => draws(wide).join(','))).size).toBe(sameLowBits.length);
    expect(draws(seed)).not.toEqual(draws(123_456_789));
  });

  it('wide seeds spread evenly: 2,000 of them draw every value of 0 to 9 about equally', () => {
    const counts = Array.from({ length: 10 }, () => 0);
    for (let index = 0; index < 2_000; index += 1) counts[dealerFor(WIDE_SEED_FROM + index * 2 ** 20 + index).between(0, 9)]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(140);
  });
});
