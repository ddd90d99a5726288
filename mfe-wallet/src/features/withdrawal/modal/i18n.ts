import { createMessages } from 'shared';
import en from './locales/en.json';

/**
 * The withdrawal dialog's words, a catalogue of its own (ADR 034): they load with the dialog, which
 * loads when the player asks to withdraw, not with the page.
 */
export const { useMessages } = createMessages({
  en,
  si: () => import('./locales/si.json'),
  ta: () => import('./locales/ta.json'),
});
