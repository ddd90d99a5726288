/**
 * Everything the front-end apps (the shell and six remotes) have in common. Each app's rspack.config.ts only says
 * which app it is and what it exposes; names, ports and singletons come from the `shared`
 * package's federation contract, and singleton versions from `shared`'s peerDependencies.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import {
  apps,
  discoveryEntryFile,
  manifestFile,
  exposedModules,
  onDemandSingletons,
  remoteEntryFile,
  singletonPackages,
  type AppId,
} from './contract/src/federation';
import { prerenderPluginFor, type DescribedScreen } from './tooling/prerender/plugin';
import { productName } from './contract/src/brand';
import { InstallableAppPlugin } from './tooling/pwa/plugin';

const requireFromRoot = createRequire(__filename);
const sharedPackage = requireFromRoot('./shared/package.json') as {
  version: string;
  peerDependencies: Record<string, string>;
};

/** The version range every app requires of a singleton, read from one place. */
function requiredVersionOf(packageName: (typeof singletonPackages)[number]): string {
  // Subpath singletons take their package's range.
  if (packageName === 'shared' || packageName.startsWith('shared/')) return `^${sharedPackage.version}`;
  const base = packageName === 'react-dom/client' ? 'react-dom' : packageName;
  const range = sharedPackage.peerDependencies[base];
  if (!range) throw new Error(`shared/package.json has no peerDependency for singleton "${base}"`);
  return range;
}

type SingletonPackage = (typeof singletonPackages)[number];

/**
 * Apps deploy on their own schedules, so a remote and the shell may be built against different
 * minor or patch releases of a singleton: any release of the same major is accepted. A different
 * major is refused (strictVersion) and the remote fails in its slot rather than running on an
 * incompatible React. See docs/decisions/012-singleton-version-skew.md.
 */
function sameMajor(range: string): string {
  const major = /\d+/.exec(range)?.[0];
  if (!major) throw new Error(`Cannot read a major version from the range "${range}"`);
  return `^${major}.0.0`;
}

/** What a build made against other releases would declare: the version it provides, the range it needs. */
export type SingletonOverrides = Partial<Record<SingletonPackage, { version?: string; requiredVersion?: string }>>;

/**
 * Singletons provided by a module of our own instead of the package: `react-router-dom` and
 * `styled-components` are narrow re-exports of the packages (see those files). Such a module has no
 * package.json of its own, so the version it provides is the installed package's.
 */
const providedBy: Partial<Record<SingletonPackage, { import: string; version: string }>> = {
  'react-router-dom': {
    import: path.join(__dirname, 'shared/src/router/react-router-dom.ts'),
    version: (requireFromRoot('react-router-dom/package.json') as { version: string }).version,
  },
  // Its three exports the browser uses, the rest tree-shaken (ADR 073; tooling/test/styled-singleton.test.ts).
  'styled-components': {
    import: path.join(__dirname, 'shared/src/styled/styled-components.ts'),
    version: (requireFromRoot('styled-components/package.json') as { version: string }).version,
  },
};

export function sharedSingletons(overrides: SingletonOverrides = {}) {
  return Object.fromEntries(
    singletonPackages.map((packageName) => {
      const version = overrides[packageName]?.version ?? providedBy[packageName]?.version;
      return [
        packageName,
        {
          singleton: true,
          requiredVersion: overrides[packageName]?.requiredVersion ?? sameMajor(requiredVersionOf(packageName)),
          strictVersion: true,
          // No `treeShaking`: the runtime refuses it on eager singletons (the shell's), Rspack 2.3.2 panics
          // on it, and on the data layer alone it cost more than it saved (BENCHMARKS.md, "Lighter runtime").
          ...(providedBy[packageName] ? { import: providedBy[packageName].import } : {}),
          ...(version ? { version } : {}),
        },
      ];
    }),
  );
}

/**
 * The shell's entry holds every eager singleton (see `eagerly`): split into a few files, they
 * download side by side and each is parsed and run in its own task, which keeps long tasks shorter
 * (BENCHMARKS.md, Levers).
 * Only what the entry needs is grouped; packages of lazily loaded screens stay with those screens,
 * but for the data layer (swr and shared/queries, on-demand singletons): one file, loaded with the
 * first screen that reads server data, never a copy per screen.
 */
const hostSplitChunks = {
  chunks: 'all' as const,
  cacheGroups: {
    react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', priority: 20, chunks: 'initial' as const },
    router: {
      test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/,
      name: 'router',
      priority: 20,
      chunks: 'initial' as const,
    },
    vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', priority: 10, chunks: 'initial' as const },
    dataLayer: {
      test: /[\\/](node_modules[\\/](swr|dequal)|shared[\\/]src[\\/]queries)[\\/]/,
      name: 'data-layer',
      priority: 20,
      chunks: 'async' as const,
      enforce: true,
    },
  },
};

/** The same share configuration with each package in the entry chunk but the on-demand ones: for the app that provides them all. */
function eagerly<T extends object>(shared: Record<string, T>): Record<string, T & { eager: boolean }> {
  const onDemand: readonly string[] = onDemandSingletons;
  return Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, { ...config, eager: !onDemand.includes(name) }]));
}

/**
 * swr imports useSyncExternalStore from use-sync-external-store's shim, a fallback for React
 * before 18; React 19 has its own, so every build takes a one-line re-export of it instead
 * (0.5 kB gzip and a request less on a page that reads data).
 */
const useSyncExternalStoreShim = path.join(__dirname, 'shared/src/queries/use-sync-external-store-shim.ts');

/**
 * The federation runtime bundled from its ES module build (ADR 035). Rspack's federation plugin
 * resolves the bundler runtime and `@module-federation/runtime` with Node's require.resolve, and the
 * enhanced plugin does the same for the runtime plugin that hands the shell's runtime core to the
 * remotes: all three, and everything they import, came in as CommonJS, which is neither tree-shaken
 * nor cut by `experiments.optimization` (its flags are constants that only drop code the tree-shaker
 * may remove). The packages ship an ES build beside each CommonJS file, same release, same code:
 * aliased to it, the shell's entry lost 5.6 kB gzip and each remoteEntry.js 5.6 kB
 * (BENCHMARKS.md, "Lighter runtime"). Fails the build if a release stops shipping one.
 */
const federationEsModules: Record<string, string> = Object.fromEntries(
  [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
    '@module-federation/inject-external-runtime-core-plugin',
  ].map((name) => {
    const commonJs = requireFromRoot.resolve(name);
    const esModule = commonJs.replace(/\.cjs$/, '.js');
    if (esModule === commonJs || !existsSync(esModule)) throw new Error(`${name}: no ES module build beside ${commonJs}`);
    return [commonJs, esModule];
  }),
);

/** See tooling/federation/error-descriptions.mjs. */
const federationErrorDescriptions = path.join(__dirname, 'tooling/federation/error-descriptions.mjs');

/**
 * Bundles one small script with esbuild and makes it the page's first script (the page's own
 * scripts are deferred and run after it, in order). Two pages need one:
 * - the shell's, a boot script that reads config.json and starts downloading the route's screen
 *   before React and the federation runtime have arrived (shell/src/boot);
 * - a remote's own page (its standalone harness): remotes take the federation runtime from the
 *   shell (`externalRuntime`, 17 kB gzip less per first visit, ADR 013), and this page has no
 *   shell, so the script puts the runtime where the externals look for it.
 */
export class FirstScriptPlugin {
  constructor(
    private readonly name: string,
    private readonly source: { file: string } | { contents: string },
    private readonly production: boolean,
  ) {}

  private async bundle(): Promise<{ code: string; inputs: string[] }> {
    const { build } = await import('esbuild');
    const result = await build({
      ...('file' in this.source
        ? { entryPoints: [this.source.file] }
        : { stdin: { contents: this.source.contents, resolveDir: __dirname } }),
      absWorkingDir: __dirname,
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2020',
      minify: this.production,
      write: false,
      metafile: true,
      define: { 'process.env.NODE_ENV': JSON.stringify(this.production ? 'production' : 'development') },
    });
    return {
      code: result.outputFiles[0]!.text,
      inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(__dirname, input)),
    };
  }

  apply(compiler: Compiler) {
    const pluginName = `FirstScriptPlugin(${this.name})`;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      let file: string | undefined;
      compilation.hooks.processAssets.tapPromise(
        { name: pluginName, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { code, inputs } = await this.bundle();
          // Watched in dev: an edit to the script rebuilds the page.
          for (const input of inputs) compilation.fileDependencies.add(input);
          file = `static/js/${this.name}.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(code));
        },
      );
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tapPromise(pluginName, async (data) => {
        if (file) data.assets.js.unshift(`/${file}`);
        return data;
      });
    });
  }
}

/** The Subresource Integrity value of a file's bytes. */
const integrityOf = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * A remote's integrity outputs (ADR 049). `discovery-entry.json` beside its manifest is its part of
 * a discovery document's entry: the version (its package.json's) and the hash of the
 * `remoteEntry.js` it serves, so a document can be written from build outputs. The manifest's
 * `integrity` lists the hash of each script a screen's preload asks for, so those preloads carry the
 * same hash the remote's runtime checks them with (SubresourceIntegrityPlugin): a preload without
 * it would not be reused.
 */
class IntegrityOutputsPlugin {
  constructor(private readonly version: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('IntegrityOutputsPlugin', (compilation) => {
      // The last stage: every script is minified and final, and the manifest written.
      compilation.hooks.processAssets.tap({ name: 'IntegrityOutputsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { RawSource } = compiler.webpack.sources;
        const entry = compilation.getAsset(remoteEntryFile);
        if (!entry) return;
        const document = { metadata: { version: this.version, integrity: integrityOf(entry.source.buffer()) } };
        compilation.emitAsset(discoveryEntryFile, new RawSource(`${JSON.stringify(document, null, 2)}\n`));
        const manifest = compilation.getAsset(manifestFile);
        if (!manifest) return;
        const content = JSON.parse(manifest.source.source().toString()) as { exposes: { assets: { js: { sync: string[] } } }[] };
        // The scripts a screen's preload asks for: each exposed screen's own ones.
        const preloaded = new Set(content.exposes.flatMap((expose) => expose.assets.js.sync));
        const integrity = Object.fromEntries(
          [...preloaded].flatMap((name) => {
            const asset = compilation.getAsset(name);
            return asset ? [[name, integrityOf(asset.source.buffer())]] : [];
          }),
        );
        compilation.updateAsset(manifestFile, new RawSource(JSON.stringify({ ...content, integrity })));
      });
    });
  }
}

/** The federation runtime for a remote's own page, where no shell provides it. */
const federationRuntimeScript = "import * as core from '@module-federation/runtime-core'; globalThis._FEDERATION_RUNTIME_CORE = core;";

/**
 * How every app's sources compile, in the browser build and in the build-time server render of its
 * screens (tooling/prerender): the same files, catalogues and asset names either way.
 */
export function moduleRules(production: boolean, { serverRender = false }: { serverRender?: boolean } = {}) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh: !production && !serverRender } },
        },
        env: { targets: serverRender ? 'node 20' : 'defaults and supports es6-module' },
      },
      type: 'javascript/auto',
    },
    // A server render names the files the browser build emitted (same names), and emits none.
    { test: /\.(png|jpe?g|webp|svg|mp4|webm|woff2)$/, type: 'asset/resource', ...(serverRender ? { generator: { emit: false } } : {}) },
    // An app's catalogues (src/locales, or a screen's own features/<screen>/locales), compiled with Lingui's compiler when built (ADR 034).
    {
      test: /[\\/]src[\\/](?:.+[\\/])?locales[\\/][a-z]+\.json$/,
      loader: path.join(__dirname, 'tooling/i18n/catalog-loader.cjs'),
      type: 'javascript/auto',
    },
  ];
}

/**
 * A remote the contract does not list describes itself in its rspack.config.ts: a new team's remote
 * joins through the discovery document alone (ADR 049), with no contract, shell or other build changed.
 */
export interface RemoteDescriptor {
  federationName: string;
  /** Its dev server's port. */
  port: number;
  /** Each exposed screen and its source file, relative to the remote's folder. */
  exposes: Record<`./${string}`, `./src/${string}`>;
  /**
   * The signed-out screens its production build pre-renders (ADR 035), each an exposed module at its
   * route's path as the document lists it (`/lab`, an area's `/lab/*`), written to
   * `prerender/<name>.<language>.html`. The document's route says `"prerendered": true` for the
   * shell's server to paint it from the HTML.
   */
  prerenderedScreens?: DescribedScreen[];
  /**
   * The signed-in screens it pre-renders as they show before the player's data comes (ADR 079),
   * under a placeholder session that names no player; the document's route says
   * `"prerendered": "signed-in"`, and a browser with a signed-in tab gets it framed by the top bar.
   */
  signedInScreens?: DescribedScreen[];
}

interface AppOptions {
  /** An app the contract lists (contract/src/federation/apps.ts), or a remote that describes itself. */
  app: AppId | RemoteDescriptor;
  /** The app's folder (its rspack.config.ts passes __dirname). */
  dir: string;
  /** Runtime plugins (the shell's remote-failure handling). */
  runtimePlugins?: string[];
  /** Only the version-skew test sets this: the app then declares other singleton releases. */
  singletonOverrides?: SingletonOverrides;
}

/** The version in the app's package.json; a remote without one (a test fixture) is 1.0.0. */
function packageVersion(dir: string): string {
  const file = path.join(dir, 'package.json');
  return existsSync(file) ? (requireFromRoot(file) as { version: string }).version : '1.0.0';
}

/** A contract app's name, port and exposed screens: a remote exposes what the contract lists for it, nothing more. */
function describe(app: AppId): Omit<RemoteDescriptor, 'exposes'> & { exposes?: RemoteDescriptor['exposes'] } {
  const { federationName, port } = apps[app];
  return { federationName, port, ...(app === 'shell' ? {} : { exposes: exposedModules[app] }) };
}

/**
 * Where a self-described remote's config keeps its descriptor, for builds that compose its screens
 * another way (bench/mono). A registered symbol, not a module-level map: such a build loads the
 * remote's config with its own module cache, so it may see another copy of this module.
 */
const descriptorKey = Symbol.for('playprize.remoteDescriptor');

/** The descriptor a remote outside the contract built `config` from, if it is one. */
export function remoteDescriptorOf(config: Configuration): RemoteDescriptor | undefined {
  return (config as { [descriptorKey]?: RemoteDescriptor })[descriptorKey];
}

export function createAppConfig(options: AppOptions): Configuration {
  const config = appConfig(options);
  // Not enumerable: rspack never sees it among the config's settings.
  if (typeof options.app !== 'string') Object.defineProperty(config, descriptorKey, { value: options.app });
  return config;
}

function appConfig({ app, dir, runtimePlugins, singletonOverrides }: AppOptions): Configuration {
  const { federationName, port, exposes } = typeof app === 'string' ? describe(app) : app;
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  const isHost = app === 'shell';
  const resolve: Configuration['resolve'] = {
    extensions: ['.tsx', '.ts', '.js', '.json'],
    alias: {
      'use-sync-external-store/shim$': useSyncExternalStoreShim,
      'use-sync-external-store/shim/index.js$': useSyncExternalStoreShim,
      // The federation plugins import these by absolute path (see federationEsModules) ...
      ...federationEsModules,
      // ... and Rspack's sets this alias to the CommonJS file; an alias of ours with the same name wins.
      '@module-federation/runtime': federationEsModules[requireFromRoot.resolve('@module-federation/runtime')]!,
    },
  };
  const prerender = production ? prerenderPluginFor(app, dir, { resolve, rules: moduleRules(true, { serverRender: true }) }) : null;

  return {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // Remotes are loaded from other origins: chunk URLs resolve against where remoteEntry came from.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: federationName,
      filename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      clean: true,
      ...(production && exposes ? { crossOriginLoading: 'anonymous' as const } : {}),
    },
    resolve,
    module: { rules: moduleRules(production) },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(__dirname, 'index.html'),
        // Absolute script URLs: a remote's standalone harness serves nested routes (/get-started/otp) too.
        publicPath: '/',
        // Only the page's own entry: a remote's container entry is for hosts, and a second runtime on
        // the page would fight the first over hot updates.
        chunks: ['main'],
        templateParameters: { title: isHost ? productName : `${productName}: ${federationName}` },
      }),
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: 'public', noErrorOnMissing: true },
          // The page template links /favicon.svg: every app's page (a remote's harness too) has the icon.
          { from: path.join(__dirname, 'shared/public/favicon.svg') },
        ],
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      // The federation runtime's error sentences out of every bundle: codes and their docs links stay (ADR 073).
      new rspack.NormalModuleReplacementPlugin(/@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/, federationErrorDescriptions),
      ...(production ? [] : [new ReactRefreshRspackPlugin()]),
      ...(prerender ? [prerender] : []),
      // The shell's icons, web app manifest and service worker (ADR 069); after the pre-render, whose offline pages it precaches.
      ...(isHost ? [new InstallableAppPlugin(production)] : []),
      isHost
        ? new FirstScriptPlugin('boot', { file: path.join(dir, 'src/boot/boot.ts') }, production)
        : new FirstScriptPlugin('federation-runtime', { contents: federationRuntimeScript }, production),
      // A deployed build's hash only: a development server's entry changes at every edit.
      ...(exposes && production
        ? [
            new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], hashLoading: 'lazy' }),
            new IntegrityOutputsPlugin(packageVersion(dir)),
          ]
        : []),
      new ModuleFederationPlugin({
        name: federationName,
        ...(exposes ? { filename: remoteEntryFile, exposes } : {}),
        // The shell provides every singleton: bundled into its entry chunk, none costs a round trip of its own (BENCHMARKS.md, Levers);
        // the on-demand ones (the data layer) wait for the first screen that needs them.
        shared: isHost ? eagerly(sharedSingletons(singletonOverrides)) : sharedSingletons(singletonOverrides),
        experiments: {
          optimization: {
            // Browser-only apps: the runtime's Node script loading is left out.
            target: 'web',
            // Remotes load no remote of their own (the shell registers them all): the bundler runtime's
            // remote loading leaves each remoteEntry.js (0.7 kB gzip). A build with no remotes never
            // installs the handler that would call it. Not `disableSnapshot`: the snapshot plugin is what
            // reads a remote's mf-manifest.json, and every remote is registered by its manifest.
            ...(isHost ? {} : { disableRemote: true }),
          },
          // One federation runtime per page, the shell's (see FirstScriptPlugin).
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
        },
        // A dead remote must not block the others: use what is already loaded, never wait on every manifest.
        shareStrategy: 'loaded-first',
        manifest: true,
        // The types plugin adds seconds per build and opens ports in dev; types come from `shared` instead.
        dts: false,
        ...(runtimePlugins ? { runtimePlugins } : {}),
      }),
    ],
    devServer: {
      port,
      // Every origin has client-side routes: the shell's, and each remote's standalone harness.
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // Remotes' harnesses read the same dev config.json as the shell (contract ports).
      static: [path.join(dir, 'public'), ...(isHost ? [] : [{ directory: path.join(__dirname, 'shell/public'), watch: false }])],
    },
    // Rspack 2 compiles dynamic imports on first request in dev; with federation's chunk loading that
    // raced and served a page whose chunks 404'd. Dev builds are fast enough compiled whole.
    lazyCompilation: false,
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', ...(isHost ? { splitChunks: hostSplitChunks } : {}) },
  };
}
