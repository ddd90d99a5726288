/**
 * The shell's HTML answer for a pre-rendered route (ADR 035), as nginx's SSI makes it
 * (deploy/nginx): the page the shell's build wrote for the route and the player's language
 * (`pages/<name>.<language>.html`), with each include filled in from the owning remote's origin at
 * this request: from the version of it the browser runs (ADR 049), so the HTML and the live screen
 * never come from two versions. The subset of SSI the pages use: `block` (a stub) and
 * `include virtual … stub`.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  chooseVersion,
  pageFile,
  pageNameOf,
  remoteBaseToken,
  signedInTabCookie,
  type DiscoveryDocument,
} from '../../contract/src/federation';
import { acceptLanguageTags, chooseLanguage, LANGUAGE_KEY } from '../../contract/src/i18n/languages';
import { cookiesOf, readDocument, type ChosenBy } from './browser-versions';

/** A remote that does not answer within this gives the page without its fragment (the browser renders it). */
const FRAGMENT_TIMEOUT_MS = 2000;

export interface PageRequest {
  pathname: string;
  search: string;
  cookie?: string;
  acceptLanguage?: string;
  /** The browser whose versions the fragments come from. */
  versions: ChosenBy;
}

/** The base URL (where its manifest is) of the version of `remote` this browser runs, as the browser reaches it. */
function remoteBase(document: DiscoveryDocument | null, remote: string, versions: ChosenBy): URL | null {
  const listed = document?.microFrontends[remote];
  return listed?.length ? new URL('.', chooseVersion(remote, listed, versions.browser, versions.forced[remote]).url) : null;
}

/** `/_fragments/<remote>/<file>` from `<remote's base>/prerender/<file>`, its asset URLs made absolute; null if it cannot be had. */
async function fragment(document: DiscoveryDocument | null, virtual: string, versions: ChosenBy): Promise<string | null> {
  const match = /^\/_fragments\/(\w+)\/([\w.-]+\.html)$/.exec(virtual);
  if (!match) return null;
  try {
    const base = remoteBase(document, match[1]!, versions);
    if (!base) return null;
    const response = await fetch(new URL(`prerender/${match[2]}`, base), { signal: AbortSignal.timeout(FRAGMENT_TIMEOUT_MS) });
    if (!response.ok) return null;
    return (await response.text()).replaceAll(remoteBaseToken, base.href.replace(/\/$/, ''));
  } catch {
    return null;
  }
}

/** The composed page for the request, or null when the route has no page (the caller answers index.html). */
export async function composePage(root: string, documentFile: string, request: PageRequest): Promise<string | null> {
  const pages = path.join(root, 'pages');
  if (!existsSync(pages)) return null;
  const cookies = cookiesOf(request.cookie);
  const language = chooseLanguage(request.search, cookies.get(LANGUAGE_KEY), acceptLanguageTags(request.acceptLanguage));
  const name = pageNameOf(request.pathname);
  // A browser with a signed-in tab gets no signed-out screen's copy, only a signed-in page's layout.
  const layouts = cookies.get(signedInTabCookie) === '1' ? (['signed-in'] as const) : (['signed-out', 'signed-in'] as const);
  const page = layouts
    .map((layout) => path.join(root, pageFile(name, language, layout)))
    .find((file) => file.startsWith(pages + path.sep) && existsSync(file));
  if (!page) return null;

  const stubs = new Map<string, string>();
  const template = (await readFile(page, 'utf8')).replace(
    /<!--# block name="([\w-]+)" -->([\s\S]*?)<!--# endblock -->/g,
    (_, name: string, body: string) => {
      stubs.set(name, body);
      return '';
    },
  );
  const includes = [...template.matchAll(/<!--# include virtual="([^"]+)"(?: stub="([\w-]+)")? -->/g)];
  const document = (await readDocument(documentFile))?.document ?? null;
  const filled = await Promise.all(
    includes.map(async ([, virtual, stub]) => (await fragment(document, virtual!, request.versions)) ?? stubs.get(stub ?? '') ?? ''),
  );
  let index = 0;
  return template.replace(/<!--# include virtual="([^"]+)"(?: stub="([\w-]+)")? -->/g, () => filled[index++]!);
}
