/**
 * How every screen writes numbers and dates, in each language (ADR 034): the one place, so a
 * screen never picks a locale of its own. Pure functions over `Intl`, no React, no state.
 */
import type { Language } from './languages';

/**
 * Sri Lanka groups in thousands in every language: 5,000, 500,000, 1,500,000. Tamil's CLDR
 * locale (ta-LK) groups in lakhs (15,00,000), which Sri Lanka does not use, so numbers are never
 * written with a language's own locale: Sri Lankan English's rules serve all three (the digits
 * and separators are the same in Sinhala and Tamil text).
 */
let figures: Intl.NumberFormat | undefined;

/**
 * A number with thousands separators and at most three decimals, in every language: 1,000,000.
 * Written out rather than by `Intl.NumberFormat('en-LK')`, whose output it matches (a property
 * test): a page's first `Intl.NumberFormat` costs 12–24 ms of CPU for ICU's start-up, and a number is
 * on nearly every first screen (ADR 083). Like ICU, it rounds the number's shortest decimal
 * form (1.0005 → 1.001), half away from zero; what has no plain decimal form is left to `Intl`.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    figures ??= new Intl.NumberFormat('en-LK', { maximumFractionDigits: 3 });
    return figures.format(value);
  }
  const shortest = String(Math.abs(value));
  // Only numbers below 10⁻⁶ are written with an exponent here, and they round to 0.
  const [whole = '0', fraction = ''] = shortest.includes('e') ? [] : shortest.split('.');
  const thousandths = BigInt(whole + fraction.slice(0, 3).padEnd(3, '0')) + (fraction.charAt(3) >= '5' ? 1n : 0n);
  const digits = thousandths.toString().padStart(4, '0');
  const decimals = digits.slice(-3).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${digits.slice(0, -3).replace(/\B(?=(\d{3})+$)/g, ',')}${decimals ? `.${decimals}` : ''}`;
}

/**
 * Sinhala's month names (CLDR 48's abbreviated Gregorian months, the same as its full ones).
 * Chromium's ICU carries no Sinhala dates, so `Intl` there writes them in English: the names are
 * kept here and the date put together as CLDR's Sinhala pattern does ("2026 ඉල් 29, 14.05").
 */
const SINHALA_MONTHS = ['දුරුතු', 'නවම්', 'මැදින්', 'බක්', 'වෙසක්', 'පොසොන්', 'ඇසළ', 'නිකිණි', 'බිනර', 'වප්', 'ඉල්', 'උඳුවප්'] as const;

/**
 * The locale each language's dates are written in: English keeps the spec's day-month-year
 * ("23 Nov 2026"), Tamil Sri Lanka's own; Sinhala is assembled from its parts (above).
 */
const dateLocales = { en: 'en-GB', ta: 'ta-LK' } as const;

export interface DateFormat {
  /** With the time of day, 24-hour (on the ledger and the back office); else the day alone. */
  time?: boolean;
  /** The zone to write it in; the browser's own unless given (tests, servers). */
  timeZone?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(locale, options)));
  return made;
}

/** A date (and, if asked, its time) in the language's words: "29 Nov 2026", "2026 ඉල් 29", "29 நவ., 2026". */
export function formatDate(value: Date | string | number, language: Language, { time = false, timeZone }: DateFormat = {}): string {
  const at = value instanceof Date ? value : new Date(value);
  const clock: Intl.DateTimeFormatOptions = time ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {};
  if (language !== 'si') {
    return formatter(dateLocales[language], { day: 'numeric', month: 'short', year: 'numeric', ...clock, timeZone }).format(at);
  }
  const parts = Object.fromEntries(
    formatter('en-GB', { day: 'numeric', month: 'numeric', year: 'numeric', ...clock, timeZone })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year} ${SINHALA_MONTHS[Number(parts.month) - 1]} ${parts.day}`;
  return time ? `${day}, ${parts.hour}.${parts.minute}` : day;
}
