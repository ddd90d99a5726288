/**
 * The players' languages on the server (ADR 034): the profile's, or for a request with no
 * profile behind it (a registration, a contact message) the page's, which the client sends as
 * Accept-Language.
 */
import { acceptLanguageTags, preferredLanguage } from 'shared/languages';
import { PlayerLanguage } from 'shared/schemas';

export type Language = (typeof PlayerLanguage.options)[number];

export const isLanguage = (value: unknown): value is Language => PlayerLanguage.safeParse(value).success;

/**
 * The most preferred of our languages in an Accept-Language header (by weight, then order; a
 * range counts by its primary subtag, so 'ta-IN' is Tamil), else English.
 */
export function acceptedLanguage(header: string | string[] | undefined): Language {
  return preferredLanguage(acceptLanguageTags(header));
}
