import { chooseLanguage, LANGUAGE_KEY, type Language } from 'contract/languages';

/** Where the shell's build writes the offline page of each language (shell/src/prerender/pages.tsx). */
export const offlinePagePath = (language: Language) => `/offline/${language}.html`;

/**
 * The offline page's language, as the shell's pages choose theirs: `?lang=` on the URL, else the
 * stored choice (the `lang` cookie the shell writes beside localStorage, which a worker can read),
 * else the browser's languages.
 */
export function offlineLanguage(url: string, storedChoice: string | null | undefined, browserLanguages: readonly string[]): Language {
  let search = '';
  try {
    search = new URL(url).search;
  } catch {
    // A URL the worker cannot read has no choice in it.
  }
  return chooseLanguage(search, storedChoice, browserLanguages);
}

export { LANGUAGE_KEY };

const retryLink = /<a href="\/" data-offline-retry="">/;

/** The offline page with its "Try again" link pointing at the address that could not be loaded. */
export function withRetryLink(html: string, url: string): string {
  const href = url.replaceAll('&', '&amp;').replaceAll('"', '%22').replaceAll('<', '%3C');
  return html.replace(retryLink, `<a href="${href}">`);
}
