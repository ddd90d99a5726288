/**
 * The shell's nginx answers a route the discovery document marks pre-rendered, which the shell's
 * build has no page for, with its generic page (ADR 049, step 6): the include from the version of
 * the route's remote the browser runs, held to the TypeScript lookup (prerenderedRouteFor) browser
 * by browser. Real nginx on free ports, beside a fake remote; page-composition.test.ts holds the
 * Node server to the same answers.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  browserCookie,
  chooseVersion,
  discoverySchema,
  documentScreenInclude,
  pageNameOf,
  prerenderedRouteFor,
  type DiscoveredRoute,
  type DiscoveryDocument,
  type MicroFrontendVersion,
} from '../../contract/src/federation';
import { assertNginxInstalled } from '../../scripts/lib/nginx';
import { freePort, request, stopProcess } from './support/http';
import { startShellNginx } from './support/shell-nginx';

const bare = '<!doctype html><title>shell</title>';
let workDir: string;
let shellUrl: string;
let documentFile: string;
let remoteUrl: string;
let nginx: ChildProcess;
let remote: Server;

const route = (path: string, prerendered?: DiscoveredRoute['prerendered']): DiscoveredRoute => ({
  path,
  module: './Lab',
  ...(prerendered && { prerendered }),
});
const version = (base: string, number: string, routes: DiscoveredRoute[], traffic?: number): MicroFrontendVersion => ({
  url: `${remoteUrl}${base}/mf-manifest.json`,
  metadata: { version: number },
  ...(traffic === undefined ? {} : { deployment: { traffic, default: number === '1.0.0' } }),
  extras: { routes },
});
/** /canary marked in lab's version 2 only, with an area /plain/* beside arcade's /plain, which wins; arcade's area /arcade/* marked. */
const marked = (): DiscoveryDocument => ({
  schema: discoverySchema,
  microFrontends: {
    lab: [version('/v1', '1.0.0', [route('/canary')], 50), version('/v2', '2.0.0', [route('/canary', true), route('/plain/*', true)], 50)],
    arcade: [version('/arcade', '1.0.0', [route('/arcade/*', true), route('/plain'), route('/vault/*', 'signed-in')])],
  },
});
/** Replaced at once, as an operator must (ADR 049). */
const write = (document: DiscoveryDocument) => {
  writeFileSync(`${documentFile}.tmp`, JSON.stringify(document));
  renameSync(`${documentFile}.tmp`, documentFile);
};
const page = (url: string, cookie?: string) => request(`${shellUrl}${url}`, { headers: cookie ? { Cookie: cookie } : {} });

/**
 * What the TypeScript lookup says this browser's page is: the generic one of the route's kind (a
 * signed-in one only with a signed-in tab, a signed-out one only without, ADR 079) with the
 * fragment the fake remote sends, or none.
 */
function expectedPage(
  document: DiscoveryDocument,
  url: string,
  browser: string,
  forced: Record<string, string> = {},
  signedIn = false,
): string {
  const screen = prerenderedRouteFor(document, pageNameOf(url.split('?')[0]!), browser, forced);
  if (!screen || (screen.layout === 'signed-in') !== signedIn) return bare;
  const base = new URL('.', chooseVersion(screen.remote, document.microFrontends[screen.remote]!, browser, forced[screen.remote]).url);
  const fragment = `<p>${base.pathname}prerender/${screen.fragment}.en.html ${base.href.replace(/\/$/, '')}</p>`;
  return signedIn ? `<header>bar</header>${fragment}` : `<main>${fragment}</main>`;
}

beforeAll(async () => {
  assertNginxInstalled();
  workDir = mkdtempSync(path.join(tmpdir(), 'nginx-document-screens-'));
  // nginx's workers run as nobody when the tests run as root: they must reach the files.
  chmodSync(workDir, 0o755);
  // A fragment names the path it came from and the base it was given.
  remote = createServer((incoming, response) => {
    const pathname = new URL(incoming.url!, 'http://remote').pathname;
    if (!pathname.includes('/prerender/')) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'text/html' }).end(`<p>${pathname} __PLAYPRIZE_REMOTE_BASE__</p>`);
  });
  const remotePort = await freePort();
  await new Promise<void>((resolve) => remote.listen(remotePort, '127.0.0.1', resolve));
  remoteUrl = `http://127.0.0.1:${remotePort}`;
  const build = path.join(workDir, 'build');
  mkdirSync(path.join(build, 'pages'), { recursive: true });
  writeFileSync(path.join(build, 'index.html'), bare);
  writeFileSync(path.join(build, 'config.json'), JSON.stringify(marked()));
  writeFileSync(path.join(build, 'pages/_screen.en.html'), `<main>${documentScreenInclude('en')}</main>`);
  writeFileSync(path.join(build, 'pages/_screen.en.signed-in.html'), `<header>bar</header>${documentScreenInclude('en')}`);
  ({ nginx, shellUrl, documentFile } = await startShellNginx(workDir, build, {}));
});
beforeEach(() => write(marked()));
afterAll(async () => {
  await stopProcess(nginx);
  await new Promise((resolve) => remote.close(resolve));
  rmSync(workDir, { recursive: true, force: true });
});

describe("the shell's nginx: routes the document marks pre-rendered", () => {
  it("answers the generic page with the fragment from the browser's version where that version marks the route, as the TypeScript lookup does", async () => {
    const composed = { '/canary': 0, '/arcade': 0 };
    for (let browser = 0; browser < 30; browser++) {
      const id = randomUUID();
      for (const url of ['/canary', '/canary/', '/arcade', '/plain', '/canary/x', '/arcade/x', '/_screen', '/%5Fscreen']) {
        const answer = await page(url, `${browserCookie}=${id}`);
        const expected = expectedPage(marked(), url, id);
        expect({ url, id, status: answer.status, body: answer.body.toString() }).toEqual({ url, id, status: 200, body: expected });
        if (url in composed && expected !== bare) composed[url as keyof typeof composed]++;
      }
    }
    // Version 2's browsers only (about half); arcade's one version for every browser.
    expect(composed['/canary']).toBeGreaterThan(5);
    expect(composed['/canary']).toBeLessThan(25);
    expect(composed['/arcade']).toBe(30);
  });

  it('answers a forced version, a new browser by the id its page sets, with the headers of a page', async () => {
    const forced = await page('/canary?mfe.lab=2.0.0');
    const id = /pp_browser=([^;]+)/.exec(forced.headers['set-cookie']!.join(';'))![1]!;
    expect(forced.body.toString()).toBe(expectedPage(marked(), '/canary', id, { lab: '2.0.0' }));
    expect(forced.body.toString()).toContain('/v2/prerender/canary.en.html');
    expect(forced.headers['cache-control']).toBe('no-cache');
    expect(forced.headers.vary).toMatch(/Cookie, Accept-Language/);
    expect((await page('/canary?mfe.lab=1.0.0', `${browserCookie}=${id}`)).body.toString()).toBe(bare);
  });

  it('answers a signed-in screen only to a browser with a signed-in tab, framed by its page, and a signed-out one only to others (ADR 079)', async () => {
    for (const url of ['/vault', '/vault/', '/vault/x', '/arcade', '/plain']) {
      const id = randomUUID();
      for (const signedIn of [true, false]) {
        const answer = await page(url, `${browserCookie}=${id}${signedIn ? '; signed_in=1' : ''}`);
        expect({ url, signedIn, body: answer.body.toString() }).toEqual({
          url,
          signedIn,
          body: expectedPage(marked(), url, id, {}, signedIn),
        });
      }
    }
    expect((await page('/vault', 'signed_in=1')).body.toString()).toBe(expectedPage(marked(), '/vault', 'x', {}, true));
    expect((await page('/vault', 'signed_in=1')).body.toString()).toContain('/arcade/prerender/vault.en.html');
  });

  it('answers no copy to a browser with a signed-in tab, and the stub when the fragment cannot be had', async () => {
    expect((await page('/arcade', `${browserCookie}=${randomUUID()}; signed_in=1`)).body.toString()).toBe(bare);
    const unreachable = marked();
    unreachable.microFrontends.arcade![0]!.url = `http://127.0.0.1:${await freePort()}/mf-manifest.json`;
    write(unreachable);
    expect((await page('/arcade')).body.toString()).toBe('<main></main>');
  });

  it('finds no route by a path that leaves its segment, and a malformed route beside it breaks nothing', async () => {
    const odd = marked();
    odd.microFrontends.arcade![0]!.extras.routes = [route('/x/../plain', true), route('/arcade/', true)];
    write(odd);
    const id = randomUUID();
    for (const url of ['/plain', '/x', '/arcade'])
      expect((await page(url, `${browserCookie}=${id}`)).body.toString()).toBe(expectedPage(odd, url, id));
    // The routes are the shell's to check: nginx passes over what is not a route.
    (odd.microFrontends.arcade![0]!.extras.routes as unknown[]).unshift('x', { path: 5 });
    write(odd);
    expect((await page('/arcade')).body.toString()).toContain('/arcade/prerender/arcade.en.html');
  });
});
