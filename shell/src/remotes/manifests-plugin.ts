import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { runningVersion, type DiscoveryDocument } from 'contract/discovery';
import { bootHandoff } from '../boot/handoff';

const succeeded = (response: Response) => (response.ok ? response : Promise.reject(new Error(`HTTP ${response.status}`)));

/**
 * Where the federation runtime's manifests come from. The one the boot script already fetched for
 * this route's remote is used instead of a second request (one whose early fetch failed is fetched
 * again). A version's manifest that cannot be had is fetched from its `fallbackUrl` (ADR 049), a
 * copy of the same build: its entry then fails where the manifest did and is loaded from the
 * fallback too (integrity-plugin.ts). Any other manifest is the runtime's to fetch.
 */
export function manifestsPlugin(discovery: Pick<DiscoveryDocument, 'microFrontends'>): ModuleFederationRuntimePlugin {
  const fallbackManifests = new Map<string, string>();
  for (const versions of Object.values(discovery.microFrontends)) {
    const { url, fallbackUrl } = runningVersion(versions);
    if (fallbackUrl) fallbackManifests.set(url, fallbackUrl);
  }
  return {
    name: 'manifests',
    fetch(url, init) {
      const early = bootHandoff.takeManifest(url);
      const fallback = fallbackManifests.get(url);
      if (!early && !fallback) return;
      const answer = early
        ? early.then(
            (json) => new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } }),
            () => fetch(url, init),
          )
        : fetch(url, init);
      return fallback ? answer.then(succeeded).catch(() => fetch(fallback, init)) : answer;
    },
  };
}
