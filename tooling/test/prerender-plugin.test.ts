/**
 * What a remote's production build pre-renders (tooling/prerender/plugin.ts): a remote outside the
 * contract renders the screens its descriptor lists, named as the shell's server names the
 * document's pre-rendered routes; a screen it cannot name or does not expose fails the build.
 */
import path from 'node:path';
import { PrerenderPlugin, prerenderPluginFor } from '../prerender/plugin';

// Nothing is built here, and Rspack's ES module build does not load under Jest.
jest.mock('@rspack/core', () => ({ rspack: {} }));

const dir = path.resolve(__dirname, '../../e2e/fixtures/mfe-lab');
const build = { resolve: {}, rules: [] };
const lab = (prerenderedScreens?: { path: string; module: `./${string}` }[]) => ({
  federationName: 'lab',
  exposes: { './Lab': './src/LabScreen.tsx' } as Record<`./${string}`, string>,
  prerenderedScreens,
});
/** The entry the plugin would bundle for Node, where it names each screen. */
const entryOf = (plugin: PrerenderPlugin | null) => (plugin as unknown as { options: { entry: { source: string } } }).options.entry.source;

describe('prerenderPluginFor, a remote that describes itself', () => {
  it('renders each screen its descriptor lists at its URL, under its route, as the fragment its path names', () => {
    const plugin = prerenderPluginFor(
      lab([
        { path: '/lab', module: './Lab' },
        { path: '/Lab-area/*', module: './Lab' },
      ]),
      dir,
      build,
    );
    expect(plugin).toBeInstanceOf(PrerenderPlugin);
    const screens = entryOf(plugin)
      .split('\n')
      .filter((line) => line.includes('fragment:'));
    expect(screens).toEqual([
      expect.stringContaining(
        `{ fragment: "lab", path: "/lab", route: "/lab", load: () => import(${JSON.stringify(path.join(dir, 'src/LabScreen.tsx'))}) }`,
      ),
      expect.stringContaining('{ fragment: "lab-area", path: "/Lab-area", route: "/Lab-area/*",'),
    ]);
  });

  it('renders the signed-in screens it lists under the placeholder session, one copy per page (ADR 079)', () => {
    const plugin = prerenderPluginFor(
      { ...lab([{ path: '/lab', module: './Lab' }]), signedInScreens: [{ path: '/vault/*', module: './Lab' }] },
      dir,
      build,
    );
    const screens = entryOf(plugin)
      .split('\n')
      .filter((line) => line.includes('fragment:'));
    expect(screens).toEqual([
      expect.not.stringContaining('signedIn'),
      expect.stringContaining('{ fragment: "vault", path: "/vault", route: "/vault/*", signedIn: true,'),
    ]);
    expect(() =>
      prerenderPluginFor(
        { ...lab([{ path: '/lab', module: './Lab' }]), signedInScreens: [{ path: '/lab/*', module: './Lab' }] },
        dir,
        build,
      ),
    ).toThrow('lab: the page "lab" is listed twice; it has one copy');
  });

  it('has nothing to pre-render when the descriptor lists nothing', () => {
    expect(prerenderPluginFor(lab(), dir, build)).toBeNull();
    expect(prerenderPluginFor(lab([]), dir, build)).toBeNull();
  });

  it.each(['/lab/deep', '/', '/../pages', '/lab_2', '/lab.html'])('refuses the path %p, which names no page', (route) => {
    expect(() => prerenderPluginFor(lab([{ path: route, module: './Lab' }]), dir, build)).toThrow(
      `lab: cannot pre-render ./Lab at "${route}": the path must be one segment of a-z, 0-9 and "-"`,
    );
  });

  it('refuses a module it does not expose', () => {
    expect(() => prerenderPluginFor(lab([{ path: '/lab', module: './Other' }]), dir, build)).toThrow(
      'lab: cannot pre-render ./Other, which it does not expose',
    );
  });
});

describe('prerenderPluginFor, a contract remote', () => {
  const screensOf = (remote: 'content' | 'wallet' | 'auth') =>
    entryOf(prerenderPluginFor(remote, path.resolve(__dirname, `../../mfe-${remote}`), build))
      .split('\n')
      .filter((line) => line.includes('fragment:'))
      .map((line) => /fragment: "([\w-]+)".*?(signedIn: true)?, load/.exec(line)!.slice(1, 3).join(' ').trim());

  it('renders its signed-out screens, and its signed-in ones under the placeholder session (ADR 076)', () => {
    expect(screensOf('wallet')).toEqual(['withdrawal signedIn: true']);
    expect(screensOf('content')).toEqual(expect.arrayContaining(['index', 'cashprizes', 'dashboard signedIn: true']));
    expect(screensOf('auth')).not.toContainEqual(expect.stringContaining('signedIn'));
  });
});
