import { contractDocument, discoverySchema } from 'contract/federation';
import { fakeJwt } from 'shared/testing';
import { bootHandoff } from '../handoff';

// The network is the edge here: config.json from the shell's origin, the manifest from the remote's.
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './SignIn', assets: { js: { sync: ['static/js/__federation_expose_SignIn.1.js'] } } },
    { path: './ResetPassword', assets: { js: { sync: ['static/js/__federation_expose_ResetPassword.2.js'] } } },
  ],
};
const config = contractDocument((remote) => `http://${remote}.test`);

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

const preloads = () =>
  [...document.head.querySelectorAll('link[rel=preload]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);

describe('the boot script', () => {
  it("reads config.json and preloads the route's remote entry and screen chunks, handing both answers to the shell", async () => {
    const fetchMock = await boot('/signin', {
      '/config.json': () => answer(config),
      'http://auth.test/mf-manifest.json': () => answer(manifest),
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', 'http://auth.test/mf-manifest.json']);
    expect(preloads()).toEqual([
      'script http://auth.test/remoteEntry.js',
      'script http://auth.test/static/js/__federation_expose_SignIn.1.js',
    ]);
    await expect(bootHandoff.takeConfig()).resolves.toEqual(config);
    await expect(bootHandoff.takeManifest('http://auth.test/mf-manifest.json')).resolves.toEqual(manifest);
    // Each answer is handed over once; afterwards the shell fetches for itself.
    expect(bootHandoff.takeConfig()).toBeUndefined();
    expect(bootHandoff.takeManifest('http://auth.test/mf-manifest.json')).toBeUndefined();
  });

  it('routes by the document it reads: a remote the shell was built without is preloaded too', async () => {
    const arcade = {
      schema: discoverySchema,
      microFrontends: {
        arcade: [
          {
            url: 'http://arcade.test/v2/mf-manifest.json',
            metadata: { version: '2.0.0' },
            extras: { routes: [{ path: '/arcade/*', module: './Arcade' }] },
          },
        ],
      },
    };
    const arcadeManifest = { ...manifest, exposes: [{ path: './Arcade', assets: { js: { sync: ['static/js/arcade.3.js'] } } }] };
    await boot('/arcade/pinball', {
      '/config.json': () => answer(arcade),
      'http://arcade.test/v2/mf-manifest.json': () => answer(arcadeManifest),
    });
    expect(preloads()).toEqual(['script http://arcade.test/v2/remoteEntry.js', 'script http://arcade.test/v2/static/js/arcade.3.js']);
  });

  it('only loses the head start on a document it cannot read', async () => {
    const fetchMock = await boot('/signin', { '/config.json': () => answer({ microFrontends: 'none' }) });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([]);
    await expect(bootHandoff.takeConfig()).resolves.toEqual({ microFrontends: 'none' });
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

  it("starts a signed-in player's profile read beside the screen's files, with the tab's token (ADR 070)", async () => {
    const token = fakeJwt({ sub: 'player-a' });
    sessionStorage.setItem('access_token', token);
    try {
      const fetchMock = await boot('/signin', {
        '/config.json': () => answer({ ...config, apiBaseUrl: 'http://api.test' }),
        'http://auth.test/mf-manifest.json': () => answer(manifest),
        'http://api.test/api/external/v1/profile?uuid=player-a': () => answer({ status: true }),
      });
      const profileCall = fetchMock.mock.calls.find(([url]) => url.startsWith('http://api.test'));
      expect(profileCall?.[0]).toBe('http://api.test/api/external/v1/profile?uuid=player-a');
      expect(JSON.stringify(profileCall)).toContain(`Bearer ${token}`);
      // The withdrawal page's own reads start too.
      const withdrawal = await boot('/withdrawal', {
        '/config.json': () => answer({ ...config, apiBaseUrl: 'http://api.test' }),
        'http://wallet.test/mf-manifest.json': () => answer(manifest),
        'http://api.test/api/external/v1/profile?uuid=player-a': () => answer({ status: true }),
        'http://api.test/api/external/v1/identity-verification?uuid=player-a': () => answer({ status: true }),
        'http://api.test/api/external/v1/transactions?uuid=player-a': () => answer({ status: true }),
      });
      // By the page's exact path: the games list's reads on /games, not on a game's own page under /games/*.
      const game = await boot('/games/sliding-tiles', {
        '/config.json': () => answer({ ...config, apiBaseUrl: 'http://api.test' }),
        'http://games.test/mf-manifest.json': () => answer(manifest),
        'http://api.test/api/external/v1/profile?uuid=player-a': () => answer({ status: true }),
      });
      expect(game.mock.calls.map(([url]) => url).filter((url) => url.startsWith('http://api.test'))).toEqual([
        'http://api.test/api/external/v1/profile?uuid=player-a',
      ]);
      const games = await boot('/games/', {
        '/config.json': () => answer({ ...config, apiBaseUrl: 'http://api.test' }),
        'http://games.test/mf-manifest.json': () => answer(manifest),
        'http://api.test/api/external/v1/profile?uuid=player-a': () => answer({ status: true }),
        'http://api.test/api/external/v1/games': () => answer({ status: true }),
        'http://api.test/api/external/v1/account/play-limits?uuid=player-a': () => answer({ status: true }),
      });
      expect(games.mock.calls.map(([url]) => url).filter((url) => url.startsWith('http://api.test'))).toHaveLength(3);
      expect(withdrawal.mock.calls.map(([url]) => url).filter((url) => url.startsWith('http://api.test'))).toEqual([
        'http://api.test/api/external/v1/profile?uuid=player-a',
        'http://api.test/api/external/v1/identity-verification?uuid=player-a',
        'http://api.test/api/external/v1/transactions?uuid=player-a',
      ]);
    } finally {
      sessionStorage.clear();
    }
  });

  it('reads no profile without a token in this tab', async () => {
    const fetchMock = await boot('/signin', {
      '/config.json': () => answer({ ...config, apiBaseUrl: 'http://api.test' }),
      'http://auth.test/mf-manifest.json': () => answer(manifest),
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', 'http://auth.test/mf-manifest.json']);
  });

  it('hands a failed config.json to the shell, which reports it', async () => {
    await boot('/signin', { '/config.json': () => answer({}, 404) });
    await expect(bootHandoff.takeConfig()).rejects.toThrow('config.json could not be loaded (HTTP 404).');
    expect(preloads()).toEqual([]);
  });

  it('preloads only the remote entry (found beside the manifest) when the manifest cannot be read, and leaves its failure for the shell to retry', async () => {
    await boot('/signin', { '/config.json': () => answer(config), 'http://auth.test/mf-manifest.json': () => answer({}, 503) });
    expect(preloads()).toEqual(['script http://auth.test/remoteEntry.js']);
    await expect(bootHandoff.takeManifest('http://auth.test/mf-manifest.json')).rejects.toThrow('HTTP 503');
  });

  describe('on a pre-rendered page (ADR 035)', () => {
    const page = (body: string) => {
      document.body.innerHTML = `${body}<template id="shell-scripts" data-sources="/static/js/react.1.js /static/js/main.2.js"></template>`;
    };
    const shellScripts = () =>
      [...document.head.querySelectorAll('script')].map((script) => `${script.getAttribute('src')} async=${script.async}`);
    afterEach(() => {
      document.body.innerHTML = '';
      jest.useRealTimers();
    });

    it("asks for config.json and the shell's scripts, in order, only after the screen has painted", async () => {
      page('<div id="prerendered"><template data-prerendered-screen="signin"></template><h1>Sign in</h1></div><div id="root"></div>');
      const paints: FrameRequestCallback[] = [];
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => paints.push(callback));
      const fetchMock = await boot('/signin', {
        '/config.json': () => answer(config),
        'http://auth.test/mf-manifest.json': () => answer(manifest),
      });
      expect([fetchMock.mock.calls.length, shellScripts()]).toEqual([0, []]);

      paints.forEach((callback) => callback(0));
      await new Promise((resolve) => setTimeout(resolve, 0));
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', 'http://auth.test/mf-manifest.json']);
      // The scripts in a task after the one that started the requests (ADR 070).
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(shellScripts()).toEqual(['/static/js/react.1.js async=false', '/static/js/main.2.js async=false']);
      await expect(bootHandoff.takeConfig()).resolves.toEqual(config);
    });

    it("starts a signed-in page's layout at once: its HTML names the shell's scripts itself (ADR 070)", async () => {
      document.body.innerHTML =
        '<div id="prerendered"><template data-prerendered-screen="withdrawal" data-layout="signed-in"></template><header></header></div><div id="root"></div>';
      const paints: FrameRequestCallback[] = [];
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => paints.push(callback));
      const fetchMock = await boot('/signin', {
        '/config.json': () => answer(config),
        'http://auth.test/mf-manifest.json': () => answer(manifest),
      });
      expect(paints).toEqual([]);
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', 'http://auth.test/mf-manifest.json']);
    });

    it('holds a press on the copy at once, before the paint, and hands it to the shell', async () => {
      page(
        '<div id="prerendered"><template data-prerendered-screen="signin"></template><button type="button">Show</button></div><div id="root"></div>',
      );
      const paints: FrameRequestCallback[] = [];
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => paints.push(callback));
      await boot('/signin', { '/config.json': () => answer(config), 'http://auth.test/mf-manifest.json': () => answer(manifest) });
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.querySelector('#prerendered button')!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      paints.forEach((callback) => callback(0));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(bootHandoff.takeHeld()).toEqual([{ kind: 'click', index: 0 }]);
      // The shell's scripts, added a task later, land in this test's page, not the next one's.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    it("drops a copy whose screen did not come (the include failed), starts at once and loads the shell's scripts", async () => {
      page('<div id="prerendered"><select></select></div><div id="root"></div>');
      const fetchMock = await boot('/signin', {
        '/config.json': () => answer(config),
        'http://auth.test/mf-manifest.json': () => answer(manifest),
      });
      expect(document.getElementById('prerendered')).toBeNull();
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', 'http://auth.test/mf-manifest.json']);
      expect(shellScripts()).toEqual(['/static/js/react.1.js async=false', '/static/js/main.2.js async=false']);
    });

    it('asks again for a script that did not arrive: at once when the browser is back online, else after a growing wait', async () => {
      page('<div id="prerendered"><select></select></div><div id="root"></div>');
      await boot('/signin', { '/config.json': () => answer(config), 'http://auth.test/mf-manifest.json': () => answer(manifest) });
      const main = () => [...document.head.querySelectorAll('script[src="/static/js/main.2.js"]')];
      jest.useFakeTimers();
      const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

      main()[0]!.dispatchEvent(new Event('error'));
      expect(main()).toHaveLength(0);
      jest.advanceTimersByTime(60_000);
      expect(main()).toHaveLength(0);
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(shellScripts()).toEqual(['/static/js/react.1.js async=false', '/static/js/main.2.js async=false']);

      // Online, yet it failed again (a lossy link): 2 s, then 4 s.
      main()[0]!.dispatchEvent(new Event('error'));
      jest.advanceTimersByTime(1999);
      expect(main()).toHaveLength(0);
      jest.advanceTimersByTime(1);
      expect(main()).toHaveLength(1);
      main()[0]!.dispatchEvent(new Event('error'));
      jest.advanceTimersByTime(3999);
      expect(main()).toHaveLength(0);
      jest.advanceTimersByTime(1);
      expect(main()).toHaveLength(1);
      // Each wait ends once: the online event after a timer's retry adds no second copy.
      window.dispatchEvent(new Event('online'));
      expect(main()).toHaveLength(1);
      onLine.mockRestore();
    });
  });
});
