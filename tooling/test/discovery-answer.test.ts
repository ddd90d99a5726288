/**
 * The Node static server answers the discovery document per browser (ADR 049): one version of each
 * micro-frontend, the browser's id kept in a cookie, a forced version from the query kept too, and
 * a Content-Security-Policy that names every origin the document lists, as the file changes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserCookie, discoverySchema, type DiscoveryDocument, type MicroFrontendVersion } from '../../contract/src/federation';
import { browserVersions } from '../../scripts/lib/browser-versions';
import { startStaticServer } from '../../scripts/lib/static-server';
import { freePort, request } from './support/http';

const labVersion = (version: string, origin: string, traffic: number): MicroFrontendVersion => ({
  url: `${origin}/mf-manifest.json`,
  metadata: { version },
  deployment: { traffic, default: version === '1.0.0' },
  extras: { routes: [{ path: '/lab', module: './Lab' }] },
});
const canary = (second = 'https://lab-2.example.lk'): DiscoveryDocument => ({
  schema: discoverySchema,
  microFrontends: { lab: [labVersion('1.0.0', 'https://lab.example.lk', 50), labVersion('2.0.0', second, 50)] },
});

describe('browserVersions', () => {
  it('keeps a well-formed browser id and gives a browser without one a new id, in a cookie for a year', () => {
    expect(browserVersions(`${browserCookie}=0d4c1a9e-5b1f-4c1e-9a41-1f2e3d4c5b6a`, '')).toEqual({
      browser: '0d4c1a9e-5b1f-4c1e-9a41-1f2e3d4c5b6a',
      forced: {},
      setCookies: [],
    });
    for (const cookie of [undefined, `${browserCookie}=`, `${browserCookie}=a;b`, `${browserCookie}=<script>`]) {
      const { browser, setCookies } = browserVersions(cookie, '');
      expect(browser).toMatch(/^[0-9a-f-]{36}$/);
      expect(setCookies).toEqual([`${browserCookie}=${browser}; Path=/; Max-Age=31536000; SameSite=Lax`]);
    }
  });

  it('forces a version from the query and keeps it in a cookie; an empty value clears it; anything else is ignored', () => {
    const id = `${browserCookie}=browser-0001`;
    expect(browserVersions(id, '?mfe.lab=2.0.0&lang=si')).toEqual({
      browser: 'browser-0001',
      forced: { lab: '2.0.0' },
      setCookies: ['mfe.lab=2.0.0; Path=/; Max-Age=31536000; SameSite=Lax'],
    });
    expect(browserVersions(`${id}; mfe.lab=2.0.0`, '').forced).toEqual({ lab: '2.0.0' });
    expect(browserVersions(`${id}; mfe.lab=2.0.0`, '?mfe.lab=')).toEqual({
      browser: 'browser-0001',
      forced: {},
      setCookies: ['mfe.lab=; Path=/; Max-Age=0; SameSite=Lax'],
    });
    expect(browserVersions(id, '?mfe.lab=%0d%0aSet-Cookie:x&mfe.2bad=1.0.0&mfe.lab.x=1').setCookies).toEqual([]);
    expect(browserVersions(`${id}; mfe.lab=1 0`, '').forced).toEqual({});
  });
});

describe("the Node static server's config.json", () => {
  let dir: string;
  let server: Server;
  let url: string;
  const documentFile = () => path.join(dir, 'stack', 'config.json');
  const write = (document: unknown) => writeFileSync(documentFile(), JSON.stringify(document));

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'discovery-answer-'));
    mkdirSync(path.join(dir, 'build'));
    mkdirSync(path.join(dir, 'stack'));
    writeFileSync(path.join(dir, 'build', 'index.html'), '<!doctype html><title>shell</title>');
    write(canary());
    const port = await freePort();
    server = await startStaticServer({ root: path.join(dir, 'build'), port, spaFallback: true, discoveryDocument: documentFile() });
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const versionsIn = (body: Buffer) =>
    (JSON.parse(body.toString()) as DiscoveryDocument).microFrontends.lab!.map((v) => v.metadata.version);

  it('lists one version per micro-frontend, the same for one browser every time, and sets the id a new browser gets', async () => {
    const first = await request(`${url}/config.json`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toContain('Cookie');
    const [cookie] = first.headers['set-cookie']!;
    expect(cookie).toMatch(new RegExp(`^${browserCookie}=[0-9a-f-]{36}; Path=/; Max-Age=31536000; SameSite=Lax$`));
    const [version] = versionsIn(first.body);
    for (let again = 0; again < 5; again++) {
      const next = await request(`${url}/config.json`, { headers: { Cookie: cookie!.split(';')[0]! } });
      expect(versionsIn(next.body)).toEqual([version]);
      expect(next.headers['set-cookie']).toBeUndefined();
    }
  });

  it('gives a page the cookies its document will be chosen by: the id and a forced version', async () => {
    const page = await request(`${url}/lab?mfe.lab=2.0.0`);
    expect(page.status).toBe(200);
    const cookies = page.headers['set-cookie']!.map((cookie) => cookie.split(';')[0]!);
    expect(cookies).toEqual([expect.stringMatching(new RegExp(`^${browserCookie}=`)), 'mfe.lab=2.0.0']);
    const document = await request(`${url}/config.json`, { headers: { Cookie: cookies.join('; ') } });
    expect(versionsIn(document.body)).toEqual(['2.0.0']);
  });

  it("names every origin the document lists in the page's policy, as the file changes", async () => {
    const policyOf = async () => (await request(`${url}/lab`)).headers['content-security-policy'] as string;
    expect(await policyOf()).toContain('https://lab-2.example.lk');
    write(canary('https://lab-3.example.lk:8443'));
    expect(await policyOf()).toContain('https://lab-3.example.lk:8443');
    expect(await policyOf()).not.toContain('https://lab-2.example.lk');
  });

  it('answers a document that is not valid as it is, for the shell to name what is wrong', async () => {
    write({ schema: discoverySchema, microFrontends: { lab: [] } });
    const answer = await request(`${url}/config.json`);
    expect(JSON.parse(answer.body.toString())).toEqual({ schema: discoverySchema, microFrontends: { lab: [] } });
    // Half a file (an edit caught mid-write): the text goes out, and the page keeps the stack's policy.
    writeFileSync(documentFile(), '{"schema": "https://mfewg.org/sch');
    expect((await request(`${url}/config.json`)).body.toString()).toBe('{"schema": "https://mfewg.org/sch');
    const page = await request(`${url}/lab`);
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('lab-3.example.lk');
  });
});
