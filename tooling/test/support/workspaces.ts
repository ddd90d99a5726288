import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The root package.json's workspace folders, its globs (`mfe-*`) expanded as npm expands them for
 * top-level folders: each folder matching with a package.json. Read from the files, so it needs no install.
 */
export function workspaceFolders(root: string): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces
    .flatMap((pattern) => {
      if (!pattern.includes('*')) return [pattern];
      if (pattern.includes('/')) throw new Error(`workspaceFolders: only top-level globs are expanded, not ${pattern}`);
      const matches = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}$`);
      return readdirSync(root).filter((name) => matches.test(name) && existsSync(path.join(root, name, 'package.json')));
    })
    .sort();
}
