/**
 * Shared's texts in the page's language (issue 22, ADR 034); which texts, and their ids, in
 * shared-message-ids.ts. English is the texts themselves, so an English page needs neither the ids
 * nor a catalogue: both arrive with the first Sinhala or Tamil catalogue.
 */
import { createMessages, type Translate } from './messages';
import type { SharedMessage } from './shared-message-ids';

let sharedMessageIds: ReadonlyMap<SharedMessage, string> | undefined;

/** A translation, with the ids that find its texts by their English (loaded once, with the first). */
function withIds<Catalog>(catalog: Promise<Catalog>): Promise<Catalog> {
  return Promise.all([catalog, import('./shared-message-ids')]).then(([loaded, ids]) => {
    sharedMessageIds = ids.sharedMessageIds;
    return loaded;
  });
}

const { useMessages } = createMessages({
  en: {} as Record<string, never>,
  si: () => withIds(import('../locales/si.json')),
  ta: () => withIds(import('../locales/ta.json')),
});

export type Localize = {
  (text: string | null | undefined): string;
  <Value>(message: (value: Value) => string, value: Value): string;
};

function localizeWith(t: Translate<string>): Localize {
  return ((message: SharedMessage | null | undefined, value?: unknown) => {
    if (message == null) return '';
    const id = t.language === 'en' ? undefined : sharedMessageIds?.get(message);
    if (typeof message === 'function') return id ? t(id, { value: value as string | number }) : (message as (value: unknown) => string)(value);
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
