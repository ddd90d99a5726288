/** The product in its players' languages (ADR 034): the page's language and each app's messages. */
export * from 'contract/languages';
export { formatDate, formatNumber, type DateFormat } from 'contract/format';
export { currentLanguage, setLanguage, setServerRenderLanguage, storedLanguage, useLanguage } from './language-store';
export { createMessages, type Catalogs, type MessageValues, type Translate } from './messages';
export { LanguageSelect } from './LanguageSelect';
export { useSharedMessages, type Localize } from './shared-messages';
export { withElements } from './with-elements';
