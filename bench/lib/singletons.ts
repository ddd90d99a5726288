/**
 * The singleton check of e2e/singletons.spec.ts, on any page of the composed build: every
 * singleton in use comes from one provider (the shell), and no remote downloaded its own copy.
 */
import type { Page } from '@playwright/test';
import { singletonPackages } from '../../shared/src/federation';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** Problems found (empty when each singleton is loaded once, from the shell). */
export async function singletonProblems(page: Page, scriptUrls: string[], remoteOrigins: string[]): Promise<string[]> {
  const loadedFrom = await page.evaluate((names) => {
    type Versions = Record<string, { from: string; loaded?: boolean }>;
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Versions> }> } })
      .__FEDERATION__.__SHARE__;
    return names.map((name) => {
      const providers = Object.values(share).flatMap((scopes) =>
        Object.values(scopes.default[name] ?? {})
          .filter((info) => info.loaded)
          .map((info) => info.from),
      );
      return [name, [...new Set(providers)]] as const;
    });
  }, [...singletonPackages]);
  const problems = loadedFrom
    .filter(([, providers]) => providers.length > 0 && (providers.length > 1 || providers[0] !== 'shell'))
    .map(([name, providers]) => `${name} provided by ${providers.join(' and ')}`);

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
