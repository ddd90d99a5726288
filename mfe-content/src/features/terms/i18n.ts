import { createMessages, type Translate } from 'shared';
import en from './locales/en.json';

/** The terms of use's words, a catalogue of its own (ADR 034), downloaded with its screen as the privacy policy's is. */
export const { useMessages } = createMessages({
  en,
  si: () => import('./locales/si.json'),
  ta: () => import('./locales/ta.json'),
});

export type TermsMessageId = keyof typeof en;
export type TermsTranslate = Translate<TermsMessageId>;
