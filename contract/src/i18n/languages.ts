/**
 * The product's languages (ADR 034): English as the spec writes it, Sinhala and Tamil.
 * Stateless and React-free: the shell's boot script, the server and the screens read the same list.
 */
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language by its own name, as the 'Language' control lists it. */
export const languageNames: Record<Language, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

/**
 * The locale `Intl` pluralises, names countries and sorts with. Numbers and dates are written by
 * contract/format instead: ta-LK would group in lakhs (10,00,000), which Sri Lanka does not use.
 */
export const intlLocales: Record<Language, string> = { en: 'en-US', si: 'si-LK', ta: 'ta-LK' };

/** Where the choice is kept: localStorage and a cookie (a server answering the HTML can read it), and the URL parameter that sets it. */
export const LANGUAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language tags of an Accept-Language header, most preferred first (by weight, then order;
 * `*` and those weighted 0 left out): what a server has for `navigator.languages`.
 */
export function acceptLanguageTags(header: string | readonly string[] | undefined): string[] {
  return (typeof header === 'string' ? header : (header ?? []).join(','))
    .split(',')
    .map((range, order) => {
      const [tag = '', ...parameters] = range.split(';').map((part) => part.trim());
      const quality = parameters.find((parameter) => /^q=/i.test(parameter));
      const weight = quality === undefined ? 1 : Number(quality.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}

/** The first of the browser's preferred languages that is one of ours (by its primary subtag: 'ta-IN' is Tamil), else English. */
export function preferredLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const primary = tag.split('-')[0]!.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/**
 * The page's language at its first load: `?lang=` on the URL, else the stored choice, else the
 * browser's preferred languages, else English.
 */
export function chooseLanguage(urlSearch: string, stored: string | null | undefined, browserLanguages: readonly string[]): Language {
  const fromUrl = new URLSearchParams(urlSearch).get(LANGUAGE_KEY);
  if (isLanguage(fromUrl)) return fromUrl;
  return isLanguage(stored) ? stored : preferredLanguage(browserLanguages);
}
