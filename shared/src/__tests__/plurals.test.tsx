/**
 * Plurals chosen without Lingui's plural formatter (ADR 083): every plural of every app's
 * catalogue reads as Lingui itself writes it, in all three languages, and translating one creates
 * no `Intl.NumberFormat` (the first one costs a page 12–24 ms of CPU). Its own file: Lingui
 * keeps the formatters it has made for the module's life, so a test after another would not see one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { act, cleanup, render } from '@testing-library/react';
import { Suspense } from 'react';
import { intlLocales, LANGUAGES, type Language } from 'contract/languages';
import { createMessages, setLanguage, type MessageValues, type Translate } from '../i18n';

const root = path.resolve(__dirname, '../../..');
const catalogue = (app: string, language: Language) =>
  JSON.parse(readFileSync(path.join(root, app, 'src/locales', `${language}.json`), 'utf8')) as Record<string, string>;
const apps = readdirSync(root).filter((app) => {
  try {
    return LANGUAGES.every((language) => Object.keys(catalogue(app, language)).length > 0);
  } catch {
    return false;
  }
});

type Token = string | [string, string?, Record<string, unknown>?];

/** Every value a compiled message names, plurals' cases included. */
function namesIn(message: unknown, names = new Set<string>()): Set<string> {
  for (const token of Array.isArray(message) ? (message as Token[]) : []) {
    if (!Array.isArray(token)) continue;
    names.add(token[0]);
    for (const inner of Object.values(token[2] ?? {})) namesIn(inner, names);
  }
  return names;
}

const compiledAll = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]));

/** The plural messages of every app's catalogue in the language, compiled. */
function plurals(language: Language) {
  return apps.flatMap((app) =>
    Object.entries(compiledAll(catalogue(app, language)))
      .filter(([, message]) => JSON.stringify(message).includes('"plural"'))
      .map(([id, message]) => ({ app, id, message })),
  );
}

/** The app's translate function in the language, as a screen gets it. */
async function translatorFor(language: Language, messages: Record<string, unknown>): Promise<Translate<string>> {
  const { useMessages } = createMessages({
    en: messages,
    si: () => Promise.resolve({ default: messages }),
    ta: () => Promise.resolve({ default: messages }),
  });
  let translate: Translate<string> | undefined;
  function Probe() {
    translate = useMessages();
    return null;
  }
  cleanup();
  act(() => setLanguage(language));
  await act(
    async () =>
      void render(
        <Suspense fallback={null}>
          <Probe />
        </Suspense>,
      ),
  );
  return translate!;
}

// Numbers under 1,000 are written alike by every locale here, so Lingui's own figures compare.
const COUNTS = [0, 1, 2, 3, 4, 5, 6, 10, 11, 20, 21, 100, 101, 0.5, 1.5, 2.25];

describe('plurals, chosen as Lingui chooses them without its number formatting', () => {
  it('a plural translated in each language creates no Intl.NumberFormat', async () => {
    const created = jest.spyOn(Intl, 'NumberFormat');
    for (const language of LANGUAGES) {
      const messages = Object.fromEntries(plurals(language).map(({ id, message }) => [id, message]));
      const translate = await translatorFor(language, messages);
      for (const id of Object.keys(messages)) {
        const values = Object.fromEntries([...namesIn(messages[id])].map((name) => [name, 2_500]));
        expect(translate(id, values)).toMatch(/2,500/);
      }
    }
    expect(created).not.toHaveBeenCalled();
    created.mockRestore();
  });

  it.each(LANGUAGES)('every plural of every catalogue in %s reads as Lingui writes it, =0 cases and categories alike', async (language) => {
    const found = plurals(language);
    expect(found.length).toBeGreaterThan(0);
    for (const app of new Set(found.map((plural) => plural.app))) {
      const messages = Object.fromEntries(found.filter((plural) => plural.app === app).map(({ id, message }) => [id, message]));
      const lingui = setupI18n({ locale: language, locales: [intlLocales[language]], messages: { [language]: messages as never } });
      const translate = await translatorFor(language, messages);
      for (const id of Object.keys(messages)) {
        for (const count of COUNTS) {
          const values: MessageValues = Object.fromEntries([...namesIn(messages[id])].map((name) => [name, count]));
          expect(`${app} ${id} ${count}: ${translate(id, values)}`).toBe(`${app} ${id} ${count}: ${lingui._(id, values)}`);
        }
      }
    }
  });
});
