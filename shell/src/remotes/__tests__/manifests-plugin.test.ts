/** @jest-environment node */
import { bootHandoff } from '../../boot/handoff';
import { manifestsPlugin } from '../manifests-plugin';

// The network is the edge: the runtime's own fallback fetch.
const networkFetch = jest.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{"from":"network"}')));
global.fetch = networkFetch as unknown as typeof fetch;
const url = 'http://auth.test/mf-manifest.json';
const fallbackUrl = 'http://auth-copy.test/mf-manifest.json';
const routes = { routes: [{ path: '/signin', module: './SignIn' as const }] };
const bootManifestsPlugin = () => manifestsPlugin({ microFrontends: { auth: [{ url, metadata: { version: '1.0.0' }, extras: routes }] } });
const withFallback = () =>
  manifestsPlugin({ microFrontends: { auth: [{ url, fallbackUrl, metadata: { version: '1.0.0' }, extras: routes }] } });

async function fetchThroughPlugin(target: string) {
  const answer = bootManifestsPlugin().fetch!(target, {});
  return answer ? ((await answer) as Response).json() : answer;
}

beforeEach(() => networkFetch.mockClear());

describe('manifestsPlugin', () => {
  it("answers the runtime's manifest request with the boot script's answer, once", async () => {
    bootHandoff.set({ manifests: new Map([[url, Promise.resolve({ from: 'boot' })]]) });
    await expect(fetchThroughPlugin(url)).resolves.toEqual({ from: 'boot' });
    // The second time (a Retry after a failure, say) the runtime fetches for itself.
    expect(bootManifestsPlugin().fetch!(url, {})).toBeUndefined();
    expect(networkFetch).not.toHaveBeenCalled();
  });

  it('fetches again when the early fetch failed', async () => {
    bootHandoff.set({ manifests: new Map([[url, Promise.reject(new Error('HTTP 503'))]]) });
    await expect(fetchThroughPlugin(url)).resolves.toEqual({ from: 'network' });
    expect(networkFetch).toHaveBeenCalledWith(url, {});
  });

  it('leaves other manifests to the runtime', () => {
    bootHandoff.set({ manifests: new Map() });
    expect(bootManifestsPlugin().fetch!('http://content.test/mf-manifest.json', {})).toBeUndefined();
  });

  it("fetches a version's manifest from its fallback when the manifest cannot be had, and only then", async () => {
    bootHandoff.set({ manifests: new Map() });
    networkFetch.mockImplementationOnce(() => Promise.resolve(new Response('gone', { status: 503 })));
    const fromFallback = await ((await withFallback().fetch!(url, {})) as Response).json();
    expect(fromFallback).toEqual({ from: 'network' });
    expect(networkFetch.mock.calls).toEqual([
      [url, {}],
      [fallbackUrl, {}],
    ]);

    networkFetch.mockClear();
    networkFetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await (withFallback().fetch!(url, {}) as Promise<Response>);
    expect(networkFetch.mock.calls.map(([target]) => target)).toEqual([url, fallbackUrl]);

    networkFetch.mockClear();
    await (withFallback().fetch!(url, {}) as Promise<Response>);
    expect(networkFetch.mock.calls.map(([target]) => target)).toEqual([url]);
  });
});
