import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { MicroFrontendVersion } from 'contract/discovery';
import { integrityPlugin } from '../integrity-plugin';

const integrity = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
const version = (overrides: Partial<MicroFrontendVersion> = {}): MicroFrontendVersion => ({
  url: 'https://lab.example.lk/v2/mf-manifest.json',
  metadata: { version: '2.0.0', integrity },
  extras: { routes: [{ path: '/lab', module: './Lab' }] },
  ...overrides,
});
const plugin = (lab: MicroFrontendVersion) => integrityPlugin({ microFrontends: { lab: [lab] } });
type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

describe('integrityPlugin', () => {
  it("gives the entry's script the document's integrity, asked for with CORS", () => {
    const script = plugin(version()).createScript!({ url: 'https://lab.example.lk/v2/remoteEntry.js' }) as HTMLScriptElement;
    expect(script.src).toBe('https://lab.example.lk/v2/remoteEntry.js');
    expect(script.integrity).toBe(integrity);
    expect(script.crossOrigin).toBe('anonymous');
  });

  it('leaves other scripts, and entries without an integrity, to the runtime', () => {
    expect(plugin(version()).createScript!({ url: 'https://lab.example.lk/v2/static/js/1.js' })).toBeUndefined();
    const unchecked = version({ metadata: { version: '2.0.0' } });
    expect(plugin(unchecked).createScript!({ url: 'https://lab.example.lk/v2/remoteEntry.js' })).toBeUndefined();
  });

  it('loads a refused entry once more from the fallback, checked against the same integrity', async () => {
    const lab = plugin(version({ fallbackUrl: 'https://lab-copy.example.lk/mf-manifest.json' }));
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn(() => Promise.resolve(exports));
    const remoteInfo = {
      name: 'lab',
      entry: 'https://lab.example.lk/v2/remoteEntry.js',
      type: 'global',
      entryGlobalName: 'lab',
      shareScope: 'default',
    };
    const args = { getRemoteEntry, origin: {}, remoteInfo } as unknown as LoadEntryErrorArgs;
    await expect(lab.loadEntryError!(args)).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledWith({
      origin: {},
      remoteInfo: { ...remoteInfo, entry: 'https://lab-copy.example.lk/remoteEntry.js' },
      remoteEntryExports: undefined,
    });
    const script = lab.createScript!({ url: 'https://lab-copy.example.lk/remoteEntry.js' }) as HTMLScriptElement;
    expect(script.integrity).toBe(integrity);

    // The fallback failing too is the end: the screen's failure shows.
    getRemoteEntry.mockClear();
    const fromFallback = {
      ...args,
      remoteInfo: { ...remoteInfo, entry: 'https://lab-copy.example.lk/remoteEntry.js' },
    } as LoadEntryErrorArgs;
    await expect(lab.loadEntryError!(fromFallback)).resolves.toBeUndefined();
    expect(getRemoteEntry).not.toHaveBeenCalled();
  });

  it('has nothing to try for a version without a fallback', async () => {
    const getRemoteEntry = jest.fn();
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'lab', entry: 'https://lab.example.lk/v2/remoteEntry.js' },
    } as unknown as LoadEntryErrorArgs;
    await expect(plugin(version()).loadEntryError!(args)).resolves.toBeUndefined();
    expect(getRemoteEntry).not.toHaveBeenCalled();
  });

  it("gives the runtime's preload of a screen's script the hash its manifest lists, with CORS, as the remote's checked load asks", () => {
    const lab = plugin(version());
    type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];
    const manifestJson = { integrity: { 'static/js/__federation_expose_Lab.1a2b.js': integrity } };
    const args = { manifestUrl: 'https://lab.example.lk/v2/mf-manifest.json', manifestJson } as unknown as SnapshotArgs;
    expect(lab.loadRemoteSnapshot!(args)).toBe(args);
    const attrs = { rel: 'preload', as: 'script' };
    const link = lab.createLink!({
      url: 'https://lab.example.lk/v2/static/js/__federation_expose_Lab.1a2b.js',
      attrs,
    } as never) as HTMLLinkElement;
    expect(link.href).toBe('https://lab.example.lk/v2/static/js/__federation_expose_Lab.1a2b.js');
    expect([link.rel, link.getAttribute('as'), link.integrity, link.crossOrigin]).toEqual(['preload', 'script', integrity, 'anonymous']);
    // A script the manifest does not list is the runtime's to preload as it does.
    expect(lab.createLink!({ url: 'https://lab.example.lk/v2/static/js/1.js', attrs } as never)).toBeUndefined();
  });
});
