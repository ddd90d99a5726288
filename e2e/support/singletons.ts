/**
 * The federation check run by e2e/singletons.spec.ts and, on every benchmarked route, by the
 * transfer benchmark: every singleton comes from one provider (the shell), no remote downloaded its
 * own copy, and the page runs one federation runtime, the shell's.
 */
import type { Page } from '@playwright/test';
import { onDemandSingletons, singletonPackages } from '../../contract/src/federation';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

export interface FederationReport {
  /** The federation instances on the page: the shell's and each loaded remote's. */
  instances: string[];
  /** Each singleton's providers across those instances, as "provider:loaded" or "provider:not loaded". */
  providers: Record<string, readonly string[]>;
  /** Empty when the page is as it should be. */
  problems: string[];
}

/** The files of an app's own copies of the given singletons, as its mf-manifest.json lists them. */
async function singletonFiles(origin: string, names: readonly string[]): Promise<string[]> {
  const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as Manifest;
  return manifest.shared
    .filter((entry) => names.includes(entry.name))
    .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async])
    .map((file) => `${origin}/${file}`);
}

/**
 * The runtime records as a singleton's `from` the app that first loaded it, not the one whose copy
 * it loaded: an on-demand singleton (not in the shell's entry) is loaded first by whichever screen
 * needs it. Its provider is told by the files downloaded instead: the shell's own copy.
 */
async function onDemandProviders(page: Page, scriptUrls: string[], seen: Map<string, readonly string[]>): Promise<void> {
  const shellOrigin = new URL(page.url()).origin;
  for (const name of onDemandSingletons) {
    if (!seen.get(name)?.some((entry) => entry.endsWith(':loaded'))) continue;
    const shellCopy = await singletonFiles(shellOrigin, [name]);
    if (scriptUrls.some((url) => shellCopy.includes(url))) seen.set(name, ['shell:loaded']);
  }
}

export async function federationReport(page: Page, scriptUrls: string[], remoteOrigins: string[]): Promise<FederationReport> {
  const {
    instances,
    providers: loaders,
    runtimeFrom,
  } = await page.evaluate(
    (names) => {
      type Versions = Record<string, { from: string; loaded?: boolean }>;
      const scope = globalThis as unknown as {
        __FEDERATION__: { __INSTANCES__: { name: string; shareScopeMap: Record<string, Record<string, Versions>> }[] };
        _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
      };
      const all = scope.__FEDERATION__.__INSTANCES__;
      return {
        instances: all.map((instance) => instance.name),
        // Every instance's share scope (all on the one runtime): who provides each singleton, and whether it was loaded.
        providers: names.map((name) => {
          const entries = all.flatMap((instance) => Object.values(instance.shareScopeMap.default?.[name] ?? {}));
          return [name, [...new Set(entries.map((info) => `${info.from}:${info.loaded ? 'loaded' : 'not loaded'}`))]] as const;
        }),
        runtimeFrom: scope._FEDERATION_RUNTIME_CORE_FROM?.name ?? null,
      };
    },
    [...singletonPackages],
  );
  const providerMap = new Map<string, readonly string[]>(loaders);
  await onDemandProviders(page, scriptUrls, providerMap);
  const providers = [...providerMap];

  const problems: string[] = providers
    .filter(([, seen]) => seen.some((entry) => !entry.startsWith('shell:')))
    .map(([name, seen]) => `${name} provided as ${seen.join(' and ')}`);
  if (runtimeFrom !== 'shell') problems.push(`federation runtime provided by ${runtimeFrom ?? 'no one'}, not the shell`);

  for (const origin of remoteOrigins) {
    const ownCopies = await singletonFiles(origin, singletonPackages);
    // Without the remote's own singleton chunks to look for, the check below would pass vacuously.
    if (ownCopies.length === 0) problems.push(`${origin}/mf-manifest.json lists no singleton chunks to check`);
    problems.push(...scriptUrls.filter((url) => ownCopies.includes(url)).map((url) => `remote's own singleton copy loaded: ${url}`));
  }
  return { instances, providers: Object.fromEntries(providers), problems };
}
