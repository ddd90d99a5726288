import { createMessages, type Translate } from 'shared';
import en from './locales/en.json';

/** mfe-content's words (ADR 034): English with the remote, Sinhala and Tamil loaded when chosen. */
export const { useMessages } = createMessages({
  en,
  si: () => import('./locales/si.json'),
  ta: () => import('./locales/ta.json'),
});

export type MessageId = keyof typeof en;
export type ContentTranslate = Translate<MessageId>;
