/**
 * `Intl` as the browsers players use have it, for tests that would otherwise pass only on Node's
 * full ICU: Chromium's ICU carries no Sinhala dates, so `Intl.DateTimeFormat('si-LK')` there writes
 * English ("Nov 24, 2026"). Node writes Sinhala, and would hide a screen that leans on it.
 */
const NativeDateTimeFormat = Intl.DateTimeFormat;

/** The locales as Chromium resolves them for dates: Sinhala ones fall back to its default, en-US. */
function withoutSinhala(locales: string | readonly string[] | undefined): string[] | undefined {
  if (locales === undefined) return undefined;
  return (typeof locales === 'string' ? [locales] : [...locales]).map((locale) => (/^si(-|$)/i.test(locale) ? 'en-US' : locale));
}

/** For each test of the file: `Intl.DateTimeFormat` without Sinhala, as in Chromium. */
export function datesLikeChromiumEachTest(): void {
  beforeEach(() => {
    const chromium = function DateTimeFormat(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      return new NativeDateTimeFormat(withoutSinhala(locales), options);
    } as unknown as typeof Intl.DateTimeFormat;
    chromium.supportedLocalesOf = (locales, options) =>
      NativeDateTimeFormat.supportedLocalesOf(withoutSinhala(locales as string | string[] | undefined) ?? [], options).filter(
        (locale) => !/^si(-|$)/i.test(locale),
      );
    Intl.DateTimeFormat = chromium;
  });
  afterEach(() => {
    Intl.DateTimeFormat = NativeDateTimeFormat;
  });
}
