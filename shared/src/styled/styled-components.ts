/**
 * The platform's `styled-components` singleton: rspack.base.ts shares this file under that name, so
 * every app's `import … from 'styled-components'` in the browser gets these exports, from one copy
 * on the page.
 *
 * Why not the package itself: a shared module is never tree-shaken, and the whole package
 * (ThemeProvider, keyframes, StyleSheetManager, the server sheet …) cost every first visit 1.7 kB
 * gzip more than the single bundle's tree-shaken copy (ADR 073, as the router's, ADR 013). The
 * server render (shared/src/prerender) is not shared and imports the package itself.
 * tooling/test/styled-singleton.test.ts fails when an app imports an export missing here.
 */
// By path: under its own name the import would be this shared module itself (federation consumes it), not the package.
export { default, createGlobalStyle, css } from 'styled-components/dist/styled-components.browser.esm.js';
