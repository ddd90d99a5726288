/**
 * Pre-renders an app's screens when its production build is emitted (ADR 035): the app's
 * own sources are bundled a second time for Node (same rules, same asset names), run once, and what
 * they render is written into the build beside the manifest, so it changes when that app redeploys.
 * - A remote writes `prerender/<fragment>.<language>.html`: each screen it owns (the contract's, or
 *   those a remote outside it lists), signed out or signed in, with the styles it needs
 *   (shared/src/prerender/render.tsx).
 * - The shell writes `pages/<fragment>.<language>.html`: its index.html with the page's frame and an
 *   include of the remote's fragment, which its server fills in at each request (shell/src/prerender).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type RuleSetRule } from '@rspack/core';
import {
  exposedModules,
  prerenderedPageOf,
  prerenderedScreens,
  remoteBaseToken,
  screenRoutes,
  signedInScreens,
  type AppId,
  type RemoteName,
} from '../../contract/src/federation';

const repoRoot = path.resolve(__dirname, '../..');

/** What a server bundle's entry exports: the files to add to the build, by path inside it. */
export interface PrerenderOutput {
  files: { file: string; html: string }[];
}
/** `config` is the contract's local config.json (shell/public): the build knows no deployment. */
export type PrerenderEntry = (build: { dist: string; config: unknown }) => Promise<PrerenderOutput>;

interface PrerenderOptions {
  /** The app's name (for messages and the work folder). */
  name: string;
  /** The module whose `render` export is a PrerenderEntry, or the source of one to generate. */
  entry: { file: string } | { source: string };
  /** Resolve settings and module rules of the app's browser build, with the server-render flag. */
  resolve: Configuration['resolve'];
  rules: RuleSetRule[];
  /** Where asset URLs start: the serving side replaces it with the app's public base URL. */
  publicPath: string;
}

/** A bare package import ('react', '@lingui/core') is required from node_modules at run time; the workspaces (`shared`, `ui`, `contract`) and any file asset are bundled. */
function isExternalPackage(request: string | undefined): boolean {
  if (!request || request.startsWith('.') || path.isAbsolute(request) || /^(shared|ui|contract)(\/|$)/.test(request)) return false;
  return !/\.(png|jpe?g|webp|svg|mp4|webm|woff2|json)$/.test(request);
}

export class PrerenderPlugin {
  constructor(private readonly options: PrerenderOptions) {}

  private serverConfig(context: string, workDir: string, entry: string): Configuration {
    return {
      name: `${this.options.name}-prerender`,
      context,
      target: 'node',
      mode: 'production',
      devtool: false,
      entry: { prerender: entry },
      output: {
        path: workDir,
        filename: '[name].cjs',
        chunkFilename: '[name].[id].cjs',
        library: { type: 'commonjs2' },
        publicPath: this.options.publicPath,
        assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: { ...this.options.resolve, modules: ['node_modules', path.join(repoRoot, 'node_modules')] },
      module: { rules: this.options.rules },
      externalsType: 'commonjs',
      // Required from where its importer would find it: a workspace's own version of a package
      // (contract's pure-rand) is not the one at the repository's root.
      externals: [
        ({ request, context: importer }, callback) =>
          isExternalPackage(request) && importer
            ? callback(undefined, `commonjs ${createRequire(path.join(importer, 'noop.js')).resolve(request!)}`)
            : callback(),
      ],
      plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
    };
  }

  private async build(context: string, workDir: string): Promise<string> {
    let entry: string;
    if ('file' in this.options.entry) entry = this.options.entry.file;
    else {
      // Outside node_modules, so the app's TypeScript rule compiles it.
      entry = path.join(os.tmpdir(), 'playprize-prerender', this.options.name, 'entry.ts');
      mkdirSync(path.dirname(entry), { recursive: true });
      writeFileSync(entry, this.options.entry.source);
    }
    const compiler = rspack(this.serverConfig(context, workDir, entry));
    const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    if (stats.hasErrors())
      throw new Error(`${this.options.name}: the server render bundle failed:\n${stats.toString({ all: false, errors: true })}`);
    return path.join(workDir, 'prerender.cjs');
  }

  apply(compiler: Compiler) {
    const pluginName = 'PrerenderPlugin';
    compiler.hooks.afterEmit.tapPromise(pluginName, async (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      const dist = compiler.options.output.path!;
      const context = compiler.options.context!;
      const workDir = path.join(context, 'node_modules/.cache/prerender');
      const bundle = await this.build(context, workDir);
      const requireBundle = createRequire(bundle);
      // A fresh copy each build (watch mode, tests that build twice).
      for (const key of Object.keys(requireBundle.cache)) if (key.startsWith(workDir)) delete requireBundle.cache[key];
      const { render } = requireBundle(bundle) as { render: PrerenderEntry };
      const config = JSON.parse(readFileSync(path.join(repoRoot, 'shell/public/config.json'), 'utf8')) as unknown;
      const { files } = await render({ dist, config });
      for (const { file, html } of files) {
        mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
        writeFileSync(path.join(dist, file), html);
      }
    });
  }
}

/** One screen a remote pre-renders: its fragment's name, the URL it renders at, the shell's route pattern for it, its source file, signed in or out. */
interface ScreenToRender {
  fragment: string;
  url: string;
  route: string;
  file: string;
  signedIn?: boolean;
}

/** The shell's route pattern for a remote's module (an area's ends in `*`). */
function routePatternOf(remote: AppId, module: string): string {
  const route = screenRoutes.find((candidate) => candidate.remote === remote && candidate.module === module);
  if (!route) throw new Error(`No screen route renders ${remote}/${module}`);
  return route.path;
}

/** A contract remote's: the signed-out screens it owns in `prerenderedScreens`, and the signed-in ones in `signedInScreens` (ADR 076). */
function contractScreens(remote: RemoteName, dir: string): ScreenToRender[] {
  const modules: Record<string, string> = exposedModules[remote];
  const screen = ({ fragment, path: url, module }: { fragment: string; path: string; module: string }) => ({
    fragment,
    url,
    route: routePatternOf(remote, module),
    file: path.join(dir, modules[module]!),
  });
  return [
    ...prerenderedScreens.filter((candidate) => candidate.remote === remote).map(screen),
    ...signedInScreens.filter((candidate) => candidate.remote === remote).map((signedIn) => ({ ...screen(signedIn), signedIn: true })),
  ];
}

/** A screen a remote outside the contract pre-renders (its descriptor's, rspack.base.ts): an exposed module at its route's path. */
export interface DescribedScreen {
  path: string;
  module: `./${string}`;
}

/** What the build reads of such a remote's descriptor (rspack.base.ts's RemoteDescriptor). */
interface DescribedRemote {
  federationName: string;
  exposes: Record<`./${string}`, string>;
  prerenderedScreens?: DescribedScreen[];
  signedInScreens?: DescribedScreen[];
}

/**
 * A self-described remote's (ADR 049): each at its route's path as the document lists it, named as
 * the shell's server names the document's pre-rendered route (`prerenderedPageOf`); its signed-in
 * ones under the placeholder session (ADR 079). One fragment per page: a path listed twice fails.
 */
function descriptorScreens(remote: DescribedRemote, dir: string): ScreenToRender[] {
  const listed = [
    ...(remote.prerenderedScreens ?? []).map((screen) => ({ ...screen, signedIn: false })),
    ...(remote.signedInScreens ?? []).map((screen) => ({ ...screen, signedIn: true })),
  ];
  const fragments = new Set<string>();
  return listed.map(({ path: route, module, signedIn }) => {
    const fragment = prerenderedPageOf(route);
    const source = remote.exposes[module];
    if (!source) throw new Error(`${remote.federationName}: cannot pre-render ${module}, which it does not expose`);
    if (!fragment)
      throw new Error(
        `${remote.federationName}: cannot pre-render ${module} at "${route}": the path must be one segment of a-z, 0-9 and "-"`,
      );
    if (fragments.has(fragment)) throw new Error(`${remote.federationName}: the page "${fragment}" is listed twice; it has one copy`);
    fragments.add(fragment);
    return { fragment, url: route.replace(/\/?\*$/, ''), route, file: path.join(dir, source), ...(signedIn && { signedIn }) };
  });
}

/**
 * What an app's production build pre-renders: the shell its pages (shell/src/prerender/pages.tsx),
 * a remote its signed-out screens (the contract's `prerenderedScreens`, or those its descriptor
 * lists), through an entry written here. `build` is the app's resolve settings and module rules for
 * a server render (rspack.base.ts).
 */
export function prerenderPluginFor(
  app: AppId | DescribedRemote,
  dir: string,
  build: Pick<PrerenderOptions, 'resolve' | 'rules'>,
): PrerenderPlugin | null {
  if (app === 'shell')
    return new PrerenderPlugin({ ...build, name: app, entry: { file: path.join(dir, 'src/prerender/pages.tsx') }, publicPath: '/' });
  const screens = typeof app === 'string' ? contractScreens(app, dir) : descriptorScreens(app, dir);
  if (screens.length === 0) return null;
  const source = [
    `import { renderFragments } from ${JSON.stringify(path.join(repoRoot, 'shared/src/prerender/index.ts'))};`,
    'export const render = ({ config }) => renderFragments([',
    ...screens.map(
      ({ fragment, url, route, file, signedIn = false }) =>
        `  { fragment: ${JSON.stringify(fragment)}, path: ${JSON.stringify(url)}, route: ${JSON.stringify(route)},${signedIn ? ' signedIn: true,' : ''} load: () => import(${JSON.stringify(file)}) },`,
    ),
    '], config);',
  ].join('\n');
  // Asset URLs start with a token the shell's server replaces with the remote's base URL.
  const name = typeof app === 'string' ? app : app.federationName;
  return new PrerenderPlugin({ ...build, name, entry: { source }, publicPath: `${remoteBaseToken}/` });
}
