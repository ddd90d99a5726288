/**
 * The singleton check of e2e/singletons.spec.ts, on any page of the composed build: every
 * singleton in use comes from one provider (the shell), no remote downloaded its own copy, and the
 * page runs one federation runtime, the shell's.
 */
import type { Page } from '@playwright/test';
import { singletonPackages } from '../../shared/src/federation';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** Problems found (empty when each singleton is loaded once, from the shell). */
export async function singletonProblems(page: Page, scriptUrls: string[], remoteOrigins: string[]): Promise<string[]> {
  const { loadedFrom, runtimeFrom } = await page.evaluate((names) => {
    type Versions = Record<string, { from: string; loaded?: boolean }>;
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __INSTANCES__: { shareScopeMap: Record<string, Record<string, Versions>> }[] };
        _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
      }
    ).__FEDERATION__;
    return {
      loadedFrom: names.map((name) => {
        const providers = federation.__INSTANCES__.flatMap((instance) =>
          Object.values(instance.shareScopeMap.default?.[name] ?? {})
            .filter((info) => info.loaded)
            .map((info) => info.from),
        );
        return [name, [...new Set(providers)]] as const;
      }),
      runtimeFrom: (globalThis as unknown as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })._FEDERATION_RUNTIME_CORE_FROM?.name ?? null,
    };
  }, [...singletonPackages]);
  const problems = loadedFrom
    .filter(([, providers]) => providers.length > 0 && (providers.length > 1 || providers[0] !== 'shell'))
    .map(([name, providers]) => `${name} provided by ${providers.join(' and ')}`);
  if (runtimeFrom !== 'shell') problems.push(`federation runtime provided by ${runtimeFrom ?? 'no one'}, not the shell`);

  for (const origin of remoteOrigins) {
    const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as Manifest;
    const ownCopies = manifest.shared
      .filter((entry) => (singletonPackages as readonly string[]).includes(entry.name))
      .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async])
      .map((file) => `${origin}/${file}`);
    problems.push(...scriptUrls.filter((url) => ownCopies.includes(url)).map((url) => `remote's own singleton copy loaded: ${url}`));
  }
  return problems;
}
