/**
 * The type check, one for `npm run typecheck` and `npm test`: `tsc -p <project> --noEmit` on every
 * folder at the repository root that has a tsconfig.json (each workspace, tooling, bench) and
 * on the root project (scripts, e2e, the shared build and Playwright configs). The folders are
 * found, not listed, so a new one with a tsconfig.json is checked without editing this file.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { run } from './run';
import { repoRoot } from './stack';

export function typecheckedProjects(): string[] {
  const folders = readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .filter((entry) => existsSync(path.join(repoRoot, entry.name, 'tsconfig.json')))
    .map((entry) => entry.name)
    .sort();
  return [...folders, '.'];
}

/** Checks every project, also after one has failed, and names the failed ones; resolves with 0 when all pass. */
export async function typecheck(): Promise<number> {
  const failed: string[] = [];
  for (const project of typecheckedProjects()) {
    console.log(`tsc -p ${project} --noEmit`);
    if ((await run('npx', ['tsc', '-p', project, '--noEmit'])) !== 0) failed.push(project);
  }
  if (failed.length > 0) console.error(`Type errors in: ${failed.join(', ')}`);
  return failed.length === 0 ? 0 : 1;
}
