/**
 * The browser's `styled-components` is the narrow singleton shared/src/styled/styled-components.ts
 * (rspack.base.ts, ADR 073): an app's import of an export it lacks would be undefined at run time
 * in the composed build while type checks, Jest and the single bundle use the whole package.
 * The server render (shared/src/prerender) imports the package itself, unshared.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const singleton = path.join(root, 'shared/src/styled/styled-components.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/(^|[\\/])(__tests__|testing|prerender)[\\/]/.test(file))
    .map((file) => path.join(dir, file));
}

const browserSources = [
  ...readdirSync(root)
    .filter((name) => name === 'shell' || name.startsWith('mfe-'))
    .map((name) => path.join(root, name, 'src')),
  path.join(root, 'shared/src'),
  path.join(root, 'ui/src'),
].flatMap(sourceFiles);

/** The names one import statement takes from 'styled-components' ('default' for the default import). */
function importedNames(clause: string): string[] {
  const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
  const names = named
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!);
  return clause.trim().startsWith('{') ? names : ['default', ...names];
}

it('exports every name the apps import from styled-components in the browser', () => {
  const exported = new Set(
    (/export\s*\{([^}]*)\}\s*from\s*'styled-components[/']/.exec(readFileSync(singleton, 'utf8'))?.[1] ?? '')
      .split(',')
      .map((name) => name.trim()),
  );
  const missing = browserSources.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/import\s+(?!type\s)([^;]+?)\s+from\s+'styled-components'/g)].flatMap(([, clause]) =>
      importedNames(clause!)
        .filter((name) => !exported.has(name))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    ),
  );
  expect(browserSources.length).toBeGreaterThan(100);
  expect(missing).toEqual([]);
});
