import { createMessages } from 'shared';
import en from './locales/en.json';

/** The wallet's words (ADR 034): English with the remote, Sinhala and Tamil loaded when chosen. */
export const { useMessages } = createMessages({
  en,
  si: () => import('./locales/si.json'),
  ta: () => import('./locales/ta.json'),
});
