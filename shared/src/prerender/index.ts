/** Build-time server rendering of screens (ADR 035): bundled for Node by tooling/prerender, never into a page. */
export { renderHtml, type RenderedHtml } from './render';
export { fragmentMarker, renderFragments, type PrerenderedScreen } from './fragments';
export { scriptFontHead } from '../i18n/script-fonts';
