import { createElement, Fragment, type ReactNode } from 'react';
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

/** Stands for an element in a message's value ({code}, {date}), so the translation places it. */
export const SLOT = '\uE000';

/** A message translated with `SLOT` as one value, that value replaced by `node` (a <strong>, a <time>). */
export function fillSlot(message: string, node: ReactNode): ReactNode {
  const [before, after = ''] = message.split(SLOT);
  return createElement(Fragment, null, before, node, after);
}
