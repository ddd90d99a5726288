/**
 * The shell's nginx answers the discovery document per browser and composes its pages from the
 * versions it gave (ADR 049, deploy/nginx/discovery.js on Debian's njs), by the same rules as the
 * Node stack: real nginx on free ports, its answers held to the TypeScript resolver's.
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
  type DiscoveryDocument,
  type MicroFrontendVersion,
} from '../../contract/src/federation';
import { browserVersions, documentAnswer } from '../../scripts/lib/browser-versions';
import { assertNginxInstalled } from '../../scripts/lib/nginx';
import { contentSecurityPolicy } from '../../scripts/lib/static-server';
import { freePort, request, stopProcess } from './support/http';
import { startShellNginx } from './support/shell-nginx';

const version = (url: string, number: string, traffic?: number, isDefault = false): MicroFrontendVersion => ({
  url,
  metadata: { version: number },
  ...(traffic === undefined ? {} : { deployment: { traffic, default: isDefault } }),
  extras: { routes: [] },
});
const discovery = (microFrontends: DiscoveryDocument['microFrontends']): DiscoveryDocument => ({
  schema: discoverySchema,
  microFrontends,
});

// render.sh's front-end origins, the policy's base: SHELL_URL's default and the one *_URL given (LAB_URL below).
const stackOrigins = ['http://localhost:3000', 'http://lab.example.lk'];
const policyWith = (origins: string[]) =>
  contentSecurityPolicy({
    frontEnds: [...new Set([...stackOrigins, ...origins])],
    api: 'http://localhost:8080',
    identity: 'http://localhost:8081',
  });

let workDir: string;
let shellUrl: string;
let documentFile: string;
let remoteA: number;
let remoteB: number;
let nginx: ChildProcess;
/** Hundreds of requests to a real nginx: seconds on a busy 2-core machine, far past Jest's default 5 s. */
const manyRequests = 60_000;
const remotes: Server[] = [];

/** lab 50/50 (1.0.0 on a public host nginx reaches by LAB_FRAGMENT_URL, 2.0.0 under a path of localhost), arcade once. */
const canary = () =>
  discovery({
    lab: [
      version('http://lab.example.lk/mf-manifest.json', '1.0.0', 50, true),
      version(`http://localhost:${remoteB}/v2/mf-manifest.json`, '2.0.0', 50),
    ],
    arcade: [version(`http://localhost:${remoteB}/arcade/mf-manifest.json`, '1.0.0')],
  });
/** Replaced at once, as an operator must (ADR 049). */
const write = (document: unknown) => {
  writeFileSync(`${documentFile}.tmp`, typeof document === 'string' ? document : JSON.stringify(document));
  renameSync(`${documentFile}.tmp`, documentFile);
};

beforeAll(async () => {
  assertNginxInstalled();
  workDir = mkdtempSync(path.join(tmpdir(), 'nginx-discovery-'));
  // nginx's workers run as nobody when the tests run as root: they must reach the files.
  chmodSync(workDir, 0o755);
  // Two remotes' builds: a fragment names the server and path it came from, and the base it was given.
  for (const name of ['A', 'B']) {
    const server = createServer((incoming, response) => {
      const pathname = new URL(incoming.url!, 'http://remote').pathname;
      if (!pathname.includes('/prerender/')) return void response.writeHead(404).end();
      response.writeHead(200, { 'Content-Type': 'text/html' }).end(`<p>${name} ${pathname} __PLAYPRIZE_REMOTE_BASE__</p>`);
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    remotes.push(server);
    if (name === 'A') remoteA = port;
    else remoteB = port;
  }
  const build = path.join(workDir, 'build');
  mkdirSync(path.join(build, 'pages'), { recursive: true });
  writeFileSync(path.join(build, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(build, 'config.json'), JSON.stringify(canary()));
  const include = (remote: string) => `<!--# include virtual="/_fragments/${remote}/${remote}.en.html" stub="none" -->`;
  writeFileSync(
    path.join(build, 'pages/lab.en.html'),
    `<main><!--# block name="none" -->STUB<!--# endblock -->${include('lab')}|${include('arcade')}</main>`,
  );
  ({ nginx, shellUrl, documentFile } = await startShellNginx(workDir, build, {
    LAB_URL: 'http://lab.example.lk',
    LAB_FRAGMENT_URL: `http://127.0.0.1:${remoteA}`,
  }));
});
beforeEach(() => write(canary()));
afterAll(async () => {
  await stopProcess(nginx);
  await Promise.all(remotes.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(workDir, { recursive: true, force: true });
});

const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;
const idOf = (setCookies: string[] | undefined) =>
  setCookies
    ?.map(cookieOf)
    .find((cookie) => cookie.startsWith(`${browserCookie}=`))
    ?.slice(browserCookie.length + 1);
const config = (search = '', cookie?: string) => request(`${shellUrl}/config.json${search}`, { headers: cookie ? { Cookie: cookie } : {} });
const labVersionOf = async (response: Promise<{ body: Buffer }>) =>
  (JSON.parse((await response).body.toString()) as DiscoveryDocument).microFrontends.lab!.map((entry) => entry.metadata.version);

describe("the shell's nginx: the browser's cookies", () => {
  const id = `${browserCookie}=browser-0001`;
  it.each([
    [undefined, ''],
    [`${browserCookie}=`, ''],
    [`${browserCookie}=a;b`, ''],
    [`${browserCookie}=<script>`, ''],
    [id, ''],
    [id, '?mfe.lab=2.0.0&lang=si'],
    [`${id}; mfe.lab=2.0.0`, '?mfe.lab='],
    [`${id}; mfe.lab=2.0.0`, '?mfe.lab'],
    [id, '?mfe.lab=%0d%0aSet-Cookie:x&mfe.2bad=1.0.0&mfe.lab.x=1'],
    [id, '?mfe.lab=1.0.0&mfe.arcade=1.0.0&mfe.lab=2.0.0'],
  ])('cookie %p, query %p: the Set-Cookie headers browserVersions gives', async (cookie, search) => {
    const { headers } = await config(search, cookie);
    const setCookies = headers['set-cookie'] ?? [];
    const newId = idOf(setCookies);
    if (newId) expect(newId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const expected = browserVersions(cookie, search).setCookies.map((line) =>
      line.startsWith(`${browserCookie}=`) ? `${browserCookie}=${newId}${line.slice(line.indexOf(';'))}` : line,
    );
    expect(setCookies).toEqual(expected);
  });

  it('answers one browser the same version every time, no-cache and varying by Cookie', async () => {
    const first = await config();
    expect([first.status, first.headers['cache-control'], first.headers.vary]).toEqual([200, 'no-cache', 'Accept-Encoding, Cookie']);
    const cookie = cookieOf(first.headers['set-cookie']![0]!);
    const [chosen] = await labVersionOf(Promise.resolve(first));
    for (let again = 0; again < 5; again++) {
      const next = await config('', cookie);
      expect(await labVersionOf(Promise.resolve(next))).toEqual([chosen]);
      expect(next.headers['set-cookie']).toBeUndefined();
    }
  });

  it('forces a version from the query, keeps it by cookie, and an empty value clears it', async () => {
    const id = `${browserCookie}=${randomUUID()}`;
    const page = await request(`${shellUrl}/lab?mfe.lab=2.0.0`, { headers: { Cookie: id } });
    expect(page.headers['set-cookie']).toEqual(['mfe.lab=2.0.0; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect(await labVersionOf(config('', `${id}; mfe.lab=2.0.0`))).toEqual(['2.0.0']);
    expect(await labVersionOf(config('?mfe.lab=1.0.0', `${id}; mfe.lab=2.0.0`))).toEqual(['1.0.0']);
    const bucketChoice = await labVersionOf(config('', id));
    expect(await labVersionOf(config('?mfe.lab=', `${id}; mfe.lab=2.0.0`))).toEqual(bucketChoice);
    expect(await labVersionOf(config('', `${id}; mfe.lab=9.9.9`))).toEqual(bucketChoice);
  });

  it(
    'gives a 50/50 canary to about half of 200 new browsers',
    async () => {
      let second = 0;
      for (let browser = 0; browser < 200; browser++) if ((await labVersionOf(config()))[0] === '2.0.0') second++;
      expect(second).toBeGreaterThanOrEqual(70);
      expect(second).toBeLessThanOrEqual(130);
    },
    manyRequests,
  );
});

describe("the shell's nginx: the same choice as the TypeScript resolver", () => {
  const documents: [string, () => DiscoveryDocument][] = [
    ['a 50/50 canary', canary],
    [
      'shares in the order listed, the default in the middle',
      () =>
        discovery({
          lab: [
            version('https://lab-2.example.lk/mf-manifest.json', '2.0.0', 10),
            version('https://lab.example.lk/mf-manifest.json', '1.0.0', 30, true),
            version('https://lab-3.example.lk/mf-manifest.json', '3.0.0', 60),
          ],
          arcade: [
            version('https://arcade.example.lk/mf-manifest.json', '1.0.0', 0, true),
            version('https://arcade-2.example.lk/mf-manifest.json', '2.0.0', 100),
          ],
          games: [
            version('https://games.example.lk/a/mf-manifest.json', 'a', 33, true),
            version('https://games.example.lk/b/mf-manifest.json', 'b', 33),
            version('https://games.example.lk/c/mf-manifest.json', 'c', 34),
          ],
        }),
    ],
  ];

  it.each(documents)(
    '%s: 500 browsers, some forcing a version (known or not), get the Node answer byte for byte',
    async (_, document) => {
      write(document());
      const forcing = ['', '; mfe.lab=2.0.0', '; mfe.lab=9.9.9', '; mfe.games=c'];
      for (let batch = 0; batch < 50; batch++) {
        await Promise.all(
          Array.from({ length: 10 }, async (_, index) => {
            const n = batch * 10 + index;
            const cookie = `${browserCookie}=${n % 5 === 0 ? `browser-${n}` : randomUUID()}${forcing[n % forcing.length]}`;
            const search = n % 7 === 0 ? '?mfe.arcade=1.0.0' : '';
            const answer = await config(search, cookie);
            const expected = await documentAnswer(documentFile, browserVersions(cookie, search));
            expect({ cookie, search, body: answer.body.toString() }).toEqual({ cookie, search, body: expected!.toString() });
          }),
        );
      }
    },
    manyRequests,
  );
});

describe("the shell's nginx: pages", () => {
  /** The text the fake remote sends for a version's fragment, its base token filled in. */
  const fragmentOf = (remote: string, entry: MicroFrontendVersion) => {
    const base = new URL('.', entry.url);
    const server = base.hostname === 'lab.example.lk' ? 'A' : 'B';
    return `<p>${server} ${base.pathname}prerender/${remote}.en.html ${base.href.replace(/\/$/, '')}</p>`;
  };
  const expectedPage = (browser: string, forced: Record<string, string> = {}) => {
    const { lab, arcade } = canary().microFrontends;
    return `<main>${fragmentOf('lab', chooseVersion('lab', lab!, browser, forced.lab))}|${fragmentOf('arcade', arcade![0]!)}</main>`;
  };

  it("includes each screen from the version the browser runs, a new browser's by the id its page sets", async () => {
    for (let browser = 0; browser < 20; browser++) {
      const page = await request(`${shellUrl}/lab`);
      const id = idOf(page.headers['set-cookie'])!;
      expect(page.body.toString()).toBe(expectedPage(id));
      const again = await request(`${shellUrl}/lab`, { headers: { Cookie: `${browserCookie}=${id}` } });
      expect(again.body.toString()).toBe(expectedPage(id));
      expect(again.headers['set-cookie']).toBeUndefined();
    }
    const forced = await request(`${shellUrl}/lab?mfe.lab=1.0.0`);
    expect(forced.body.toString()).toBe(expectedPage(idOf(forced.headers['set-cookie'])!, { lab: '1.0.0' }));
  });

  it('leaves an include empty when the version cannot be reached, and to its stub when the document is not valid', async () => {
    const unreachable = canary();
    unreachable.microFrontends.arcade![0]!.url = `http://127.0.0.1:${await freePort()}/mf-manifest.json`;
    write(unreachable);
    const page = await request(`${shellUrl}/lab?mfe.lab=2.0.0`);
    expect([page.status, page.body.toString()]).toEqual([200, `<main>${fragmentOf('lab', canary().microFrontends.lab![1]!)}|</main>`]);
    write('{"schema": "https://mfewg.org/sch');
    expect((await request(`${shellUrl}/lab`)).body.toString()).toBe('<main>STUB|STUB</main>');
  });
});

describe("the shell's nginx: the document as it changes", () => {
  it('names every origin the document lists in the policy, from the next request on', async () => {
    const policyOf = async () => (await request(`${shellUrl}/lab`)).headers['content-security-policy'];
    const localRemote = `http://localhost:${remoteB}`;
    expect(await policyOf()).toBe(policyWith(['http://lab.example.lk', localRemote]));
    const moved = canary();
    moved.microFrontends.lab![0]!.url = 'https://lab-3.example.lk:8443/mf-manifest.json';
    moved.microFrontends.lab![0]!.fallbackUrl = 'https://LAB-4.example.lk:443/mf-manifest.json';
    write(moved);
    expect(await policyOf()).toBe(policyWith(['https://lab-3.example.lk:8443', 'https://lab-4.example.lk', localRemote]));
    expect((await request(`${shellUrl}/config.json`)).headers['content-security-policy']).toBe(await policyOf());
  });

  it('answers a document that is not valid as it is, and the page keeps the stack policy', async () => {
    write(discovery({ lab: [] }));
    const answer = await config();
    expect([answer.status, JSON.parse(answer.body.toString())]).toEqual([200, discovery({ lab: [] })]);
    write('{"schema": "https://mfewg.org/sch');
    const half = await config();
    expect([half.status, half.body.toString()]).toEqual([200, '{"schema": "https://mfewg.org/sch']);
    const page = await request(`${shellUrl}/lab`);
    expect([page.status, page.headers['content-security-policy']]).toEqual([200, policyWith([])]);
  });
});
