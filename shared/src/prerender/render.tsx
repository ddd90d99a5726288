/**
 * React's server renderer with styled-components' style collection, for the build-time render of
 * an app's screens (tooling/prerender/plugin.ts bundles this with the app's sources for Node; never
 * part of a page's scripts).
 * A screen renders as the shell renders it, inside the platform's providers, under its route, signed
 * out (or, ADR 076, signed in as nobody in particular), in one of the languages, waiting for
 * everything it suspends on (its catalogue, lazy parts).
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { AppConfig } from '../config/app-config';
import type { SessionValues } from '../session/storage';
import { setServerRenderLanguage } from '../i18n/language-store';
import type { Language } from 'contract/languages';
import { PlatformProviders } from '../platform-providers';

export interface RenderedHtml {
  /** The markup. */
  html: string;
  /** The `<style>` elements of the styles the markup uses. */
  styles: string;
}

/**
 * The session a signed-in screen is rendered under at build time (ADR 076): an unsigned token whose
 * subject is no player's, so the screen shows its signed-in layout with every read still to come
 * (nothing is fetched in a server render) and no personal data can reach the copy.
 */
function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
const placeholderSession: SessionValues = {
  accessToken: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: '00000000-0000-0000-0000-000000000000', exp: 4102444800 })}.`,
  userEmail: null,
  uuid: null,
  resetCode: null,
};

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}

/**
 * `config` is the contract's local one (the build knows no deployment): a screen that shows a
 * configured value (the support address) shows that one until the browser's render takes over.
 */
export async function renderHtml(
  element: ReactNode,
  {
    path,
    route = '*',
    language,
    config,
    signedIn = false,
  }: { path: string; route?: string; language: Language; config: AppConfig; signedIn?: boolean },
): Promise<RenderedHtml> {
  setServerRenderLanguage(language);
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <PlatformProviders config={config} session={signedIn ? placeholderSession : undefined}>
          <MemoryRouter initialEntries={[path]}>
            {/* Under its route pattern, as the shell mounts it: an area's relative routes match the rest of the path. */}
            <Routes>
              <Route path={route} element={element} />
            </Routes>
          </MemoryRouter>
        </PlatformProviders>,
      ),
      { onError: (error) => void errors.push(error) },
    );
    const html = await streamText(prelude);
    // A screen that fails here would fail for players too: the build stops rather than publish a broken page.
    if (errors.length > 0) throw new Error(`Rendering ${path} (${language}) failed: ${String(errors[0])}`, { cause: errors[0] });
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
