/** Withdrawal tiers of spec §9: coins spent equal the LKR paid out. */
export const withdrawalTiers = [
  { level: 1, amount: 5_000, label: '5,000' },
  { level: 2, amount: 500_000, label: '500,000' },
  { level: 3, amount: 1_000_000, label: '1,000,000' },
] as const;

export type TierAmount = (typeof withdrawalTiers)[number]['amount'];

export const MINIMUM_WITHDRAWAL_COINS = withdrawalTiers[0].amount;

const lkr = new Intl.NumberFormat('en-US');
export const formatLkr = (amount: number) => `LKR ${lkr.format(amount)}`;
