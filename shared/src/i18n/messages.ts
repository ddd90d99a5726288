/**
 * One app's messages in the three languages (ADR 034), through Lingui's runtime: each app (the
 * shell, each remote) owns its catalogues under `src/locales/`, English bundled with it, Sinhala and
 * Tamil each a chunk loaded the first time that language is shown. Catalogues are ICU messages,
 * compiled when built (tooling/i18n), so the page carries Lingui's small interpreter, not its compiler.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { use, useEffect, useRef, useState } from 'react';
import { useLanguage } from './language-store';
import { intlLocales, type Language } from 'contract/languages';
import { formatNumber } from 'contract/format';
import { scriptFontReady } from './script-fonts';
import { settled } from '../suspense/settled';

type CatalogModule = { default: unknown };

export interface Catalogs<Catalog> {
  /** The English catalogue, imported with the app: the spec's texts. */
  en: Catalog;
  si: () => Promise<CatalogModule>;
  ta: () => Promise<CatalogModule>;
}

/** Values an ICU message interpolates ({name}, {count, plural, …}, {amount, number}). */
export type MessageValues = Record<string, string | number>;
/** Translates an id in the language on screen, which it names (during a switch, still the one before). */
export type Translate<Id extends string> = ((id: Id, values?: MessageValues) => string) & { language: Language };

/** Stands for a backslash inside a value while Lingui writes the message. */
const BACKSLASH = '\uE001';

/**
 * The message with its values. Lingui decodes \uNNNN and \xNN anywhere in what it writes, values
 * included: a value (an operator's words, what a player typed) keeps its backslashes as written.
 */
function translated(i18n: I18n, id: string, values?: MessageValues): string {
  if (!values) return i18n._(id);
  const written = withFigures(values, i18n.locale as Language);
  if (!Object.values(values).some((value) => typeof value === 'string' && value.includes('\\'))) return i18n._(id, written);
  const guarded = Object.fromEntries(
    Object.entries(written).map(([name, value]) => [name, typeof value === 'string' ? value.replaceAll('\\', BACKSLASH) : value]),
  );
  return i18n._(id, guarded).replaceAll(BACKSLASH, '\\');
}

/**
 * Where a message writes a number ({amount, number}, or # in a plural), the figure as
 * contract/format writes it, in every language: Lingui would format it in the language's own
 * locale, and Tamil's (ta-LK) groups in lakhs (5,00,000), which Sri Lanka does not use. The
 * locale still chooses the plural forms. Each number arrives written, under its name with this
 * suffix, and with what chooses a plural's case (below).
 */
const FIGURE = '\uE002figure';

/**
 * A plural's case is chosen here, not by Lingui's plural formatter: that one writes the number in
 * the language's locale on every call, shown or not, and a page's first `Intl.NumberFormat` costs
 * 12–24 ms of CPU for ICU's number data (ADR 083): on the top bar's coins, in the first screen's
 * render. Each plural becomes a select on the number as written (its =0 … cases), then on its
 * plural category, which `Intl.PluralRules` (under 1 ms) gives for the language, as Lingui's does.
 */
const EXACT = '\uE002exact';
const CATEGORY = '\uE002category';
const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
const pluralRules = new Map<Language, Intl.PluralRules>();

function withFigures(values: MessageValues, language: Language): MessageValues {
  const written: MessageValues = { ...values };
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(intlLocales[language])));
  for (const [name, value] of Object.entries(values)) {
    // As Lingui reads a plural's value: a string as the number it spells (NaN: other).
    Object.assign(written, { [`${name}${EXACT}`]: String(value), [`${name}${CATEGORY}`]: rules.select(Number(value)) });
    if (typeof value === 'number') written[`${name}${FIGURE}`] = formatNumber(value);
  }
  return written;
}

/** A compiled message token: text, or [name, type?, format?]. */
type Token = string | [string, string?, unknown?];

/** A compiled message with every plain number (and a plural's #) read from its written figure, and each plural a select. */
function figuresWritten(message: unknown, plural?: string): unknown {
  if (!Array.isArray(message)) return message;
  return (message as Token[]).map((token) => {
    if (token === '#' && plural !== undefined) return [`${plural}${FIGURE}`];
    if (!Array.isArray(token)) return token;
    const [name, type, format] = token;
    if (type === 'number' && format === undefined) return [`${name}${FIGURE}`];
    if ((type === 'plural' || type === 'selectordinal' || type === 'select') && format && typeof format === 'object') {
      const cases = format as Record<string, unknown>;
      // A select's # is its plural's; a plural with an offset writes # as the value less the offset: left to Lingui.
      const counted = type === 'select' ? plural : cases.offset === undefined ? name : undefined;
      const written = Object.entries(cases).map(([key, value]) => [key, figuresWritten(value, counted)] as const);
      if (type !== 'plural' || cases.offset !== undefined) return [name, type, Object.fromEntries(written)];
      const byCategory: Token = [`${name}${CATEGORY}`, 'select', Object.fromEntries(written.filter(([key]) => PLURAL_CATEGORIES.has(key)))];
      const exact = written.filter(([key]) => !PLURAL_CATEGORIES.has(key));
      return exact.length === 0 ? byCategory : [`${name}${EXACT}`, 'select', { ...Object.fromEntries(exact), other: [byCategory] }];
    }
    return token;
  });
}

function instance(language: Language, messages: unknown): I18n {
  const catalog = Object.fromEntries(Object.entries(messages as Messages).map(([id, message]) => [id, figuresWritten(message)]));
  return setupI18n({ locale: language, locales: [intlLocales[language]], messages: { [language]: catalog as Messages } });
}

/**
 * The app's `useMessages()`: the translate function of the page's language. A screen first shown
 * in a language whose catalogue has not arrived waits for it (Suspense); a switch keeps the
 * language on screen until the new one has arrived, so nothing blinks through English. A catalogue
 * that cannot be loaded leaves the screen in the language it has.
 */
export function createMessages<Catalog extends Record<string, unknown>>(catalogs: Catalogs<Catalog>) {
  type Id = keyof Catalog & string;
  const loaded: Partial<Record<Language, I18n>> = { en: instance('en', catalogs.en) };
  const loading: Partial<Record<Language, Promise<void>>> = {};
  const failed = new Set<Language>();
  /** The language this app's mounted screens show (always loaded); null while none is mounted. */
  let lastShown: Language | null = null;
  let mountedScreens = 0;

  /** Settles once the catalogue is loaded or has failed to (then tried again at the next switch to it). */
  function load(language: Exclude<Language, 'en'>): Promise<void> {
    if (failed.delete(language)) delete loading[language];
    // The script's font loads beside the catalogue: the words appear in it, never moving after.
    return (loading[language] ??= settled(
      Promise.all([catalogs[language](), scriptFontReady(language)]).then(
        ([module]) => void (loaded[language] = instance(language, module.default)),
        () => void failed.add(language),
      ),
    ));
  }

  function useMessages(): Translate<Id> {
    const language = useLanguage();
    const mounted = useRef(false);
    // A screen mounted during a switch starts in the language the app's other screens still show.
    const [shown, setShown] = useState<Language | null>(() => (loaded[language] ? language : lastShown));
    // The first screen of a page in a language not loaded yet waits for it rather than flash English.
    // Until mounted, every render in the page's language asks (React wants a render after a wait to
    // make the same use() calls) and gets the settled promise at once. A mounted screen never waits:
    // that would hide what the page shows until the catalogue came.
    if (!mounted.current && (shown === null || shown === language) && language !== 'en' && !failed.has(language)) use(load(language));
    const showing = shown !== null && loaded[shown] ? shown : loaded[language] ? language : (lastShown ?? 'en');

    useEffect(() => {
      mounted.current = true;
      lastShown = showing;
    }, [showing]);
    useEffect(() => {
      mountedScreens += 1;
      return () => {
        // With none of the app's screens left, the next one waits for its language as a first one does.
        if ((mountedScreens -= 1) === 0) lastShown = null;
      };
    }, []);

    useEffect(() => {
      if (language === showing) return;
      if (language === 'en' || loaded[language]) return setShown(language);
      let current = true;
      void load(language).then(() => {
        if (current && loaded[language]) setShown(language);
      });
      return () => {
        current = false;
      };
    }, [language, showing]);

    const i18n = loaded[showing]!;
    return Object.assign((id: Id, values?: MessageValues) => translated(i18n, id, values), { language: showing });
  }

  return { useMessages };
}
