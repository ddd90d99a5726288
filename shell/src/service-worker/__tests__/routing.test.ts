import { originsOf, strategyFor, type KnownOrigins } from '../routing';
import { offlineLanguage, withRetryLink } from '../offline-page';

const document = {
  apiBaseUrl: 'https://api.example.com',
  identity: { baseUrl: 'https://id.example.com' },
  microFrontends: {
    auth: [{ url: 'https://cdn.example.com/auth/mf-manifest.json', fallbackUrl: 'https://old.example.com/auth/mf-manifest.json' }],
    games: [{ url: 'https://games.example.com/mf-manifest.json' }],
  },
};
const origins: KnownOrigins = originsOf(document, 'https://play.example.com');
const get = (url: string, mode = 'cors') => strategyFor({ url, method: 'GET', mode }, origins);

describe('the service worker’s routing', () => {
  test('the origins left alone are the API’s and the identity’s, from the discovery document', () => {
    expect([...origins.never].sort()).toEqual(['https://api.example.com', 'https://id.example.com']);
    expect(originsOf('not a document', 'https://play.example.com').never.size).toBe(0);
    expect(originsOf({ apiBaseUrl: 'javascript:alert(1)' }, 'https://play.example.com').never.size).toBe(0);
  });

  test('hashed files of the shell and of the remotes are cache-first; source maps and query strings are not', () => {
    expect(get('https://play.example.com/static/js/main.c17d02ea5a.js', 'no-cors')).toBe('hashed');
    expect(get('https://play.example.com/static/media/noto-sans-sinhala-sinhala-wght-normal.8eac31e16b.woff2')).toBe('hashed');
    expect(get('https://cdn.example.com/auth/static/js/624.766faea2bd.js')).toBe('hashed');
    expect(get('https://games.example.com/static/media/board.0123456789.png')).toBe('hashed');
    expect(get('https://play.example.com/static/js/main.c17d02ea5a.js.map')).toBe('none');
    expect(get('https://play.example.com/static/js/main.js')).toBe('none');
    expect(get('https://play.example.com/static/js/main.c17d02ea5a.js?v=2')).toBe('none');
    // A remote the worker has not seen in a document yet (a restarted worker) is cached all the same.
    expect(get('https://new-remote.example.com/static/js/main.c17d02ea5a.js')).toBe('hashed');
  });

  test('entry points are network-first: config.json, every remote’s mf-manifest.json and remoteEntry.js', () => {
    expect(get('https://play.example.com/config.json')).toBe('entry');
    expect(get('https://cdn.example.com/auth/mf-manifest.json')).toBe('entry');
    expect(get('https://games.example.com/remoteEntry.js')).toBe('entry');
    expect(get('https://new-remote.example.com/remoteEntry.js')).toBe('entry');
    expect(get('https://games.example.com/config.json')).toBe('none');
  });

  test('pages of the shell’s origin are the page strategy (network only, offline page); a remote’s own page is left alone', () => {
    expect(get('https://play.example.com/', 'navigate')).toBe('page');
    expect(get('https://play.example.com/withdrawal?lang=si', 'navigate')).toBe('page');
    expect(get('https://games.example.com/', 'navigate')).toBe('none');
    expect(get('https://games.example.com/static/js/main.c17d02ea5a.js', 'navigate')).toBe('none');
  });

  test('the API, the identity service and anything but GET are never answered by the worker', () => {
    expect(get('https://api.example.com/api/profile')).toBe('none');
    expect(get('https://api.example.com/static/js/main.c17d02ea5a.js')).toBe('none');
    expect(get('https://id.example.com/realms/players/protocol/openid-connect/token')).toBe('none');
    expect(get('https://play.example.com/api/profile')).toBe('none');
    expect(get('https://play.example.com/api', 'navigate')).toBe('none');
    expect(strategyFor({ url: 'https://play.example.com/config.json', method: 'POST', mode: 'cors' }, origins)).toBe('none');
    expect(strategyFor({ url: 'not a url', method: 'GET', mode: 'cors' }, origins)).toBe('none');
  });

  test('an API on a remote’s origin is still never cached; one on the shell’s origin keeps the /api/ rule', () => {
    const onRemote = originsOf({ ...document, apiBaseUrl: 'https://games.example.com' }, 'https://play.example.com');
    expect(strategyFor({ url: 'https://games.example.com/static/js/main.c17d02ea5a.js', method: 'GET', mode: 'cors' }, onRemote)).toBe(
      'none',
    );
    const onShell = originsOf({ ...document, apiBaseUrl: 'https://play.example.com' }, 'https://play.example.com');
    expect(strategyFor({ url: 'https://play.example.com/config.json', method: 'GET', mode: 'cors' }, onShell)).toBe('entry');
    expect(strategyFor({ url: 'https://play.example.com/api/profile', method: 'GET', mode: 'cors' }, onShell)).toBe('none');
  });
});

describe('the offline page', () => {
  test('is in the language of ?lang=, else the stored choice, else the browser’s', () => {
    expect(offlineLanguage('https://play.example.com/signin?lang=ta', 'si', ['en'])).toBe('ta');
    expect(offlineLanguage('https://play.example.com/signin', 'si', ['ta-LK'])).toBe('si');
    expect(offlineLanguage('https://play.example.com/signin', undefined, ['ta-LK', 'en'])).toBe('ta');
    expect(offlineLanguage('https://play.example.com/signin', 'fr', ['de'])).toBe('en');
  });

  test('its "Try again" link asks for the address that could not be loaded, escaped', () => {
    const html = '<main><a href="/" data-offline-retry="">Try again</a></main>';
    expect(withRetryLink(html, '/withdrawal?a=1&b="x"')).toBe('<main><a href="/withdrawal?a=1&amp;b=%22x%22">Try again</a></main>');
  });
});
