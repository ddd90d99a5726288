import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { setLanguage } from '../i18n/language-store';
import { renderScreen } from './render';
import type { Language } from 'contract/languages';

/** Letters of Sinhala and of Tamil script: a text shown in one of them has some, an English one none. */
const scriptLetters: Record<Exclude<Language, 'en'>, RegExp> = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };

/**
 * Expects `shown` to be `english` on an English page and, on a Sinhala or Tamil one, written in
 * that script: for shared's texts, whose translations `shared` owns and this remote's tests do not
 * copy.
 */
export function expectInLanguage(shown: string | null | undefined, language: Language, english: string): void {
  if (language === 'en') expect(shown).toBe(english);
  else expect(shown).toMatch(scriptLetters[language]);
}

/** The text of the screen's error region that says something (the form's regions are always there). */
export function alertText(): string | undefined {
  return screen.queryAllByRole('alert').find((region) => region.textContent)?.textContent ?? undefined;
}

/** The text of the screen's progress region that says something (the test page's location probe is a status region too). */
export function statusText(): string | undefined {
  return screen.queryAllByRole('status').find((region) => region.textContent && !region.dataset.testid)?.textContent ?? undefined;
}

/** The screen rendered on a page in `language` (the catalogues it needs loaded first, as a page waits for them). */
export function renderInLanguage(language: Language, ui: ReactElement) {
  act(() => setLanguage(language));
  return act(async () => void renderScreen(ui));
}

/**
 * A suite run once in each language that `expected` has texts for, given that language and its
 * texts; the page is back in English after each test, as the next suite expects. The English
 * texts say what every language must have, so a table needs no type of its own.
 */
export function describeInLanguages<Words>(
  title: string,
  expected: { en: Words } & Record<Language, NoInfer<Words>>,
  suite: (language: Language, words: Words) => void,
): void {
  afterEach(() => act(() => setLanguage('en')));
  describe.each(Object.keys(expected) as Language[])(title, (language) => suite(language, expected[language]));
}
