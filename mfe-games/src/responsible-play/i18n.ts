import { createMessages } from 'shared';
import en from './locales/en.json';

/** Responsible play's notices in the games (ADR 061), a catalogue of their own beside the games'. */
export const { useMessages } = createMessages({
  en,
  si: () => import('./locales/si.json'),
  ta: () => import('./locales/ta.json'),
});
