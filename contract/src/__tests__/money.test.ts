import { formatLkr, formatNumber, isWithdrawalTier, MINIMUM_WITHDRAWAL_COINS, WITHDRAWAL_TIERS } from '../money';

describe('money', () => {
  it('holds the tiers of spec §9, the lowest being the minimum to withdraw', () => {
    expect(WITHDRAWAL_TIERS).toEqual([5_000, 500_000, 1_000_000]);
    expect(MINIMUM_WITHDRAWAL_COINS).toBe(5_000);
  });

  it('accepts exactly the tiers', () => {
    for (const tier of WITHDRAWAL_TIERS) expect(isWithdrawalTier(tier)).toBe(true);
    for (const other of [0, 4_999, 5_001, '5000', null, undefined]) expect(isWithdrawalTier(other)).toBe(false);
  });

  it('writes amounts as the spec does', () => {
    expect(formatNumber(1_000_000)).toBe('1,000,000');
    expect(formatNumber(999)).toBe('999');
    expect(formatLkr(5_000)).toBe('LKR 5,000');
  });
});
