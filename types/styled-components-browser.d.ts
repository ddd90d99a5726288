// The package's browser ES build, which shared/src/styled/styled-components.ts re-exports by path (ADR 073): the package's types.
declare module 'styled-components/dist/styled-components.browser.esm.js' {
  export * from 'styled-components';
  export { default } from 'styled-components';
}
