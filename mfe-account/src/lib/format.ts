import { useMemo } from 'react';
import { formatDate, formatNumber, useLanguage } from 'shared';

/** Dates with their time in the page's language, and coins as Sri Lanka groups them (contract/format, ADR 034). */
export function useFormats() {
  const language = useLanguage();
  return useMemo(
    () => ({
      dateTime: (iso: string) => formatDate(iso, language, { time: true }),
      coins: formatNumber,
    }),
    [language],
  );
}
