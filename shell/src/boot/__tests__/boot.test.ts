import { bootHandoff } from '../handoff';

// The network is the edge here: config.json from the shell's origin, the manifest from the remote's.
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './SignIn', assets: { js: { sync: ['static/js/__federation_expose_SignIn.1.js'] } } },
    { path: './ResetPassword', assets: { js: { sync: ['static/js/__federation_expose_ResetPassword.2.js'] } } },
  ],
};
const config = {
  remotes: { auth: 'http://auth.test/mf-manifest.json', content: 'http://content.test/mf-manifest.json', backoffice: 'http://backoffice.test/mf-manifest.json' },
};

/** What the boot script reads of an answer (jsdom has no Response). */
interface Answer {
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}

function answer(body: unknown, status = 200): Promise<Answer> {
  return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });
}

async function boot(pathname: string, routes: Record<string, () => Promise<Answer>>) {
  window.history.replaceState(null, '', pathname);
  document.head.innerHTML = '';
  const fetchMock = jest.fn((url: string) => (routes[url] ?? (() => Promise.reject(new Error(`unexpected ${url}`))))());
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.isolateModules(() => require('../boot'));
  // Let the chained answers settle.
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return fetchMock;
}

const preloads = () => [...document.head.querySelectorAll('link[rel=preload]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);

describe('the boot script', () => {
  it("reads config.json and preloads the route's remote entry and screen chunks, handing both answers to the shell", async () => {
    const fetchMock = await boot('/signin', { '/config.json': () => answer(config), 'http://auth.test/mf-manifest.json': () => answer(manifest) });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', 'http://auth.test/mf-manifest.json']);
    expect(preloads()).toEqual(['script http://auth.test/remoteEntry.js', 'script http://auth.test/static/js/__federation_expose_SignIn.1.js']);
    await expect(bootHandoff.takeConfig()).resolves.toEqual(config);
    await expect(bootHandoff.takeManifest('http://auth.test/mf-manifest.json')).resolves.toEqual(manifest);
    // Each answer is handed over once; afterwards the shell fetches for itself.
    expect(bootHandoff.takeConfig()).toBeUndefined();
    expect(bootHandoff.takeManifest('http://auth.test/mf-manifest.json')).toBeUndefined();
  });

  it('fetches no manifest for a path no screen owns', async () => {
    const fetchMock = await boot('/no-such-page', { '/config.json': () => answer(config) });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([]);
  });

  it('fetches nothing of the back office before the shell has checked the role (a player opening /operator loads none of it)', async () => {
    const fetchMock = await boot('/operator/requests/WD-7K3M9Q', { '/config.json': () => answer(config) });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json']);
    expect(preloads()).toEqual([]);
  });

  it('hands a failed config.json to the shell, which reports it', async () => {
    await boot('/signin', { '/config.json': () => answer({}, 404) });
    await expect(bootHandoff.takeConfig()).rejects.toThrow('config.json could not be loaded (HTTP 404).');
    expect(preloads()).toEqual([]);
  });

  it("preloads only the remote entry (found beside the manifest) when the manifest cannot be read, and leaves its failure for the shell to retry", async () => {
    await boot('/signin', { '/config.json': () => answer(config), 'http://auth.test/mf-manifest.json': () => answer({}, 503) });
    expect(preloads()).toEqual(['script http://auth.test/remoteEntry.js']);
    await expect(bootHandoff.takeManifest('http://auth.test/mf-manifest.json')).rejects.toThrow('HTTP 503');
  });
});
