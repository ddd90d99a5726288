/**
 * Deploys a remote the way its team would, while the composed stack runs: build a variant of its
 * source into a folder of its own, then put the new files in place of the served ones. The shell
 * is never rebuilt or restarted.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot } from '../../scripts/lib/stack';

const variantsDir = path.join(repoRoot, 'test-results/variants');
const rspackCli = path.join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js');

export interface Variant {
  /** Folder name under test-results/variants. */
  name: string;
  /** The remote's folder, e.g. 'mfe-content'. */
  appDir: string;
  /** Source edits: file path (relative to the app) -> transform of its text. */
  edits?: Record<string, (source: string) => string>;
  /** Text spliced into createAppConfig's options, e.g. `singletonOverrides: { react: { version: '18.3.1' } }`. */
  extraOptions?: string;
}

/** Builds the variant with the remote's own config and returns its dist folder. */
export function buildVariant({ name, appDir, edits = {}, extraOptions }: Variant): string {
  const source = path.join(repoRoot, appDir);
  const copy = path.join(variantsDir, name, appDir);
  rmSync(path.dirname(copy), { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const entry of ['src', 'public', 'package.json', 'rspack.config.ts']) {
    if (existsSync(path.join(source, entry))) cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true });
  }
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(copy, file);
    const before = readFileSync(target, 'utf8');
    const after = edit(before);
    if (after === before) throw new Error(`The edit of ${file} changed nothing`);
    writeFileSync(target, after);
  }
  const configFile = path.join(copy, 'rspack.config.ts');
  let config = readFileSync(configFile, 'utf8').replace("'../rspack.base'", JSON.stringify(path.join(repoRoot, 'rspack.base')));
  if (extraOptions) config = config.replace('dir: __dirname,', `dir: __dirname,\n  ${extraOptions},`);
  writeFileSync(configFile, config);

  const build = spawnSync(process.execPath, [rspackCli, 'build', '--config-loader', 'jiti', '--mode', 'production', '-c', configFile], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`Building variant ${name} failed:\n${build.stdout}\n${build.stderr}`);
  return path.join(copy, 'dist');
}

const liveDist = (appDir: string) => path.join(repoRoot, appDir, 'dist');
const backupDist = (appDir: string) => path.join(repoRoot, appDir, 'dist.before-deploy');

/** Puts a build in place of the served files, keeping the previous release for the rollback. */
export function deploy(appDir: string, dist: string): void {
  if (!existsSync(backupDist(appDir))) renameSync(liveDist(appDir), backupDist(appDir));
  else rmSync(liveDist(appDir), { recursive: true, force: true });
  cpSync(dist, liveDist(appDir), { recursive: true });
}

/** Puts the previous release back, the same way. Safe to call when nothing was deployed. */
export function rollBack(appDir: string): void {
  if (!existsSync(backupDist(appDir))) return;
  rmSync(liveDist(appDir), { recursive: true, force: true });
  renameSync(backupDist(appDir), liveDist(appDir));
}
