/**
 * Deploys a remote the way its team would, while the composed stack runs: build a variant of its
 * source (scripts/lib/variant.ts), then put the new files in place of the served ones. The shell
 * is never rebuilt or restarted. On the containers (E2E_STACK=compose) the files are swapped
 * inside the remote's running container; its image is the previous release the rollback restores.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { containerOf, docker } from '../../scripts/lib/compose';
import { repoRoot } from '../../scripts/lib/stack';
import { buildVariant } from '../../scripts/lib/variant';
import { stackKind } from './stack-kind';

export { buildVariant };

const liveDist = (appDir: string) => path.join(repoRoot, appDir, 'dist');
const backupDist = (appDir: string) => path.join(repoRoot, appDir, 'dist.before-deploy');
/** Where the front-end image serves its build (deploy/front-end.Dockerfile). */
const servedFolder = '/srv/app';

/** Replaces the files a remote's container serves with those of `dist`. */
function replaceServedFiles(appDir: string, dist: string): void {
  const container = containerOf(appDir);
  docker(['exec', '--user', 'root', container, 'find', servedFolder, '-mindepth', '1', '-delete']);
  docker(['cp', `${dist}/.`, `${container}:${servedFolder}/`]);
}

/** Puts a build in place of the served files, keeping the previous release for the rollback. */
export function deploy(appDir: string, dist: string): void {
  if (stackKind() === 'compose') {
    if (!existsSync(backupDist(appDir))) {
      mkdirSync(backupDist(appDir), { recursive: true });
      docker(['cp', `${containerOf(appDir)}:${servedFolder}/.`, backupDist(appDir)]);
    }
    replaceServedFiles(appDir, dist);
    return;
  }
  if (!existsSync(backupDist(appDir))) renameSync(liveDist(appDir), backupDist(appDir));
  else rmSync(liveDist(appDir), { recursive: true, force: true });
  cpSync(dist, liveDist(appDir), { recursive: true });
}

/**
 * Builds and deploys a release of `appDir` whose one change is " (release 2)" after a heading's
 * text: `heading` as the screen's source (`file`) writes it, e.g. "<h1>{t('privacy.heading')}</h1>".
 */
export function deployRelease2({ name, appDir, file, heading }: { name: string; appDir: string; file: string; heading: string }): void {
  const renamed = heading.replace(/(<\/\w+>)$/, ' (release 2)$1');
  deploy(appDir, buildVariant({ name, appDir, edits: { [file]: (source) => source.replace(heading, renamed) } }));
}

/** Puts the previous release back, the same way. Safe to call when nothing was deployed. */
export function rollBack(appDir: string): void {
  if (!existsSync(backupDist(appDir))) return;
  if (stackKind() === 'compose') {
    replaceServedFiles(appDir, backupDist(appDir));
    rmSync(backupDist(appDir), { recursive: true, force: true });
    return;
  }
  rmSync(liveDist(appDir), { recursive: true, force: true });
  renameSync(backupDist(appDir), liveDist(appDir));
}

/** A file as an app's server serves it now (`pages/signin.en.html`), with its modification time. */
export function servedFile(appDir: string, file: string): { text: string; modified: number } {
  if (stackKind() === 'compose') {
    const container = containerOf(appDir);
    const served = path.posix.join(servedFolder, file);
    return {
      text: docker(['exec', container, 'cat', served]),
      modified: Number(docker(['exec', container, 'stat', '-c', '%Y', served]).trim()),
    };
  }
  const local = path.join(liveDist(appDir), file);
  return { text: readFileSync(local, 'utf8'), modified: statSync(local).mtimeMs };
}
