/** @jest-environment node */
import { bootHandoff } from '../../boot/handoff';
import { bootManifestsPlugin } from '../boot-manifests-plugin';

// The network is the edge: the runtime's own fallback fetch.
const networkFetch = jest.fn(() => Promise.resolve(new Response('{"from":"network"}')));
global.fetch = networkFetch as unknown as typeof fetch;
const url = 'http://auth.test/mf-manifest.json';

async function fetchThroughPlugin(target: string) {
  const answer = bootManifestsPlugin().fetch!(target, {});
  return answer ? ((await answer) as Response).json() : answer;
}

beforeEach(() => networkFetch.mockClear());

describe('bootManifestsPlugin', () => {
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
});
