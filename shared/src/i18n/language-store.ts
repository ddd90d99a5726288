/**
 * The page's one language (ADR 034), shared by the shell and every remote through the `shared`
 * singleton. Chosen, in order, by `?lang=` on the URL, the stored choice (localStorage, then the
 * cookie), the browser's preferred languages, else English. A choice is stored in both places and
 * on `<html lang>`, and reaches the page's other tabs through the storage event.
 */
import { useSyncExternalStore } from 'react';
import { chooseLanguage, isLanguage, LANGUAGE_KEY, type Language } from 'contract/languages';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const listeners = new Set<() => void>();
let current: Language | null = null;
/** The language of a render with no browser: the build's pre-rendered screens (ADR 035). */
let serverRenderLanguage: Language = 'en';

/** Sets the language the next server render (React's server renderer, at build time) writes in. */
export function setServerRenderLanguage(language: Language): void {
  serverRenderLanguage = language;
}

/** The language chosen in this browser (localStorage, else the cookie), or null if none ever was. */
export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage refused (a privacy mode): the cookie may still say.
  }
  const cookie = document.cookie.split('; ').find((pair) => pair.startsWith(`${LANGUAGE_KEY}=`));
  const value = cookie?.slice(LANGUAGE_KEY.length + 1);
  return isLanguage(value) ? value : null;
}

function store(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // The cookie below still keeps it.
  }
  document.cookie = `${LANGUAGE_KEY}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  document.documentElement.lang = language;
}

function initialLanguage(): Language {
  const stored = storedLanguage();
  const language = chooseLanguage(window.location.search, stored, navigator.languages ?? [navigator.language]);
  // A choice made on the URL is kept for the next visit.
  if (isLanguage(new URLSearchParams(window.location.search).get(LANGUAGE_KEY))) store(language);
  document.documentElement.lang = language;
  return language;
}

function notify(language: Language): void {
  if (language === current) return;
  current = language;
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** The page's language now. */
export function currentLanguage(): Language {
  return (current ??= initialLanguage());
}

/**
 * Switches the page (and, through storage, its other tabs) to `language`, and keeps the choice.
 * `{ remember: false }` switches this page only and keeps nothing: a language the page followed (a
 * signed-in player's profile) rather than one the person at the screen chose.
 */
export function setLanguage(language: Language, { remember = true }: { remember?: boolean } = {}): void {
  if (remember) store(language);
  else document.documentElement.lang = language;
  notify(language);
}

/** Another tab of the page chose a language. */
function onStorage(event: StorageEvent): void {
  if (event.key === LANGUAGE_KEY && isLanguage(event.newValue)) notify(event.newValue);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The page's language, re-rendering on a change. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, () => serverRenderLanguage);
}
