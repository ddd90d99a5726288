import { formatDate, formatNumber } from '../i18n/format';
import { LANGUAGES } from '../i18n/languages';

const at = '2026-11-29T08:35:00Z';
const inColombo = { timeZone: 'Asia/Colombo' };

describe('numbers and dates (contract/format)', () => {
  it("groups in thousands, as Sri Lanka writes amounts: the same in every language, never Tamil's lakhs", () => {
    expect([5_000, 500_000, 1_500_000].map(formatNumber)).toEqual(['5,000', '500,000', '1,500,000']);
    expect(formatNumber(999)).toBe('999');
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
