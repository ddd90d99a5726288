import { chooseVersions, discoverySchema, parseDiscoveryDocument, trafficBucket, type MicroFrontendVersion } from '../federation/discovery';

const version = (number: string, overrides: Partial<MicroFrontendVersion> = {}): MicroFrontendVersion => ({
  url: `https://games-${number}.example.lk/mf-manifest.json`,
  metadata: { version: number },
  extras: { routes: [{ path: '/games/*', module: './Games', topBar: true }] },
  ...overrides,
});
const documentWith = (microFrontends: Record<string, unknown>) => ({ schema: discoverySchema, microFrontends });
const problemsOf = (raw: unknown) => {
  try {
    parseDiscoveryDocument(raw);
    return [];
  } catch (error) {
    return (error as Error).message.replace(/^The discovery document is invalid: /, '').split('; ');
  }
};

describe('parseDiscoveryDocument', () => {
  it('accepts one version, or several with shares that add up to 100 and one default', () => {
    const single = documentWith({ games: [version('1.0.0')] });
    expect(parseDiscoveryDocument(single)).toBe(single);
    const canary = documentWith({
      games: [
        version('1.0.0', { deployment: { traffic: 90, default: true } }),
        version('1.1.0', { deployment: { traffic: 10, default: false }, metadata: { version: '1.1.0', integrity: 'sha384-AbC+/1==' } }),
      ],
      auth: [{ ...version('2.0.0'), extras: { routes: [{ path: '/signin', module: './SignIn' }] } }],
    });
    expect(parseDiscoveryDocument(canary)).toBe(canary);
  });

  it('names every bad entry by its place', () => {
    expect(
      problemsOf(
        documentWith({
          games: [
            {
              url: 'ftp://games.example.lk/mf-manifest.json',
              fallbackUrl: 'nowhere',
              metadata: { version: '', integrity: 'md5-abc' },
              extras: { routes: [{ path: 'games', module: 'Games', topBar: 'yes', requiresRole: 'admin' }, 'x'] },
            },
          ],
          'my-remote': [],
        }),
      ),
    ).toEqual([
      'microFrontends.games[0].url: expected the http(s) URL of an mf-manifest.json',
      'microFrontends.games[0].fallbackUrl: expected an http(s) URL',
      'microFrontends.games[0].metadata.version: expected non-empty text',
      'microFrontends.games[0].metadata.integrity: expected a Subresource Integrity hash such as "sha384-…"',
      'microFrontends.games[0].extras.routes[0].path: expected a path starting with "/"',
      'microFrontends.games[0].extras.routes[0].module: expected an exposed module such as "./Games"',
      'microFrontends.games[0].extras.routes[0].topBar: expected true or false',
      'microFrontends.games[0].extras.routes[0].requiresRole: expected one of payout-operator, payout-approver',
      'microFrontends.games[0].extras.routes[1]: expected an object',
      'microFrontends.my-remote: the name must be a federation name (letters, digits, _)',
      'microFrontends.my-remote: expected a list of one or more versions',
    ]);
  });

  it('refuses a schema it does not know and a document that is not an object', () => {
    expect(problemsOf({ schema: 'https://example.lk/other.json', microFrontends: {} })).toEqual([`schema: expected "${discoverySchema}"`]);
    expect(problemsOf([])).toEqual(['(root): expected an object']);
    expect(problemsOf({ schema: discoverySchema })).toEqual(['microFrontends: expected an object']);
  });

  it('refuses shares that do not add up to 100, a missing or second default, a version listed twice', () => {
    expect(
      problemsOf(
        documentWith({
          games: [
            version('1.0.0', { deployment: { traffic: 60, default: true } }),
            version('1.0.0', { deployment: { traffic: 30, default: true } }),
            version('1.2.0'),
          ],
        }),
      ),
    ).toEqual([
      'microFrontends.games[2].deployment: expected { "traffic": 0 to 100, "default": true or false }',
      'microFrontends.games: each version must be listed once',
      "microFrontends.games: the versions' traffic must add up to 100, not 90",
      'microFrontends.games: exactly one version must be the default',
    ]);
  });

  it('refuses a route two micro-frontends claim, however it is written', () => {
    expect(
      problemsOf(
        documentWith({
          games: [version('1.0.0')],
          arcade: [{ ...version('1.0.0'), extras: { routes: [{ path: '/Games/*/', module: './Arcade' }] } }],
        }),
      ),
    ).toEqual(['microFrontends.arcade: the route "/games/*" is already owned by games']);
  });

  it('says which document it is', () => {
    expect(() => parseDiscoveryDocument(null, 'config.json')).toThrow('config.json is invalid: (root): expected an object');
  });
});

describe('chooseVersions', () => {
  const canary = parseDiscoveryDocument(
    documentWith({
      games: [
        version('1.0.0', { deployment: { traffic: 50, default: true } }),
        version('2.0.0', { deployment: { traffic: 50, default: false } }),
      ],
      auth: [{ ...version('3.0.0'), extras: { routes: [{ path: '/signin', module: './SignIn' }] } }],
    }),
  );
  const browsers = Array.from({ length: 2_000 }, (_, index) => `browser-${index}`);

  it('gives each browser its share, the same one every time', () => {
    const onTwo = browsers.filter((browser) => chooseVersions(canary, browser).games!.metadata.version === '2.0.0');
    expect(onTwo.length / browsers.length).toBeGreaterThan(0.45);
    expect(onTwo.length / browsers.length).toBeLessThan(0.55);
    for (const browser of browsers.slice(0, 50)) expect(chooseVersions(canary, browser)).toEqual(chooseVersions(canary, browser));
    expect(new Set(browsers.map((browser) => chooseVersions(canary, browser).auth!.metadata.version))).toEqual(new Set(['3.0.0']));
  });

  it('moves every browser back when the shares do (a rollback)', () => {
    const rolledBack = structuredClone(canary);
    rolledBack.microFrontends.games![0]!.deployment!.traffic = 100;
    rolledBack.microFrontends.games![1]!.deployment!.traffic = 0;
    expect(new Set(browsers.map((browser) => chooseVersions(rolledBack, browser).games!.metadata.version))).toEqual(new Set(['1.0.0']));
  });

  it("runs a forced version if it is listed, the browser's share otherwise", () => {
    const browser = browsers.find((candidate) => chooseVersions(canary, candidate).games!.metadata.version === '1.0.0')!;
    expect(chooseVersions(canary, browser, { games: '2.0.0' }).games!.metadata.version).toBe('2.0.0');
    expect(chooseVersions(canary, browser, { games: '9.9.9' }).games!.metadata.version).toBe('1.0.0');
  });

  it('spreads buckets evenly and independently per micro-frontend', () => {
    const buckets = browsers.map((browser) => trafficBucket(browser, 'games'));
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(99);
    const same = browsers.filter((browser) => trafficBucket(browser, 'games') < 50 === trafficBucket(browser, 'auth') < 50).length;
    expect(same / browsers.length).toBeGreaterThan(0.4);
    expect(same / browsers.length).toBeLessThan(0.6);
  });
});
