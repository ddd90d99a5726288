/**
 * The single-bundle reference build (BENCHMARKS.md, Front end): the shell and every remote screen
 * in one application, without Module Federation, as the lower bound the composed build is measured
 * against. Not a product: it only answers "what would the same code cost without federation".
 *
 * It is the shell's own production config minus the federation plugin, the boot script and the pre-rendered pages, with one module swapped:
 * `@module-federation/enhanced/runtime` (the shell's only contact with federation, in
 * src/remotes/) becomes bench/mono/src/federation-runtime.ts, which imports each exposed module
 * directly. The exposed modules come from the shell/remote contract and, for a remote the contract
 * does not list (the account area), from the descriptor its own rspack.config.ts builds with (it
 * joins through the discovery document alone, ADR 049): nothing is listed twice.
 */
import path from 'node:path';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createJiti } from 'jiti';
import { createAppConfig, FirstScriptPlugin, remoteDescriptorOf } from '../../rspack.base';
import { PrerenderPlugin } from '../../tooling/prerender/plugin';
import { InstallableAppPlugin } from '../../tooling/pwa/plugin';
import { apps, exposedModules, remoteModuleId, remoteNames } from '../../contract/src/federation';
import { remoteFrontEnds } from '../../scripts/lib/front-ends';

const repoRoot = path.resolve(__dirname, '../..');

function isFederationPlugin(plugin: unknown): plugin is ModuleFederationPlugin {
  return plugin instanceof ModuleFederationPlugin;
}

interface ComposedRemote {
  federationName: string;
  /** Exposed module -> absolute source file. */
  exposes: Record<string, string>;
}

const absolute = (dir: string, exposes: Record<string, string>) =>
  Object.fromEntries(Object.entries(exposes).map(([name, file]) => [name, path.join(repoRoot, dir, file)]));

/** Loads a TypeScript config as the rspack CLI does (`--config-loader jiti`). */
const loadConfig = createJiti(__filename);

/** A remote the contract does not list: what its rspack.config.ts describes. */
function describedRemote(dir: string): ComposedRemote {
  const file = path.join(repoRoot, dir, 'rspack.config.ts');
  const { default: config } = loadConfig(file) as { default: Configuration };
  const descriptor = remoteDescriptorOf(config);
  if (!descriptor) throw new Error(`${file} describes no remote (createAppConfig({ app: { federationName, port, exposes } }))`);
  return { federationName: descriptor.federationName, exposes: absolute(dir, descriptor.exposes) };
}

/** Every remote the discovery document lists: the contract's, then those that describe themselves. */
function composedRemotes(): ComposedRemote[] {
  const known = remoteNames.map((remote) => ({
    federationName: apps[remote].federationName,
    exposes: absolute(apps[remote].dir, exposedModules[remote]),
  }));
  const listed = new Set<string>(remoteNames);
  const described = remoteFrontEnds()
    .filter(({ name }) => !listed.has(name))
    .map(({ dir }) => describedRemote(dir));
  return [...known, ...described];
}

/** The module bench/mono/src/federation-runtime.ts imports: one lazy import() per exposed screen, keyed as loadRemote ids. */
function exposedScreensModule(): string {
  const lines = composedRemotes().flatMap(({ federationName, exposes }) =>
    Object.entries(exposes).map(
      ([name, file]) =>
        `  ${JSON.stringify(remoteModuleId(federationName, name))}: () => import(/* webpackChunkName: ${JSON.stringify(`${federationName}-${name.slice(2)}`)} */ ${JSON.stringify(file)}),`,
    ),
  );
  return `export const exposedScreens = {\n${lines.join('\n')}\n};\n`;
}

const shellConfig = createAppConfig({ app: 'shell', dir: path.join(repoRoot, 'shell') });
const exposedScreensFile = path.join(__dirname, 'src/exposed-screens.js');

const config: Configuration = {
  ...shellConfig,
  entry: { main: path.join(__dirname, 'src/main.ts') },
  output: { ...shellConfig.output, path: path.join(__dirname, 'dist'), uniqueName: 'mono' },
  resolve: {
    ...shellConfig.resolve,
    alias: {
      ...(shellConfig.resolve?.alias as Record<string, string>),
      '@module-federation/enhanced/runtime$': path.join(__dirname, 'src/federation-runtime.ts'),
    },
  },
  plugins: [
    // Nor the boot script: its head start is for a remote's manifest and entry, which this build has none of.
    // Nor the pre-rendered pages: they are the shell's frame around remotes' fragments, composed by the shell's server (ADR 035).
    // Nor the service worker: it precaches those pages' offline copies, and a first visit's reference needs none (ADR 069).
    ...(shellConfig.plugins ?? []).filter(
      (plugin) =>
        !isFederationPlugin(plugin) &&
        !(plugin instanceof FirstScriptPlugin) &&
        !(plugin instanceof PrerenderPlugin) &&
        !(plugin instanceof InstallableAppPlugin),
    ),
    new rspack.experiments.VirtualModulesPlugin({ [exposedScreensFile]: exposedScreensModule() }) as RspackPluginInstance,
  ],
  devServer: undefined,
};

export default config;
