/** The prize tiers of spec §9, in coins (1 coin = LKR 1 when cashed out). */
const prizes = [
  { coins: 5_000, label: 'LKR 5,000' },
  { coins: 500_000, label: 'LKR 500,000' },
  { coins: 1_000_000, label: 'LKR 1,000,000' },
] as const;

/**
 * The next prize a balance is working toward: the smallest tier not yet reached, or the top tier
 * once every tier is reached. `percent` is the share of that tier's coins already held.
 */
export function nextPrize(balance: number): { label: string; remaining: number; percent: number } {
  const target = prizes.find((prize) => balance < prize.coins) ?? prizes[prizes.length - 1]!;
  const remaining = Math.max(0, target.coins - balance);
  return { label: target.label, remaining, percent: Math.min(100, Math.floor((Math.max(0, balance) / target.coins) * 100)) };
}
