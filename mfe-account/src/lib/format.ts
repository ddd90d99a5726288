import { useMemo } from 'react';
import { intlLocales, useLanguage } from 'shared';

/**
 * Dates and times in the page's language (Sinhala and Tamil month names), coins grouped as Sri
 * Lanka groups them in every language (1,500,000, never lakhs).
 */
export function useFormats() {
  const language = useLanguage();
  return useMemo(() => {
    const locale = language === 'en' ? 'en-LK' : intlLocales[language];
    const dateTime = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    const coins = new Intl.NumberFormat('en-LK');
    return {
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      coins: (amount: number) => coins.format(amount),
    };
  }, [language]);
}
