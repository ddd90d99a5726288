/**
 * What makes the shell an installable app that works from cache (ADR 069), added to its build:
 * - the icons (icons.ts) and the web app manifest, at the root of the shell's origin;
 * - their links in index.html's <head>, so every page made from it (the pre-rendered ones too) has them;
 * - in a production build, /sw.js: shell/src/service-worker bundled with the list of files it
 *   precaches, read from the finished build (after the pre-rendered pages and offline pages are written).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { productName } from '../../contract/src/brand';
import { tokens } from '../../contract/src/design/tokens';
import { renderIcons } from './icons';

const repoRoot = path.resolve(__dirname, '../..');
export const serviceWorkerFile = 'sw.js';
export const webAppManifestFile = 'manifest.webmanifest';

export function webAppManifest() {
  const png = (file: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: productName,
    short_name: productName,
    description: 'Play skill games, earn free coins and redeem them as cash rewards.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: tokens.color.background,
    background_color: tokens.color.background,
    icons: [
      png('icons/icon-192.png', 192, 'any'),
      png('icons/icon-512.png', 512, 'any'),
      png('icons/maskable-192.png', 192, 'maskable'),
      png('icons/maskable-512.png', 512, 'maskable'),
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

const headLinks = [
  `<link rel="icon" href="/favicon.ico" sizes="48x48">`,
  `<link rel="apple-touch-icon" href="/apple-touch-icon.png">`,
  `<link rel="manifest" href="/${webAppManifestFile}">`,
].join('');

/** The files a page may need offline or at once: every hashed file of the build but source maps, and the offline pages. */
export function precacheEntries(dist: string): { url: string; revision: string | null }[] {
  const under = (folder: string): string[] =>
    readdirSync(path.join(dist, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  const hashed = under('static')
    .filter((file) => !file.endsWith('.map'))
    .map((file) => ({ url: `/${file}`, revision: null }));
  // The offline pages' names do not change: their revision is their content's hash.
  const offline = under('offline').map((file) => ({
    url: `/${file}`,
    revision: createHash('sha256')
      .update(readFileSync(path.join(dist, file)))
      .digest('hex')
      .slice(0, 16),
  }));
  if (offline.length === 0) throw new Error('The shell build wrote no offline page (shell/src/prerender/offline-page.tsx)');
  return [...hashed, ...offline];
}

async function bundleServiceWorker(dist: string): Promise<void> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(repoRoot, 'shell/src/service-worker/sw.ts')],
    absWorkingDir: repoRoot,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      'self.__WB_MANIFEST': JSON.stringify(precacheEntries(dist)),
    },
  });
  writeFileSync(path.join(dist, serviceWorkerFile), result.outputFiles[0]!.text);
}

export class InstallableAppPlugin {
  constructor(private readonly production: boolean) {}

  apply(compiler: Compiler) {
    const pluginName = 'InstallableAppPlugin';
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      const { RawSource } = compiler.webpack.sources;
      compilation.hooks.processAssets.tapPromise(
        { name: pluginName, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          for (const [file, bytes] of Object.entries(await renderIcons(tokens.color.background)))
            compilation.emitAsset(file, new RawSource(bytes));
          compilation.emitAsset(webAppManifestFile, new RawSource(`${JSON.stringify(webAppManifest(), null, 2)}\n`));
        },
      );
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise(pluginName, async (data) => {
        if (!data.html.includes('</head>')) throw new Error('index.html has no </head> for the app icons and manifest');
        data.html = data.html.replace('</head>', `${headLinks}</head>`);
        return data;
      });
    });
    // After the pre-render (registered before this plugin): the offline pages are written by then.
    if (this.production)
      compiler.hooks.afterEmit.tapPromise(pluginName, async (compilation) => {
        if (compilation.getStats().hasErrors()) return;
        await bundleServiceWorker(compiler.options.output.path!);
      });
  }
}
