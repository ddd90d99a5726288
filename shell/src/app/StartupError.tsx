import { GlobalStyle, productName } from 'shared';

/** Shown when the shell cannot read its configuration: nothing else can work without it. */
export function StartupError({ detail }: { detail: string }) {
  return (
    <main style={{ maxWidth: 640, margin: '0 auto', padding: '3rem 1.5rem' }}>
      <GlobalStyle />
      <h1>{productName} could not start</h1>
      <p>Please reload the page in a moment. If this keeps happening, contact support.</p>
      <p role="alert">{detail}</p>
    </main>
  );
}
