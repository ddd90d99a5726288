/**
 * The shell's HTML answer for a pre-rendered route (ADR 035), as nginx's SSI makes it
 * (deploy/nginx): the page the shell's build wrote for the route and the player's language
 * (`pages/<name>.<language>.html`), with each include filled in from the owning remote's origin at
 * this request: from the version of it the browser runs (ADR 049), so the HTML and the live screen
 * never come from two versions. A route the document marks pre-rendered, with no page of its own,
 * gets the shell's generic page, its include named by the route's remote and fragment. The subset
 * of SSI the pages use: `block` (a stub), `include virtual … stub` and `$variables` in it.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  chooseVersion,
  documentScreenPage,
  documentScreenVariables,
  pageFile,
  pageNameOf,
  prerenderedRouteFor,
  remoteBaseToken,
  signedInTabCookie,
  type DiscoveryDocument,
} from '../../contract/src/federation';
import { acceptLanguageTags, chooseLanguage, LANGUAGE_KEY, type Language } from '../../contract/src/i18n/languages';
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

/** The names nginx's `$page_name` map takes (deploy/nginx/nginx.conf): never the generic page's own, nor one outside pages/. */
const pageName = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

/**
 * The shell's page for a route the browser's versions of the document mark pre-rendered (ADR 049),
 * with the variables its include names the remote and the fragment by; null for any other route and
 * for a route marked for the other kind of browser (a signed-in screen without a signed-in tab, ADR 079).
 */
function documentScreen(
  root: string,
  document: DiscoveryDocument | null,
  name: string,
  language: Language,
  versions: ChosenBy,
  layout: 'signed-out' | 'signed-in',
) {
  const screen = document && prerenderedRouteFor(document, name, versions.browser, versions.forced);
  const file = path.join(root, pageFile(documentScreenPage, language, layout));
  if (!screen || screen.layout !== layout || !existsSync(file)) return null;
  const variables = new Map<string, string>([
    [documentScreenVariables.remote, screen.remote],
    [documentScreenVariables.fragment, screen.fragment],
  ]);
  return { file, variables };
}

/** The composed page for the request, or null when the route has no page (the caller answers index.html). */
export async function composePage(root: string, documentFile: string, request: PageRequest): Promise<string | null> {
  const pages = path.join(root, 'pages');
  const name = pageNameOf(request.pathname);
  if (!existsSync(pages) || !pageName.test(name)) return null;
  const cookies = cookiesOf(request.cookie);
  const language = chooseLanguage(request.search, cookies.get(LANGUAGE_KEY), acceptLanguageTags(request.acceptLanguage));
  // A browser with a signed-in tab gets no signed-out screen's copy, only a signed-in page; a browser without one, no signed-in page (ADR 076).
  const signedIn = cookies.get(signedInTabCookie) === '1';
  const layouts = signedIn ? (['signed-in'] as const) : (['signed-out'] as const);
  const document = (await readDocument(documentFile))?.document ?? null;
  const ownPage = layouts.map((layout) => path.join(root, pageFile(name, language, layout))).find((file) => existsSync(file));
  // Without a page of its own, a route the document marks pre-rendered has the generic one of its kind.
  const page = ownPage
    ? { file: ownPage, variables: new Map<string, string>() }
    : documentScreen(root, document, name, language, request.versions, layouts[0]);
  if (!page) return null;

  const stubs = new Map<string, string>();
  const template = (await readFile(page.file, 'utf8')).replace(
    /<!--# block name="([\w-]+)" -->([\s\S]*?)<!--# endblock -->/g,
    (_, name: string, body: string) => {
      stubs.set(name, body);
      return '';
    },
  );
  const includes = [...template.matchAll(/<!--# include virtual="([^"]+)"(?: stub="([\w-]+)")? -->/g)];
  const filled = await Promise.all(
    includes.map(async ([, virtual, stub]) => {
      // As SSI expands `$name` in an include: a variable not set is empty.
      const expanded = virtual!.replace(/\$(\w+)/g, (_, variable: string) => page.variables.get(variable) ?? '');
      return (await fragment(document, expanded, request.versions)) ?? stubs.get(stub ?? '') ?? '';
    }),
  );
  let index = 0;
  return template.replace(/<!--# include virtual="([^"]+)"(?: stub="([\w-]+)")? -->/g, () => filled[index++]!);
}
