/**
 * The shell's HTML answer for a pre-rendered route (ADR 035), from both serving paths side by
 * side: nginx with deploy/nginx's SSI config (rendered by render.sh) and the Node static server of
 * `npm start` and the e2e suite. Each fills the page for the player's language with the remote's
 * fragment, fetched from the remote's origin at that request, and degrades to the bare page.
 */
import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { assertNginxInstalled, nginxBinary, renderNginxSite } from '../../scripts/lib/nginx';
import { startStaticServer } from '../../scripts/lib/static-server';
import { discoverySchema, documentScreenInclude, fragmentInclude } from '../../contract/src/federation';
import { LANGUAGES } from '../../contract/src/i18n/languages';
import { freePort, request, startProcess, stopProcess } from './support/http';

const indexHtml = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
const page = (language: string, fragment: string) =>
  `<!doctype html><html lang="${language}"><head></head><body><div id="prerendered"><nav>${language}</nav>${fragmentInclude('auth', fragment, language as 'en')}</div><div id="root"></div></body></html>`;
// The shell's one page for the routes the document marks pre-rendered.
const screenPage = (language: string) =>
  `<!doctype html><html lang="${language}"><head></head><body><div id="prerendered"><nav>${language}</nav>${documentScreenInclude(language as 'en')}</div><div id="root"></div></body></html>`;
// Its signed-in page (ADR 079): the top bar's frame around the same include.
const signedInScreenPage = (language: string) =>
  `<!doctype html><html lang="${language}"><head></head><body><div id="prerendered"><header></header>${documentScreenInclude(language as 'en')}<p>Loading…</p></div><div id="root"></div></body></html>`;
const skeletonOf = (language: string) =>
  `<!doctype html><html lang="${language}"><head></head><body><div id="prerendered"><nav>${language}</nav><p>Loading…</p></div><div id="root"></div></body></html>`;
// A signed-in page (ADR 076): the top bar's frame, the remote's signed-in screen, and the loading state its styles hide when the screen came.
const signedInPage = (language: string) =>
  `<!doctype html><html lang="${language}"><head></head><body><div id="prerendered"><header></header>${fragmentInclude('auth', 'dashboard', language as 'en')}<p>Loading…</p></div><div id="root"></div></body></html>`;
const fragmentOf = (language: string) =>
  `<h1>Sign in (${language})</h1><img src="__PLAYPRIZE_REMOTE_BASE__/static/media/card.0123456789.png">`;

let workDir: string;
let remote: Server;
let remotePort: number;
let nginx: ChildProcess;
const shells: { name: string; url: string }[] = [];
let nodeShell: Server;

beforeAll(async () => {
  assertNginxInstalled();
  workDir = mkdtempSync(path.join(tmpdir(), 'page-composition-'));
  chmodSync(workDir, 0o755);
  remotePort = await freePort();
  const remoteUrl = `http://localhost:${remotePort}`;
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(workDir, file)), { recursive: true });
    writeFileSync(path.join(workDir, file), content);
  };
  write('shell/index.html', indexHtml);
  const auth = {
    url: `${remoteUrl}/mf-manifest.json`,
    metadata: { version: '1.0.0' },
    extras: {
      routes: [
        { path: '/signin', module: './SignIn' },
        // Pages the shell's build has none of: the document says which the remote pre-renders.
        { path: '/promo', module: './Promo', prerendered: true },
        { path: '/plain', module: './Plain' },
        { path: '/gone/*', module: './Gone', prerendered: true },
        // A signed-in screen the remote pre-renders, framed by the top bar for a signed-in tab (ADR 079).
        { path: '/vault/*', module: './Vault', prerendered: 'signed-in' },
      ],
    },
  };
  const document = JSON.stringify({ schema: discoverySchema, microFrontends: { auth: [auth] } });
  // nginx's default document is the build's; the Node stack's is outside every build (scripts/lib/stack.ts).
  write('shell/config.json', document);
  write('stack/config.json', document);
  for (const language of LANGUAGES) {
    write(`shell/pages/signin.${language}.html`, page(language, 'signin'));
    // A page whose remote has no such fragment (an older release of the remote).
    write(`shell/pages/signup.${language}.html`, page(language, 'signup'));
    write(`auth/prerender/signin.${language}.html`, fragmentOf(language));
    write(`shell/pages/withdrawal.${language}.signed-in.html`, skeletonOf(language));
    // A route with both (Help, Contact): the signed-out copy, and the top bar's layout for a signed-in tab.
    write(`shell/pages/contact.${language}.html`, page(language, 'signin'));
    write(`shell/pages/contact.${language}.signed-in.html`, skeletonOf(language));
    write(`shell/pages/_screen.${language}.html`, screenPage(language));
    write(`shell/pages/_screen.${language}.signed-in.html`, signedInScreenPage(language));
    write(`auth/prerender/vault.${language}.html`, `<h1>Vault (${language})</h1>`);
    write(`auth/prerender/promo.${language}.html`, `<h1>Promo (${language})</h1>`);
    write(`shell/pages/index.${language}.signed-in.html`, signedInPage(language));
    write(`auth/prerender/dashboard.${language}.html`, `<h1>Welcome, player! (${language})</h1>`);
  }
  write('auth/mf-manifest.json', '{}');
  remote = await startStaticServer({ root: path.join(workDir, 'auth'), port: remotePort, spaFallback: true });

  const nodePort = await freePort();
  nodeShell = await startStaticServer({
    root: path.join(workDir, 'shell'),
    port: nodePort,
    spaFallback: true,
    discoveryDocument: path.join(workDir, 'stack/config.json'),
  });
  const nginxPort = await freePort();
  const args = renderNginxSite(path.join(workDir, 'nginx'), {
    documentRoot: path.join(workDir, 'shell'),
    listen: `127.0.0.1:${nginxPort}`,
    shell: true,
    urls: { AUTH_URL: remoteUrl },
  });
  nginx = await startProcess(nginxBinary, args, `http://127.0.0.1:${nginxPort}/index.html`);
  // nginx serves its rendered config.json; the Node server the stack's, as `npm start` writes it.
  shells.push({ name: 'nginx', url: `http://127.0.0.1:${nginxPort}` }, { name: 'node', url: `http://127.0.0.1:${nodePort}` });
});

afterAll(async () => {
  if (nginx) await stopProcess(nginx);
  await Promise.all([nodeShell, remote].map((server) => new Promise((resolve) => server?.close(resolve))));
  rmSync(workDir, { recursive: true, force: true });
});

/** What each serving path answers, decompressed. */
async function answers(pathAndQuery: string, headers: Record<string, string> = {}) {
  return Promise.all(
    shells.map(async ({ name, url }) => {
      const response = await request(`${url}${pathAndQuery}`, { headers: { 'Accept-Encoding': 'gzip', ...headers } });
      const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.body).toString() : response.body.toString();
      return { name, status: response.status, body, headers: response.headers };
    }),
  );
}

/** The page as nginx answers it: the include's fallback block gone, the include replaced by `fragment` (none when the remote has none or is down). */
const composed = (language: string, route: string, fragment = '') =>
  page(language, route)
    .replace(/<!--# block[\s\S]*?-->\s*<!--# endblock -->/, '')
    .replace(/<!--# include[^>]*-->/, fragment);
const expectedPage = (language: string) =>
  composed(language, 'signin', fragmentOf(language).replace('__PLAYPRIZE_REMOTE_BASE__', `http://localhost:${remotePort}`));

describe('the HTML answer of a route the discovery document marks pre-rendered', () => {
  const composedScreen = (language: string, fragment = '') =>
    screenPage(language)
      .replace(/<!--# block[\s\S]*?-->\s*<!--# endblock -->/, '')
      .replace(/<!--# include[^>]*-->/, fragment);

  it.each([
    ['/promo', {}, 'en'],
    ['/promo/?lang=ta', {}, 'ta'],
    ['/promo', { Cookie: 'lang=si; signed_in=0' }, 'si'],
  ])("%s (%p) is the shell's generic page with the remote's fragment", async (url, headers, language) => {
    for (const answer of await answers(url, headers)) {
      expect({ name: answer.name, status: answer.status, body: answer.body }).toEqual({
        name: answer.name,
        status: 200,
        body: composedScreen(language, `<h1>Promo (${language})</h1>`),
      });
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.vary).toMatch(/Cookie/);
      expect(answer.headers.vary).toMatch(/Accept-Language/);
    }
  });

  it('is the generic page with its include empty when the remote has no such fragment (an area, by its own page)', async () => {
    for (const answer of await answers('/gone'))
      expect({ name: answer.name, body: answer.body }).toEqual({ name: answer.name, body: composedScreen('en') });
  });

  it.each([
    ['a route not marked', '/plain', {}],
    ['a browser with a signed-in tab', '/promo', { Cookie: 'signed_in=1' }],
    ['a path under the route', '/promo/more', {}],
    ['a path under an area', '/gone/more', {}],
    ["the generic page's own name", '/_screen', {}],
    ['an escaped one', '/%5Fscreen', {}],
  ])('is index.html for %s', async (_, url, headers) => {
    for (const answer of await answers(url, headers))
      expect({ name: answer.name, status: answer.status, body: answer.body }).toEqual({ name: answer.name, status: 200, body: indexHtml });
  });
});

describe('the HTML answer of a pre-rendered route', () => {
  it.each([
    ['nothing to go by', '/signin', {}, 'en'],
    ['?lang=', '/signin?lang=ta', {}, 'ta'],
    ['the lang cookie', '/signin', { Cookie: 'theme=dark; lang=si' }, 'si'],
    ['?lang= over the cookie', '/signin?lang=ta', { Cookie: 'lang=si' }, 'ta'],
    ['the cookie over the browser', '/signin', { Cookie: 'lang=si', 'Accept-Language': 'ta' }, 'si'],
    ['the first of the browser languages that is ours', '/signin', { 'Accept-Language': 'fr-FR, ta-IN;q=0.8, si;q=0.5' }, 'ta'],
    ['English named first by the browser', '/signin', { 'Accept-Language': 'en-GB,si;q=0.9' }, 'en'],
    ['a cookie and a query that are not ours', '/signin?lang=xx', { Cookie: 'lang=fr', 'Accept-Language': 'si-LK' }, 'si'],
    ['a trailing slash', '/signin/', {}, 'en'],
  ])('carries the remote fragment in the language chosen by %s', async (_, url, headers, language) => {
    for (const answer of await answers(url, headers)) {
      expect({ name: answer.name, status: answer.status, body: answer.body }).toEqual({
        name: answer.name,
        status: 200,
        body: expectedPage(language),
      });
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.vary).toMatch(/Cookie/);
      expect(answer.headers.vary).toMatch(/Accept-Language/);
    }
  });

  it("follows the remote's redeploy at the next request", async () => {
    writeFileSync(path.join(workDir, 'auth/prerender/signin.en.html'), '<h1>Sign in, release 2</h1>');
    try {
      for (const answer of await answers('/signin'))
        expect({ name: answer.name, body: answer.body }).toEqual({
          name: answer.name,
          body: expect.stringContaining('<h1>Sign in, release 2</h1>'),
        });
    } finally {
      writeFileSync(path.join(workDir, 'auth/prerender/signin.en.html'), fragmentOf('en'));
    }
  });

  it('is the bare page when the remote has no such fragment', async () => {
    for (const answer of await answers('/signup')) {
      expect({ name: answer.name, status: answer.status }).toEqual({ name: answer.name, status: 200 });
      expect(answer.body).toBe(composed('en', 'signup'));
    }
  });

  it("gives a browser with a signed-in tab the bare page, never a signed-out screen's copy", async () => {
    for (const cookie of ['signed_in=1', 'lang=si; signed_in=1']) {
      for (const answer of await answers('/signin', { Cookie: cookie }))
        expect({ name: answer.name, status: answer.status, body: answer.body }).toEqual({
          name: answer.name,
          status: 200,
          body: indexHtml,
        });
    }
    for (const answer of await answers('/signin', { Cookie: 'signed_in=0' }))
      expect({ name: answer.name, body: answer.body }).toEqual({ name: answer.name, body: expectedPage('en') });
  });

  it("gives a signed-in page's layout to a browser with a signed-in tab only (ADR 076), index.html to others", async () => {
    for (const [cookie, expected] of [
      ['signed_in=1', skeletonOf('en')],
      ['lang=ta; signed_in=1', skeletonOf('ta')],
      [undefined, indexHtml],
      ['lang=ta', indexHtml],
      ['signed_in=0', indexHtml],
    ] as const) {
      for (const answer of await answers('/withdrawal', cookie ? { Cookie: cookie } : {}))
        expect({ name: answer.name, cookie, body: answer.body }).toEqual({ name: answer.name, cookie, body: expected });
    }
  });

  it("fills a signed-in page with its remote's signed-in screen, for a browser with a signed-in tab", async () => {
    for (const language of ['en', 'si'] as const) {
      const expected = signedInPage(language)
        .replace(/<!--# block[\s\S]*?-->[\s\S]*?<!--# endblock -->/, '')
        .replace(/<!--# include[^>]*-->/, `<h1>Welcome, player! (${language})</h1>`);
      for (const answer of await answers('/', { Cookie: `lang=${language}; signed_in=1` }))
        expect({ name: answer.name, body: answer.body }).toEqual({ name: answer.name, body: expected });
    }
  });

  it('fills the generic signed-in page with the screen the document marks "signed-in", for a browser with a signed-in tab only (ADR 079)', async () => {
    const framed = (language: string) =>
      signedInScreenPage(language)
        .replace(/<!--# block[\s\S]*?-->[\s\S]*?<!--# endblock -->/, '')
        .replace(/<!--# include[^>]*-->/, `<h1>Vault (${language})</h1>`);
    for (const [url, cookie, expected] of [
      ['/vault', 'signed_in=1', framed('en')],
      ['/vault/', 'lang=ta; signed_in=1', framed('ta')],
      ['/vault', undefined, indexHtml],
      ['/vault', 'signed_in=0', indexHtml],
      // A deeper page of the area has no copy: its page is not the route's.
      ['/vault/x', 'signed_in=1', indexHtml],
      // A signed-out screen's route gives a signed-in tab no copy, as before.
      ['/promo', 'signed_in=1', indexHtml],
    ] as const) {
      for (const answer of await answers(url, cookie ? { Cookie: cookie } : {}))
        expect({ name: answer.name, url, cookie, body: answer.body }).toEqual({ name: answer.name, url, cookie, body: expected });
    }
  });

  it("gives a route with both the signed-out screen's copy, and a browser with a signed-in tab its signed-in layout", async () => {
    for (const [cookie, expected] of [
      [undefined, expectedPage('en')],
      ['signed_in=0; lang=ta', expectedPage('ta')],
      ['signed_in=1', skeletonOf('en')],
      ['lang=si; signed_in=1', skeletonOf('si')],
    ] as const) {
      for (const answer of await answers('/contact', cookie ? { Cookie: cookie } : {}))
        expect({ name: answer.name, cookie, body: answer.body }).toEqual({ name: answer.name, cookie, body: expected });
    }
  });

  it('gives other routes index.html, and never serves a fragment to the browser directly', async () => {
    for (const answer of await answers('/profile'))
      expect({ name: answer.name, body: answer.body }).toEqual({ name: answer.name, body: indexHtml });
    for (const answer of await answers('/_fragments/auth/signin.en.html')) expect(answer.body).not.toContain('Sign in (en)');
  });

  it('is the bare page when the remote is down', async () => {
    await new Promise((resolve) => remote.close(resolve));
    for (const answer of await answers('/signin')) {
      expect({ name: answer.name, status: answer.status }).toEqual({ name: answer.name, status: 200 });
      expect(answer.body).toBe(composed('en', 'signin'));
    }
    // A signed-in page keeps its frame and loading state.
    const loading = signedInPage('en')
      .replace(/<!--# block[\s\S]*?-->[\s\S]*?<!--# endblock -->/, '')
      .replace(/<!--# include[^>]*-->/, '');
    for (const answer of await answers('/', { Cookie: 'signed_in=1' }))
      expect({ name: answer.name, body: answer.body }).toEqual({ name: answer.name, body: loading });
  });
});
