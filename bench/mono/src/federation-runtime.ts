/**
 * Stands in for `@module-federation/enhanced/runtime` in the single-bundle build: the calls the
 * shell makes, answered from the remotes' modules bundled in (bench/mono/rspack.config.ts).
 */
import { exposedScreens } from './exposed-screens';

function loaderOf(id: string): () => Promise<unknown> {
  const load = exposedScreens[id];
  if (!load) throw new Error(`No exposed module "${id}" in the single bundle.`);
  return load;
}

/** Nothing to register: every remote's modules are already part of this bundle. */
export function registerRemotes(): void {}

/** No manifests to fetch, so no runtime plugins to run. */
export function registerPlugins(): void {}

export async function loadRemote<T>(id: string): Promise<T | null> {
  return (await loaderOf(id)()) as T;
}

/** The same head start the composed build gets: the screen's chunk starts downloading now. */
export async function preloadRemote(options: { nameOrAlias: string; exposes?: string[] }[]): Promise<void> {
  await Promise.all(
    options.flatMap(({ nameOrAlias, exposes = [] }) =>
      exposes.map((expose) => loaderOf(`${nameOrAlias}/${expose.replace(/^\.\//, '')}`)()),
    ),
  );
}
