import { WITHDRAWAL_TIERS } from 'contract/money';

/**
 * The next prize a balance is working toward: the smallest withdrawal tier (spec §9, in coins;
 * 1 coin = LKR 1 when cashed out) not yet reached, or the top tier once every tier is reached.
 * `target` is that tier in LKR (each language writes it in its own grouping); `percent` is the share
 * of that tier's coins already held.
 */
export function nextPrize(balance: number): { target: number; remaining: number; percent: number } {
  const target = WITHDRAWAL_TIERS.find((coins) => balance < coins) ?? WITHDRAWAL_TIERS[WITHDRAWAL_TIERS.length - 1]!;
  const remaining = Math.max(0, target - balance);
  return { target, remaining, percent: Math.min(100, Math.floor((Math.max(0, balance) / target) * 100)) };
}
