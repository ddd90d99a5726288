/**
 * Shared's texts in the page's language (ADR 034); which texts, and their ids, in
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

/**
 * The id of a message with a value. A remote may run its own copy of a shared module (contract/games,
 * say), so the function it holds is not the one the table was made from: the table's function that
 * writes the same English for the same value is the same message.
 */
function idOfParameterized(message: (value: unknown) => string, value: unknown, english: string): string | undefined {
  const id = sharedMessageIds?.get(message as SharedMessage);
  if (id) return id;
  for (const [known, knownId] of sharedMessageIds ?? []) {
    if (typeof known === 'function' && writes(known as (value: unknown) => string, value) === english) return knownId;
  }
  return undefined;
}

/** What a message writes for a value, or null when the value is not one it takes (a number where it wants a label). */
function writes(message: (value: unknown) => string, value: unknown): string | null {
  try {
    return message(value);
  } catch {
    return null;
  }
}

function localizeWith(t: Translate<string>): Localize {
  return ((message: SharedMessage | null | undefined, value?: unknown) => {
    if (message == null) return '';
    if (typeof message === 'function') {
      const english = (message as (value: unknown) => string)(value);
      const id = t.language === 'en' ? undefined : idOfParameterized(message as (value: unknown) => string, value, english);
      return id ? t(id, { value: value as string | number }) : english;
    }
    if (t.language === 'en') return message;
    const id = sharedMessageIds?.get(message);
    if (id) return t(id);
    // Written out already (a schema's error, a server's refusal): a message with a value, read back.
    const written = writtenWithValue(message);
    return written ? t(written.id, { value: written.value }) : message;
  }) as Localize;
}

/** Each message with a value as a pattern of what it writes, its value captured: made once, when first needed. */
let patterns: { id: string; pattern: RegExp }[] | undefined;
const SENTINEL = '\u0001';

function writtenWithValue(text: string): { id: string; value: string } | undefined {
  patterns ??= [...(sharedMessageIds ?? [])].flatMap(([message, id]) => {
    const english = typeof message === 'function' ? writes(message as (value: unknown) => string, SENTINEL) : null;
    if (!english?.includes(SENTINEL)) return [];
    const [first, ...rest] = english.split(SENTINEL).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return [{ id, pattern: new RegExp(`^${first}(.+?)${rest.join('\\1')}$`) }];
  });
  for (const { id, pattern } of patterns) {
    const value = pattern.exec(text)?.[1];
    if (value !== undefined) return { id, value };
  }
  return undefined;
}

/**
 * `localize(text)`: a text of shared's (spec message, refusal, status…) in the page's language, any
 * other text as it is; `localize(messages.otp.resendIn, 30)` for a message with a value.
 */
export function useSharedMessages(): Localize {
  return localizeWith(useMessages());
}
