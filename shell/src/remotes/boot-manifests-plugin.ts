import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { bootHandoff } from '../boot/handoff';

/**
 * Gives the federation runtime the manifest the boot script already fetched for this route's
 * remote, instead of a second request. Any other manifest is fetched by the runtime as usual, and
 * one whose early fetch failed is fetched again.
 */
export function bootManifestsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'boot-manifests',
    fetch(url, init) {
      const manifest = bootHandoff.takeManifest(url);
      if (!manifest) return;
      return manifest.then(
        (json) => new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } }),
        () => fetch(url, init),
      );
    },
  };
}
