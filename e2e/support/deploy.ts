/**
 * Deploys a remote the way its team would, while the composed stack runs: build a variant of its
 * source (scripts/lib/variant.ts), then put the new files in place of the served ones. The shell
 * is never rebuilt or restarted.
 */
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/stack';

export { buildVariant } from '../../scripts/lib/variant';

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
