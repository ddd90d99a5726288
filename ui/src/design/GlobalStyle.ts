import { createGlobalStyle } from 'styled-components';
import { tokens } from 'contract/design-tokens';

/** Page-wide base styles; rendered once by the shell (or a standalone harness). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: dark; -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${tokens.color.background};
    color: ${tokens.color.text};
    font-family: ${tokens.font.family};
    font-size: ${tokens.font.size.md};
    line-height: 1.5;
  }
  /* A heading's word longer than a phone is wide (Tamil has some) breaks rather than push the page sideways. */
  h1, h2, h3 { overflow-wrap: break-word; }
  a { color: ${tokens.color.primary}; }
  a:hover { color: ${tokens.color.primaryHover}; }
  :focus-visible { outline: 3px solid ${tokens.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
