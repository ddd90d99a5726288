import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { runningVersion, type DiscoveryDocument } from 'contract/discovery';
import { remoteEntryFile } from 'contract/federation';

// Typed as resolving to a promise of the entry (the runtime awaits it twice); it resolves to the entry.
type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/** A version's `remoteEntry.js`, beside its manifest (every remote's build puts it there). */
export const entryUrlOf = (manifestUrl: string): string => new URL(remoteEntryFile, manifestUrl).href;

/**
 * The document's integrity, and its fallback, for each micro-frontend's entry (ADR 049): the
 * browser refuses an entry whose bytes do not match (the hash is in the document, not beside the
 * file, so whoever changes the file cannot change it too), and a refused or failed entry is
 * loaded once more from the version's `fallbackUrl`, a copy of the same version.
 */
export function entryIntegrityPlugin(discovery: Pick<DiscoveryDocument, 'microFrontends'>): ModuleFederationRuntimePlugin {
  const integrityByEntry = new Map<string, string>();
  const fallbackEntries = new Map<string, string>();
  for (const [name, versions] of Object.entries(discovery.microFrontends)) {
    const { url, fallbackUrl, metadata } = runningVersion(versions);
    const entries = [url, ...(fallbackUrl ? [fallbackUrl] : [])].map(entryUrlOf);
    if (metadata.integrity) for (const entry of entries) integrityByEntry.set(entry, metadata.integrity);
    if (fallbackUrl) fallbackEntries.set(name, entryUrlOf(fallbackUrl));
  }
  const loadFallback = ({ getRemoteEntry, origin, remoteInfo }: Parameters<LoadEntryError>[0]) => {
    const fallback = fallbackEntries.get(remoteInfo.name);
    if (!fallback || remoteInfo.entry === fallback) return Promise.resolve(undefined);
    return getRemoteEntry({ origin, remoteInfo: { ...remoteInfo, entry: fallback }, remoteEntryExports: undefined });
  };
  return {
    name: 'entry-integrity',
    createScript({ url }) {
      const integrity = integrityByEntry.get(url);
      if (!integrity) return;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      // Integrity is checked on a CORS response only; the remotes' origins allow any.
      script.crossOrigin = 'anonymous';
      return script;
    },
    loadEntryError: loadFallback as unknown as LoadEntryError,
  };
}
