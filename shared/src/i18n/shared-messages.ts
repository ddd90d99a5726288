/**
 * Shared's texts in the page's language (issue 22, ADR 034); which texts, and their ids, in
 * shared-message-ids.ts.
 */
import { createMessages, type Translate } from './messages';
import { sharedMessageIds, type SharedMessage } from './shared-message-ids';

/** English as Lingui's compiled form ([text]); a message function's English comes from calling it. */
const english = Object.fromEntries([...sharedMessageIds].filter(([text]) => typeof text === 'string').map(([text, id]) => [id, [text]]));

const { useMessages } = createMessages({
  en: english,
  si: () => import('../locales/si.json'),
  ta: () => import('../locales/ta.json'),
});

export type Localize = {
  (text: string | null | undefined): string;
  <Value>(message: (value: Value) => string, value: Value): string;
};

function localizeWith(t: Translate<string>): Localize {
  return ((message: SharedMessage | null | undefined, value?: unknown) => {
    if (message == null) return '';
    const id = sharedMessageIds.get(message);
    if (typeof message === 'function') {
      return id && t.language !== 'en' ? t(id, { value: value as string | number }) : (message as (value: unknown) => string)(value);
    }
    return id ? t(id) : message;
  }) as Localize;
}

/**
 * `localize(text)`: a text of shared's (spec message, refusal, status…) in the page's language, any
 * other text as it is; `localize(messages.otp.resendIn, 30)` for a message with a value.
 */
export function useSharedMessages(): Localize {
  return localizeWith(useMessages());
}
