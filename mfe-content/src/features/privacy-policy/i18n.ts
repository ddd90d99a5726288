import { createMessages, type Translate } from 'shared';
import en from './locales/en.json';

/**
 * The privacy policy's words, a catalogue of its own (ADR 034): the longest text of the remote
 * comes with its screen, not with the home page's first visit.
 */
export const { useMessages } = createMessages({
  en,
  si: () => import('./locales/si.json'),
  ta: () => import('./locales/ta.json'),
});

export type PolicyMessageId = keyof typeof en;
export type PolicyTranslate = Translate<PolicyMessageId>;
