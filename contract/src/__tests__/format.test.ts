import fc from 'fast-check';

import { formatDate, formatNumber } from '../i18n/format';
import { LANGUAGES } from '../i18n/languages';

const at = '2026-11-29T08:35:00Z';
const inColombo = { timeZone: 'Asia/Colombo' };

describe('numbers and dates (contract/format)', () => {
  it("groups in thousands, as Sri Lanka writes amounts: the same in every language, never Tamil's lakhs", () => {
    expect([5_000, 500_000, 1_500_000].map(formatNumber)).toEqual(['5,000', '500,000', '1,500,000']);
    expect(formatNumber(999)).toBe('999');
  });

  it("writes every number exactly as Intl.NumberFormat('en-LK', at most three decimals) does, creating none for finite numbers", () => {
    const intl = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 3 });
    const created = jest.spyOn(Intl, 'NumberFormat');
    const edges = [
      0.0005, 1.0005, 1.0625, 2.5, -0.0004, -0, 0, 1e-7, -1e-7, 1234.5675, 999_999.9995, 123456789012345680, -235694370429721000,
    ];
    for (const value of edges) expect(formatNumber(value)).toBe(intl.format(value));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e21, max: 1e21, maxExcluded: true, minExcluded: true }),
          fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
          fc.integer().map((cents) => cents / 100),
        ),
        (value) => formatNumber(value) === intl.format(value),
      ),
      { numRuns: 20_000 },
    );
    expect(created).not.toHaveBeenCalled();
    // What has no plain decimal form is Intl's to write.
    for (const value of [1e21, -1e21, 1.5e300, NaN, Infinity, -Infinity]) expect(formatNumber(value)).toBe(intl.format(value));
    created.mockRestore();
  });

  it('creates no Intl object when the module loads', () => {
    const created = jest.spyOn(Intl, 'NumberFormat');
    jest.isolateModules(() => {
      (jest.requireActual('../i18n/format') as { formatNumber: (value: number) => string }).formatNumber(1_500);
    });
    expect(created).not.toHaveBeenCalled();
    created.mockRestore();
  });

  it("writes a day in each language's words", () => {
    expect(formatDate(at, 'en', inColombo)).toBe('29 Nov 2026');
    expect(formatDate(at, 'si', inColombo)).toBe('2026 ඉල් 29');
    expect(formatDate(at, 'ta', inColombo)).toBe('29 நவ., 2026');
  });

  it('adds the time of day, 24-hour, when asked', () => {
    expect(formatDate(at, 'en', { ...inColombo, time: true })).toBe('29 Nov 2026, 14:05');
    expect(formatDate(at, 'si', { ...inColombo, time: true })).toBe('2026 ඉල් 29, 14.05');
    expect(formatDate(at, 'ta', { ...inColombo, time: true })).toBe('29 நவ., 2026, 14:05');
  });

  it("writes Sinhala dates as Node's full ICU does, even where Intl has no Sinhala (Chromium)", () => {
    for (let month = 0; month < 12; month += 1) {
      const day = new Date(Date.UTC(2026, month, 15, 6));
      const icu = new Intl.DateTimeFormat('si-LK', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(day);
      expect(formatDate(day, 'si', { timeZone: 'UTC' })).toBe(icu);
    }
    for (const language of LANGUAGES) expect(formatDate(new Date(Date.UTC(2026, 0, 5)), language, { timeZone: 'UTC' })).toMatch(/2026/);
  });
});
