/**
 * The type check, one for `npm run typecheck` and `npm test`: `tsc -p <project> --noEmit` on every
 * folder at the repository root that has a tsconfig.json (each workspace, tooling, bench) and
 * on the root project (scripts, e2e, the shared build and Playwright configs). The folders are
 * found, not listed, so a new one with a tsconfig.json is checked without editing this file.
 * The checker is TypeScript 7's native compiler (ADR 086), one thread per project: alone, two
 * projects are checked at a time; `npm test` checks one at a time beside Jest's workers.
 */
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run, type RunOptions } from './run';
import { repoRoot } from './stack';

/**
 * TypeScript 7's `tsc`, by path: the package is installed as `typescript-native` beside TypeScript 5.9
 * (`typescript`, whose JavaScript API typescript-eslint and the federation plugins load), and both
 * declare a `tsc` command, so `npx tsc` may run either.
 */
export const nativeTsc = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');

/** The checker's command for one project: single-threaded, since the projects already share the cores. */
export const checkProjectCommand = (project: string): [string, string[]] => [
  process.execPath,
  [nativeTsc, '-p', project, '--noEmit', '--singleThreaded'],
];

export function typecheckedProjects(): string[] {
  const folders = readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .filter((entry) => existsSync(path.join(repoRoot, entry.name, 'tsconfig.json')))
    .map((entry) => entry.name)
    .sort();
  return [...folders, '.'];
}

/** Checks every project, also after one has failed, and names the failed ones; resolves with 0 when all pass. */
export async function typecheck({ logFile, concurrency = 2 }: RunOptions & { concurrency?: number } = {}): Promise<number> {
  const print = (text: string) => (logFile ? appendFileSync(logFile, text) : process.stdout.write(text));
  const failed: string[] = [];
  const queue = typecheckedProjects();
  const worker = async () => {
    for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
      const projectLog = path.join(tmpdir(), `typecheck-${process.pid}-${project === '.' ? 'root' : project}.log`);
      const code = await run(...checkProjectCommand(project), {}, { logFile: projectLog });
      // Each project's errors printed whole, never interleaved with another's.
      print(`tsc -p ${project} --noEmit${code === 0 ? '' : ` (exit ${code})`}\n${readFileSync(projectLog, 'utf8')}`);
      rmSync(projectLog, { force: true });
      if (code !== 0) failed.push(project);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (failed.length > 0) print(`Type errors in: ${failed.join(', ')}\n`);
  return failed.length === 0 ? 0 : 1;
}
