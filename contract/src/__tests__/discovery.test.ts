import { discoveryProblems, discoverySchema, prerenderedPageOf, routesOf, type MicroFrontendVersion } from '../federation/discovery';

const version = (number: string, overrides: Partial<MicroFrontendVersion> = {}): MicroFrontendVersion => ({
  url: `https://games-${number}.example.lk/mf-manifest.json`,
  metadata: { version: number },
  extras: { routes: [{ path: '/games/*', module: './Games', topBar: true }] },
  ...overrides,
});
const documentWith = (microFrontends: Record<string, unknown>) => ({ schema: discoverySchema, microFrontends });
const problemsOf = discoveryProblems;

describe('discoveryProblems', () => {
  it('accepts one version, or several with shares that add up to 100 and one default', () => {
    const single = documentWith({ games: [version('1.0.0')] });
    expect(problemsOf(single)).toEqual([]);
    const canary = documentWith({
      games: [
        version('1.0.0', { deployment: { traffic: 90, default: true } }),
        version('1.1.0', { deployment: { traffic: 10, default: false }, metadata: { version: '1.1.0', integrity: 'sha384-AbC+/1==' } }),
      ],
      auth: [{ ...version('2.0.0'), extras: { routes: [{ path: '/signin', module: './SignIn' }] } }],
    });
    expect(problemsOf(canary)).toEqual([]);
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

  it('takes a route marked pre-rendered whose path names a page, and names each one that does not', () => {
    const withRoutes = (routes: unknown[]) => documentWith({ lab: [{ ...version('1.0.0'), extras: { routes } }] });
    const lab = (path: string, extra: Record<string, unknown>) => ({ path, module: './Lab', ...extra });
    expect(
      problemsOf(
        withRoutes([
          lab('/lab', { prerendered: true }),
          lab('/Lab-2/*', { prerendered: true }),
          lab('/a/b', { prerendered: false }),
          lab('/vault/*', { prerendered: 'signed-in' }),
        ]),
      ),
    ).toEqual([]);
    expect(
      problemsOf(
        withRoutes([
          lab('/lab', { prerendered: 'yes' }),
          lab('/lab/deep', { prerendered: true }),
          lab('/', { prerendered: true }),
          lab('/lab_2', { prerendered: true }),
          lab('/operator', { prerendered: true, requiresRole: 'payout-operator' }),
          lab('/vault/deep', { prerendered: 'signed-in' }),
          lab('/queue', { prerendered: 'signed-in', requiresRole: 'payout-operator' }),
        ]),
      ),
    ).toEqual([
      'microFrontends.lab[0].extras.routes[0].prerendered: expected false, or true or "signed-in" on a path of one segment of a-z, 0-9 and "-" with no requiresRole',
      'microFrontends.lab[0].extras.routes[1].prerendered: expected false, or true or "signed-in" on a path of one segment of a-z, 0-9 and "-" with no requiresRole',
      'microFrontends.lab[0].extras.routes[2].prerendered: expected false, or true or "signed-in" on a path of one segment of a-z, 0-9 and "-" with no requiresRole',
      'microFrontends.lab[0].extras.routes[3].prerendered: expected false, or true or "signed-in" on a path of one segment of a-z, 0-9 and "-" with no requiresRole',
      'microFrontends.lab[0].extras.routes[4].prerendered: expected false, or true or "signed-in" on a path of one segment of a-z, 0-9 and "-" with no requiresRole',
      'microFrontends.lab[0].extras.routes[5].prerendered: expected false, or true or "signed-in" on a path of one segment of a-z, 0-9 and "-" with no requiresRole',
      'microFrontends.lab[0].extras.routes[6].prerendered: expected false, or true or "signed-in" on a path of one segment of a-z, 0-9 and "-" with no requiresRole',
    ]);
  });
});

describe('prerenderedPageOf', () => {
  it.each([
    ['/lab', 'lab'],
    ['/lab/', 'lab'],
    ['/lab/*', 'lab'],
    ['/Lab-2', 'lab-2'],
    ['/', null],
    ['/*', null],
    ['/a/b', null],
    ['/../pages', null],
    ['/_screen', null],
    ['/lab.html', null],
  ])('names the page of %p %p', (path, name) => {
    expect(prerenderedPageOf(path)).toBe(name);
  });
});

describe('routesOf', () => {
  it("lists each micro-frontend's running version's routes with their owner: the default where several are listed", () => {
    const routes = routesOf(
      documentWith({
        games: [
          version('1.0.0', {
            deployment: { traffic: 10, default: false },
            extras: { routes: [{ path: '/games-old', module: './Games' }] },
          }),
          version('2.0.0', { deployment: { traffic: 90, default: true } }),
        ],
        auth: [{ ...version('3.0.0'), extras: { routes: [{ path: '/signin', module: './SignIn' }] } }],
      }) as Parameters<typeof routesOf>[0],
    );
    expect(routes).toEqual([
      { path: '/games/*', module: './Games', topBar: true, remote: 'games' },
      { path: '/signin', module: './SignIn', remote: 'auth' },
    ]);
  });
});
