/**
 * The players' languages on the server (issue 22, ADR 034): the profile's, or for a request with no
 * profile behind it (a registration, a contact message) the page's, which the client sends as
 * Accept-Language.
 */
import { PlayerLanguage } from 'shared/schemas';

export type Language = (typeof PlayerLanguage.options)[number];

export const isLanguage = (value: unknown): value is Language => PlayerLanguage.safeParse(value).success;

/**
 * The most preferred of our languages in an Accept-Language header (by weight, then order; a
 * range counts by its primary subtag, so 'ta-IN' is Tamil), else English.
 */
export function acceptedLanguage(header: string | string[] | undefined): Language {
  const ranges = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((range, order) => {
    const [tag = '', ...parameters] = range.split(';').map((part) => part.trim());
    const quality = parameters.find((parameter) => /^q=/i.test(parameter));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    return { language: tag.split('-')[0]!.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, order };
  });
  const best = ranges
    .filter((range) => range.weight > 0 && isLanguage(range.language))
    .sort((a, b) => b.weight - a.weight || a.order - b.order)[0];
  return best ? (best.language as Language) : 'en';
}
