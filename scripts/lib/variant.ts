/**
 * A variant of one app's source: a copy in test-results/variants with edits applied and its
 * rspack config pointed back at the repository's rspack.base.ts, so it builds or serves exactly
 * as the app does. The redeploy, version-skew and hot-reload tests change apps this way, never
 * the working tree.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot } from './stack';

const variantsDir = path.join(repoRoot, 'test-results/variants');
export const rspackCli = path.join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js');

export interface Variant {
  /** Folder name under test-results/variants. */
  name: string;
  /** The app's folder, e.g. 'mfe-content'. */
  appDir: string;
  /** Source edits: file path (relative to the app) -> transform of its text. */
  edits?: Record<string, (source: string) => string>;
  /** Text spliced into createAppConfig's options, e.g. `singletonOverrides: { react: { version: '18.3.1' } }`. */
  extraOptions?: string;
}

/** A file written just before a dev server starts would count as a change and trigger a rebuild at once. */
function backdate(file: string): void {
  const minuteAgo = new Date(Date.now() - 60_000);
  utimesSync(file, minuteAgo, minuteAgo);
}

/** Writes the variant's folder and returns it. */
export function writeVariant({ name, appDir, edits = {}, extraOptions }: Variant): string {
  const source = path.join(repoRoot, appDir);
  const copy = path.join(variantsDir, name, appDir);
  rmSync(path.dirname(copy), { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const entry of ['src', 'public', 'package.json', 'rspack.config.ts']) {
    // Original timestamps: files stamped "just now" make a dev server's watcher rebuild at once.
    if (existsSync(path.join(source, entry)))
      cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true, preserveTimestamps: true });
  }
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(copy, file);
    const before = readFileSync(target, 'utf8');
    const after = edit(before);
    if (after === before) throw new Error(`The edit of ${file} changed nothing`);
    writeFileSync(target, after);
    backdate(target);
  }
  const configFile = path.join(copy, 'rspack.config.ts');
  let config = readFileSync(configFile, 'utf8').replace(/'(\.\.\/)+rspack\.base'/, JSON.stringify(path.join(repoRoot, 'rspack.base')));
  if (extraOptions) {
    if (!config.includes('dir: __dirname'))
      throw new Error(`${appDir}/rspack.config.ts passes no "dir: __dirname" to splice options after`);
    config = config.replace('dir: __dirname', `dir: __dirname, ${extraOptions}`);
  }
  writeFileSync(configFile, config);
  backdate(configFile);
  return copy;
}

/** Builds the app in `dir` for production with its own rspack.config.ts, as its `npm run build` does, and returns its dist folder. */
export function buildApp(dir: string): string {
  const build = spawnSync(process.execPath, [rspackCli, 'build', '--config-loader', 'jiti', '--mode', 'production'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`Building ${path.relative(repoRoot, dir)} failed:\n${build.stdout}\n${build.stderr}`);
  return path.join(dir, 'dist');
}

/** Builds the variant for production with the app's own config and returns its dist folder. */
export function buildVariant(variant: Variant): string {
  return buildApp(writeVariant(variant));
}
