import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { runningVersion, type DiscoveryDocument } from 'contract/discovery';
import { remoteEntryFile } from 'contract/federation';

// Typed as resolving to a promise of the entry (the runtime awaits it twice); it resolves to the entry.
type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/** A version's `remoteEntry.js`, beside its manifest (every remote's build puts it there). */
export const entryUrlOf = (manifestUrl: string): string => new URL(remoteEntryFile, manifestUrl).href;

/** What the runtime gives `loadRemoteSnapshot` when it read a manifest, where the build put each screen script's hash. */
interface ManifestSnapshotArgs {
  manifestUrl?: string;
  manifestJson?: { integrity?: Record<string, string> };
}

/**
 * Integrity for what the shell loads of a remote (ADR 049). The document's hash for each
 * micro-frontend's entry: the browser refuses an entry whose bytes do not match (the hash is in the
 * document, not beside the file, so whoever changes the file cannot change it too), and a refused
 * or failed entry is loaded once more from the version's `fallbackUrl`, a copy of the same version.
 * The entry checks its own chunks (their hashes are in it); the runtime's preloads of a screen's
 * scripts get the manifest's hashes, as those checked loads will ask, so the download is reused.
 */
export function integrityPlugin(discovery: Pick<DiscoveryDocument, 'microFrontends'>): ModuleFederationRuntimePlugin {
  const integrityByEntry = new Map<string, string>();
  const fallbackEntries = new Map<string, string>();
  const scriptIntegrity = new Map<string, string>();
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
    loadRemoteSnapshot<Args>(args: Args & ManifestSnapshotArgs): Args {
      const { manifestUrl, manifestJson } = args;
      for (const [file, integrity] of Object.entries((manifestUrl && manifestJson?.integrity) || {})) {
        scriptIntegrity.set(new URL(file, manifestUrl).href, integrity);
      }
      return args;
    },
    createLink({ url, attrs }) {
      const integrity = scriptIntegrity.get(url);
      if (!integrity) return;
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.href = url;
      link.integrity = integrity;
      link.crossOrigin = 'anonymous';
      return link;
    },
  };
}
