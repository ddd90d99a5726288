/**
 * The front-end containers' nginx config (deploy/nginx), rendered by its own render.sh and run by
 * Debian's nginx: `nginx -t` for every app, then real requests against a fixture build, side by
 * side with the Node static server that `npm start` and the e2e suite use.
 */
import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { assertNginxInstalled, nginxBinary, renderNginxSite } from '../../scripts/lib/nginx';
import { contentSecurityPolicy, startStaticServer } from '../../scripts/lib/static-server';
import { parseAppConfig } from '../../shared/src/config/app-config';
import { contractDocument, type DiscoveryDocument } from '../../contract/src/federation';
import { frontEnds } from '../../scripts/lib/front-ends';
import { freePort, request, startProcess, stopProcess } from './support/http';

const root = path.resolve(__dirname, '../..');
const writeShellConfigScript = path.join(root, 'deploy/nginx/write-shell-config.sh');
const defaultDocument = path.join(root, 'shell/public/config.json');

// A deployment where nothing is on localhost: every origin must come from these variables.
const urls = {
  SHELL_URL: 'https://play.example.com',
  AUTH_URL: 'https://cdn.example.com/auth/',
  ONBOARDING_URL: 'https://onboarding.example.com',
  WALLET_URL: 'https://wallet.example.com',
  CONTENT_URL: 'https://content.example.com:8443',
  BACKOFFICE_URL: 'https://staff.example.com',
  GAMES_URL: 'https://games.example.com',
  API_URL: 'https://api.example.com',
  IDENTITY_URL: 'https://id.example.com',
};
// The shell's origin first, then the others sorted: every container given these URLs sends the same policy.
const origins = {
  frontEnds: [
    'https://play.example.com',
    'https://cdn.example.com',
    'https://content.example.com:8443',
    'https://games.example.com',
    'https://onboarding.example.com',
    'https://staff.example.com',
    'https://wallet.example.com',
  ],
  api: 'https://api.example.com',
  identity: 'https://id.example.com',
};
const policy = contentSecurityPolicy(origins);

let workDir: string;
beforeAll(() => {
  assertNginxInstalled();
  workDir = mkdtempSync(path.join(tmpdir(), 'nginx-config-'));
  // nginx's workers run as nobody when the tests run as root: they must reach the files.
  chmodSync(workDir, 0o755);
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const policyOf = (folder: string) =>
  /set \$content_security_policy "([^"]*)";/.exec(readFileSync(path.join(folder, 'app.conf'), 'utf8'))?.[1];

describe.each(frontEnds())('$dir: rendered nginx config', ({ dir, port }) => {
  it('passes nginx -t and sends the one Content-Security-Policy', () => {
    const folder = path.join(workDir, `check-${dir}`);
    // A build of its own, not the app's dist: CI's builds run beside Jest and empty dist as they start.
    const build = path.join(workDir, `build-${dir}`);
    mkdirSync(build);
    writeFileSync(path.join(build, 'config.json'), readFileSync(defaultDocument));
    const args = renderNginxSite(folder, {
      documentRoot: build,
      listen: String(port),
      shell: dir === 'shell',
      urls,
    });
    // stdout not piped: nginx opens /dev/stdout for its access log, which a socket pair refuses.
    const check = spawnSync(nginxBinary, ['-t', ...args], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
    expect(check.stderr).toContain('test is successful');
    expect(check.status).toBe(0);
    expect(policyOf(folder)).toBe(policy);
  });
});

/**
 * The contract's remotes, then those that joined by the document alone (mfe-account), as the default
 * document lists them: without their `<NAME>_URL` they keep its URL.
 */
function withSelfDescribed(contract: ReturnType<typeof contractDocument>): ReturnType<typeof contractDocument> {
  const document = JSON.parse(readFileSync(defaultDocument, 'utf8')) as DiscoveryDocument;
  const joined = Object.entries(document.microFrontends).filter(([name]) => !(name in contract.microFrontends));
  return { ...contract, microFrontends: { ...contract.microFrontends, ...Object.fromEntries(joined) } };
}

describe('the Content-Security-Policy', () => {
  const directive = (name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `));

  it('allows scripts only from the front-end origins: no inline script, no eval', () => {
    expect(directive('script-src')).toBe(`script-src 'self' ${origins.frontEnds.join(' ')}`);
  });

  it('lets the page call the API and the identity service and read the remotes manifests', () => {
    expect(directive('connect-src')).toBe(`connect-src 'self' ${origins.api} ${origins.identity} ${origins.frontEnds.join(' ')}`);
  });

  it('shows the API avatars and the remotes images and videos, and injected styles', () => {
    expect(directive('img-src')).toBe(`img-src 'self' data: blob: ${origins.api} ${origins.frontEnds.join(' ')}`);
    expect(directive('media-src')).toBe(`media-src 'self' ${origins.frontEnds.join(' ')}`);
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive('object-src')).toBe("object-src 'none'");
  });

  it('refuses an origin that is not an http(s) URL', () => {
    const folder = path.join(workDir, 'refused');
    expect(() =>
      renderNginxSite(folder, {
        documentRoot: '/srv/app',
        listen: '8080',
        shell: false,
        urls: { ...urls, API_URL: 'javascript:alert(1)' },
      }),
    ).toThrow(/API_URL must be an http\(s\) URL, got "javascript:alert\(1\)"/);
  });
});

describe("the shell's config.json written from the environment", () => {
  const written = (env: Record<string, string>) => {
    const file = path.join(workDir, `config-${Object.keys(env).length}.json`);
    execFileSync('sh', [writeShellConfigScript, file, defaultDocument], { env: { PATH: process.env.PATH, ...env } });
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  };

  it('is the default document without any variable', () => {
    expect(written({})).toEqual(JSON.parse(readFileSync(defaultDocument, 'utf8')));
  });

  it("passes the shell's schema with exactly its keys, from a deployment's variables", () => {
    const raw = written({ ...urls, REALM: 'staff', CLIENT_ID: 'web-2', CLIENT_SECRET: 'se"cr\\et', SUPPORT_PHONE: '+94 11 000 0000' });
    expect(parseAppConfig(raw)).toEqual(raw);
    expect(raw).toEqual({
      apiBaseUrl: 'https://api.example.com',
      identity: {
        baseUrl: 'https://id.example.com',
        realm: 'staff',
        clientId: 'web-2',
        clientAuthorization: `Basic ${Buffer.from('web-2:se"cr\\et').toString('base64')}`,
      },
      support: { email: 'support@playprize.lk', phone: '+94 11 000 0000' },
      ...withSelfDescribed(
        contractDocument(
          (remote) =>
            ({
              auth: 'https://cdn.example.com/auth',
              onboarding: 'https://onboarding.example.com',
              wallet: 'https://wallet.example.com',
              content: 'https://content.example.com:8443',
              backoffice: 'https://staff.example.com',
              games: 'https://games.example.com',
            })[remote],
        ),
      ),
    });
  });

  it("leaves a canary's versions where the document places them, and adds a micro-frontend's URL by its name", () => {
    const canary = structuredClone(JSON.parse(readFileSync(defaultDocument, 'utf8')) as DiscoveryDocument);
    const games = canary.microFrontends.games![0]!;
    canary.microFrontends.games = [
      { ...games, deployment: { traffic: 90, default: true } },
      {
        ...games,
        url: 'https://games-next.example.com/mf-manifest.json',
        metadata: { version: '2.0.0' },
        deployment: { traffic: 10, default: false },
      },
    ];
    canary.microFrontends.arcade = [
      { url: 'http://localhost:3010/mf-manifest.json', metadata: { version: '1.0.0' }, extras: { routes: [] } },
    ];
    const file = path.join(workDir, 'canary-document.json');
    writeFileSync(file, JSON.stringify(canary));
    const output = path.join(workDir, 'canary-config.json');
    execFileSync('sh', [writeShellConfigScript, output, file], {
      env: { PATH: process.env.PATH, GAMES_URL: 'https://games.example.com', ARCADE_URL: 'https://arcade.example.com/' },
    });
    const config = parseAppConfig(JSON.parse(readFileSync(output, 'utf8')));
    expect(config.microFrontends.games).toEqual(canary.microFrontends.games);
    expect(config.microFrontends.arcade![0]!.url).toBe('https://arcade.example.com/mf-manifest.json');
  });
});

describe('serving a build', () => {
  const script = `${'export const screens = ["sign-in", "sign-up", "withdrawal"];\n'.repeat(40)}`;
  const files: Record<string, string | Buffer> = {
    'index.html': `<!doctype html><html><head><script defer src="/static/js/main.0123456789.js"></script></head><body>${'<div></div>'.repeat(30)}</body></html>`,
    'static/js/main.0123456789.js': script,
    'static/media/poster.0123456789.png': Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    'mf-manifest.json': JSON.stringify({ name: 'auth', exposes: Array.from({ length: 20 }, (_, index) => ({ path: `./Screen${index}` })) }),
    'remoteEntry.js': script,
    'config.json': readFileSync(path.join(root, 'shell/public/config.json'), 'utf8'),
    // The shell's service worker, web app manifest and icon (ADR 069).
    'sw.js': `self.addEventListener('fetch', () => {});\n${script}`,
    'manifest.webmanifest': JSON.stringify({ name: 'PlayPrize', start_url: '/', display: 'standalone', icons: [] }),
    'favicon.ico': Buffer.from('0000010001001010000001002000', 'hex'),
  };
  const servers: { name: string; url: string }[] = [];
  const children: ChildProcess[] = [];
  let nodeServer: Server;
  let shellUrl: string;
  let remoteUrl: string;

  beforeAll(async () => {
    const build = path.join(workDir, 'build');
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(build, file)), { recursive: true });
      writeFileSync(path.join(build, file), content);
    }
    for (const shell of [true, false]) {
      const port = await freePort();
      const args = renderNginxSite(path.join(workDir, shell ? 'shell' : 'remote'), {
        documentRoot: build,
        listen: `127.0.0.1:${port}`,
        shell,
        urls,
      });
      children.push(await startProcess(nginxBinary, args, `http://127.0.0.1:${port}/index.html`));
      if (shell) shellUrl = `http://127.0.0.1:${port}`;
      else remoteUrl = `http://127.0.0.1:${port}`;
    }
    const nodePort = await freePort();
    nodeServer = await startStaticServer({ root: build, port: nodePort, spaFallback: false, contentSecurityPolicy: policy });
    servers.push({ name: 'nginx', url: remoteUrl }, { name: 'node static server', url: `http://127.0.0.1:${nodePort}` });
  });
  afterAll(async () => {
    await Promise.all(children.map(stopProcess));
    await new Promise((resolve) => nodeServer?.close(resolve));
  });

  const cacheControl: [string, string][] = [
    ['/static/js/main.0123456789.js', 'public, max-age=31536000, immutable'],
    ['/static/media/poster.0123456789.png', 'public, max-age=31536000, immutable'],
    ['/', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/mf-manifest.json', 'no-cache'],
    ['/remoteEntry.js', 'no-cache'],
    ['/config.json', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
    ['/favicon.ico', 'no-cache'],
  ];

  it.each(cacheControl)(
    '%s: Cache-Control %s, CORS, nosniff and the policy, from nginx as from the Node server',
    async (file, expected) => {
      for (const { name, url } of servers) {
        const response = await request(`${url}${file}`);
        expect({ name, status: response.status, cacheControl: response.headers['cache-control'] }).toEqual({
          name,
          status: 200,
          cacheControl: expected,
        });
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toBe(policy);
      }
    },
  );

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses text with %s when the browser accepts it, and never images', async (encoding, decompress) => {
    for (const { url } of servers) {
      for (const file of ['/static/js/main.0123456789.js', '/remoteEntry.js', '/mf-manifest.json', '/index.html']) {
        const response = await request(`${url}${file}`, { headers: { 'Accept-Encoding': encoding } });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/Accept-Encoding/);
        expect(decompress(response.body).toString()).toBe(files[file.slice(1)]!.toString());
      }
      const image = await request(`${url}/static/media/poster.0123456789.png`, { headers: { 'Accept-Encoding': encoding } });
      expect(image.headers['content-encoding']).toBeUndefined();
    }
  });

  it('gives the web app manifest, the service worker and the icon their types', async () => {
    for (const { name, url } of servers) {
      const types = await Promise.all(
        ['/manifest.webmanifest', '/sw.js', '/favicon.ico'].map(async (file) => (await request(`${url}${file}`)).headers['content-type']),
      );
      // A worker's script may be any JavaScript type (nginx's list says application/, the Node server text/).
      expect({ name, types: types.map((type) => type?.replace(/;.*/, '').replace(/^\w+\/javascript$/, 'javascript')) }).toEqual({
        name,
        types: ['application/manifest+json', 'javascript', 'image/x-icon'],
      });
    }
  });

  it('sends plain bytes to a client without Accept-Encoding', async () => {
    for (const { url } of servers) {
      const response = await request(`${url}/remoteEntry.js`);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString()).toBe(script);
    }
  });

  it('answers a CORS preflight for the manifest', async () => {
    for (const { url } of servers) {
      const response = await request(`${url}/mf-manifest.json`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://play.example.com', 'Access-Control-Request-Method': 'GET' },
      });
      expect(response.status).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-methods']).toBe('GET, HEAD');
    }
  });

  it("the shell's nginx: client-side routes get index.html, missing files a 404, config.json its rendered one", async () => {
    const route = await request(`${shellUrl}/get-started/profile`);
    expect([route.status, route.headers['cache-control'], route.body.toString()]).toEqual([200, 'no-cache', files['index.html']]);
    expect((await request(`${shellUrl}/static/js/gone.0123456789.js`)).status).toBe(404);
    expect((await request(`${shellUrl}/missing.ico`)).status).toBe(404);
    const config = await request(`${shellUrl}/config.json`);
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(config.body.toString())).toMatchObject({
      apiBaseUrl: urls.API_URL,
      microFrontends: { content: [{ url: `${urls.CONTENT_URL}/mf-manifest.json` }] },
    });
  });

  it("a remote's nginx serves its standalone harness's routes, and a missing file stays a 404", async () => {
    const route = await request(`${remoteUrl}/get-started/profile`);
    expect([route.status, route.headers['access-control-allow-origin']]).toEqual([200, '*']);
    const missing = await request(`${remoteUrl}/static/js/gone.0123456789.js`);
    expect([missing.status, missing.headers['access-control-allow-origin']]).toEqual([404, '*']);
  });
});
