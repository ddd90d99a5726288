import { discoverySchema, type DiscoveredRoute, type DiscoveryDocument, type MicroFrontendVersion } from '../federation/discovery';
import { chooseVersion, documentForBrowser, prerenderedRouteFor, trafficBucket } from '../federation/version-choice';

const version = (number: string, traffic: number, isDefault = false): MicroFrontendVersion => ({
  url: `https://games-${number}.example.lk/mf-manifest.json`,
  metadata: { version: number },
  deployment: { traffic, default: isDefault },
  extras: { routes: [{ path: '/games/*', module: './Games', topBar: true }] },
});
const browsers = Array.from({ length: 10_000 }, (_, index) => `browser-${index}`);

describe('trafficBucket', () => {
  it('is FNV-1a of "<browser>:<name>" modulo 100', () => {
    // FNV-1a (32 bits) of "a:b" is 0x08bd8540, 146,638,144.
    expect(trafficBucket('a', 'b')).toBe(44);
  });

  it('spreads browsers evenly, and differently per micro-frontend', () => {
    const counts = new Array<number>(100).fill(0);
    for (const browser of browsers) counts[trafficBucket(browser, 'games')]! += 1;
    expect(Math.min(...counts)).toBeGreaterThan(60);
    expect(Math.max(...counts)).toBeLessThan(140);
    const same = browsers.filter((browser) => trafficBucket(browser, 'games') === trafficBucket(browser, 'auth')).length;
    expect(same).toBeLessThan(200);
  });
});

describe('chooseVersion', () => {
  const canary = [version('1.0.0', 90, true), version('1.1.0', 10)];

  it('gives each version about its share of browsers, and a browser the same version every time', () => {
    const onCanary = browsers.filter((browser) => chooseVersion('games', canary, browser).metadata.version === '1.1.0');
    expect(onCanary.length).toBeGreaterThan(800);
    expect(onCanary.length).toBeLessThan(1200);
    for (const browser of browsers.slice(0, 100))
      expect(chooseVersion('games', canary, browser)).toBe(chooseVersion('games', canary, browser));
  });

  it('follows the listed order: the first share covers buckets 0 to its traffic − 1', () => {
    const low = browsers.find((browser) => trafficBucket(browser, 'games') === 0)!;
    const high = browsers.find((browser) => trafficBucket(browser, 'games') === 95)!;
    expect(chooseVersion('games', canary, low).metadata.version).toBe('1.0.0');
    expect(chooseVersion('games', canary, high).metadata.version).toBe('1.1.0');
    const reversed = [version('1.1.0', 10), version('1.0.0', 90, true)];
    expect(chooseVersion('games', reversed, low).metadata.version).toBe('1.1.0');
  });

  it('moves a browser only when the shares move it: a rollback (0/100) brings every browser back', () => {
    const rolledBack = [version('1.0.0', 100, true), version('1.1.0', 0)];
    expect(browsers.every((browser) => chooseVersion('games', rolledBack, browser).metadata.version === '1.0.0')).toBe(true);
  });

  it('takes a forced version when it is listed, and ignores one that is not', () => {
    const onDefault = browsers.find((browser) => chooseVersion('games', canary, browser).metadata.version === '1.0.0')!;
    expect(chooseVersion('games', canary, onDefault, '1.1.0').metadata.version).toBe('1.1.0');
    expect(chooseVersion('games', canary, onDefault, '9.9.9').metadata.version).toBe('1.0.0');
  });
});

describe('documentForBrowser', () => {
  it('lists one version per micro-frontend and keeps the settings beside them', () => {
    const document = {
      schema: discoverySchema,
      apiBaseUrl: 'https://api.example.lk',
      microFrontends: { games: [version('1.0.0', 50, true), version('2.0.0', 50)], auth: [version('3.0.0', 100, true)] },
    } satisfies DiscoveryDocument & { apiBaseUrl: string };
    const answer = documentForBrowser(document, 'browser-1', { games: '2.0.0' });
    expect(answer.apiBaseUrl).toBe('https://api.example.lk');
    expect(answer.microFrontends.games.map((entry) => entry.metadata.version)).toEqual(['2.0.0']);
    expect(answer.microFrontends.auth.map((entry) => entry.metadata.version)).toEqual(['3.0.0']);
    expect(document.microFrontends.games).toHaveLength(2);
  });
});

describe('prerenderedRouteFor', () => {
  const lab = (number: string, traffic: number, routes: DiscoveredRoute[], isDefault = false): MicroFrontendVersion => ({
    ...version(number, traffic, isDefault),
    extras: { routes },
  });
  const route = (path: string, prerendered?: DiscoveredRoute['prerendered']): DiscoveredRoute => ({
    path,
    module: './Lab',
    ...(prerendered && { prerendered }),
  });
  const documentOf = (microFrontends: DiscoveryDocument['microFrontends']): DiscoveryDocument => ({
    schema: discoverySchema,
    microFrontends,
  });

  it("finds the route in the browser's version: marked in version 2 only, it is pre-rendered for that version's browsers", () => {
    const document = documentOf({
      lab: [lab('1.0.0', 50, [route('/lab')], true), lab('2.0.0', 50, [route('/lab', true)])],
      games: [lab('1.0.0', 100, [route('/games/*')], true)],
    });
    for (const browser of browsers.slice(0, 200)) {
      const onTwo = chooseVersion('lab', document.microFrontends.lab!, browser).metadata.version === '2.0.0';
      expect(prerenderedRouteFor(document, 'lab', browser)).toEqual(
        onTwo ? { remote: 'lab', fragment: 'lab', layout: 'signed-out' } : null,
      );
    }
    expect(prerenderedRouteFor(document, 'lab', 'browser-1', { lab: '2.0.0' })).toEqual({
      remote: 'lab',
      fragment: 'lab',
      layout: 'signed-out',
    });
    expect(prerenderedRouteFor(document, 'lab', 'browser-1', { lab: '1.0.0' })).toBeNull();
    expect(prerenderedRouteFor(document, 'games', 'browser-1')).toBeNull();
  });

  it('takes an area by its own page, and a route of exactly that path before an area of it', () => {
    const area = documentOf({ lab: [lab('1.0.0', 100, [route('/lab/*', true)], true)] });
    expect(prerenderedRouteFor(area, 'lab', 'browser-1')).toEqual({ remote: 'lab', fragment: 'lab', layout: 'signed-out' });
    expect(prerenderedRouteFor(area, 'lab/x', 'browser-1')).toBeNull();
    const both = documentOf({
      arcade: [lab('1.0.0', 100, [route('/lab/*', true)], true)],
      lab: [lab('1.0.0', 100, [route('/lab')], true)],
    });
    expect(prerenderedRouteFor(both, 'lab', 'browser-1')).toBeNull();
  });

  it('says which browsers get the copy: a route marked "signed-in" is a signed-in screen (ADR 079)', () => {
    const document = documentOf({ lab: [lab('1.0.0', 100, [route('/vault/*', 'signed-in'), route('/lab', true)], true)] });
    expect(prerenderedRouteFor(document, 'vault', 'browser-1')).toEqual({ remote: 'lab', fragment: 'vault', layout: 'signed-in' });
    expect(prerenderedRouteFor(document, 'lab', 'browser-1')).toEqual({ remote: 'lab', fragment: 'lab', layout: 'signed-out' });
  });

  it('finds nothing for a name no route can have', () => {
    const document = documentOf({ lab: [lab('1.0.0', 100, [route('/lab', true), route('/lab/../pages', true)], true)] });
    for (const name of ['', 'index', '_screen', '../lab', 'lab/../pages', 'pages', 'LAB'])
      expect(prerenderedRouteFor(document, name, 'browser-1')).toBeNull();
  });
});
