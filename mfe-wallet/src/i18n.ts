import { createMessages, intlLocales, type Language } from 'shared';
import en from './locales/en.json';

/** The wallet's words (ADR 034): English with the remote, Sinhala and Tamil loaded when chosen. */
export const { useMessages } = createMessages({
  en,
  si: () => import('./locales/si.json'),
  ta: () => import('./locales/ta.json'),
});

/**
 * The locale dates are written in: English keeps the spec's day-month-year ("23 Nov 2026"), the
 * other languages Sri Lanka's.
 */
export const dateLocale = (language: Language) => (language === 'en' ? 'en-GB' : intlLocales[language]);
