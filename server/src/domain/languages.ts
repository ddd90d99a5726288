/**
 * The players' languages on the server (ADR 034): the profile's, or for a request with no
 * profile behind it (a registration, a contact message) the page's, which the client sends as
 * Accept-Language. The list itself is `contract/languages`, which the mail templates read too.
 */
import { acceptLanguageTags, preferredLanguage, type Language } from 'contract/languages';

export { isLanguage, type Language } from 'contract/languages';

/**
 * The most preferred of our languages in an Accept-Language header (by weight, then order; a
 * range counts by its primary subtag, so 'ta-IN' is Tamil), else English.
 */
export function acceptedLanguage(header: string | string[] | undefined): Language {
  return preferredLanguage(acceptLanguageTags(header));
}
