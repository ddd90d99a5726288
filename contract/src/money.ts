/**
 * Coins and LKR as spec §9 states them, for the server and the front ends alike (`contract/money`:
 * data and pure functions, no zod, nothing stateful).
 */

/** The amounts a player may withdraw, in LKR, lowest first; 1 coin = 1 LKR, so each is also the coins it costs. */
export const WITHDRAWAL_TIERS = [5_000, 500_000, 1_000_000] as const;
export type WithdrawalTier = (typeof WITHDRAWAL_TIERS)[number];

/** The coins a player needs before a withdrawal can start: the lowest tier. */
export const MINIMUM_WITHDRAWAL_COINS = WITHDRAWAL_TIERS[0];

export function isWithdrawalTier(value: unknown): value is WithdrawalTier {
  return WITHDRAWAL_TIERS.includes(value as WithdrawalTier);
}

import { formatNumber } from './i18n/format';

/** A number with thousands separators, as the spec writes amounts and balances, in every language: 1,000,000. */
export { formatNumber };

/** An amount in rupees as the spec writes it: "LKR 5,000". */
export const formatLkr = (amount: number) => `LKR ${formatNumber(amount)}`;
