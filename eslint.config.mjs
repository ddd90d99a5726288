import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * The architecture as lint policies (eslint-plugin-boundaries); the packages say what each part is
 * (ADR 045), so a package may import its own src and what its package.json lists:
 * - `contract` (schemas, endpoints, money, the app table: data and pure functions): its own npm
 *   dependencies only, so nothing of React, the browser or the page's state;
 * - `ui` (the design system): `contract`, React and styled-components;
 * - `shared` (the page-wide singleton): `contract` and `ui`; the parts it loads on demand use its root by name;
 * - an app (the shell or a remote): `shared`, `contract/*` (pure, so a copy per app shares no
 *   state), the on-demand parts of `shared` below, never another app, the server or `ui` directly;
 * - inside an app, one feature never imports another (src/features/<a> -> src/features/<b>).
 * Policies are read in order and the last one that matches decides; what none allows is refused.
 */
// Every remote is a folder mfe-<name> at the root (its federation name and port: contract/src/federation).
const apps = ['shell', ...readdirSync(root).filter((dir) => dir.startsWith('mfe-') && existsSync(path.join(root, dir, 'package.json')))];
const remotes = apps.filter((app) => app !== 'shell');
const libraries = ['contract', 'ui', 'shared'];
const packages = [...apps, ...libraries];
const workspaces = [...packages, 'server'];

/**
 * The parts of `shared` loaded on demand, each a subpath that uses the root by name: the reads of
 * server data (an on-demand singleton, ADR 020: the root must not import it), the code screens'
 * parts, the modal dialog, the write engine (ADR 047) and the avatar and category choices.
 */
const onDemandSubpaths = ['shared/queries', 'shared/code-entry', 'shared/dialog', 'shared/write', 'shared/choices'];

/** The workspaces each package may import (anything else of another workspace is refused). */
const mayImport = {
  contract: [],
  ui: ['contract/*'],
  shared: ['contract/*', 'ui'],
  ...Object.fromEntries(apps.map((app) => [app, ['shared', 'contract/*', ...onDemandSubpaths]])),
};

/** A package's own npm dependencies (the workspaces are covered by `mayImport`). */
function dependenciesOf(dir) {
  const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  return [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})].filter(
    (name) => !workspaces.includes(name),
  );
}

const pkg = '{{from.element.captured.pkg}}';
const inside = (names) => ({ element: { captured: { pkg: names } } });
const fromApps = inside(apps);

const architecturePolicies = [
  {
    from: inside(packages),
    disallow: { to: { module: { origin: 'local' } } },
    message: `${pkg} may import only its own src and the packages it depends on; "{{dependency.source}}" leaves ${pkg}/src.`,
  },
  { from: inside(packages), allow: { to: { element: { captured: { pkg } } } } },
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'feature', captured: { pkg, feature: '!{{from.element.captured.feature}}' } } } },
    message:
      'Feature "{{from.element.captured.feature}}" must not import feature "{{to.element.captured.feature}}"; move what both need to shared code.',
  },
  ...packages.map((dir) => ({ from: inside(dir), allow: { to: { module: { origin: 'external', source: dependenciesOf(dir) } } } })),
  { from: inside(packages), allow: { to: { module: { origin: 'core' } }, dependency: { source: 'node:*' } } },
  {
    from: fromApps,
    disallow: { dependency: { source: ['shared/**', 'ui', 'ui/**'] } },
    message: `Import "{{dependency.source}}" from 'shared' itself: only the root is shared once per page.`,
  },
  ...packages.map((dir) => ({ from: inside(dir), allow: { dependency: { source: mayImport[dir] } } })),
  // The shell's boot script, bundled apart from the shell, hands a new tab the open tabs' session,
  // keeps a pre-rendered signed-out screen from a signed-in player (ADR 035), starts the profile's read (ADR 070)
  // and writes the texts the tab remembers into a signed-in copy (ADR 078).
  {
    from: { ...inside(['shell']), file: { path: 'shell/src/boot/**' } },
    allow: { dependency: { source: ['shared/tab-handoff', 'shared/session-storage', 'shared/preloaded-reads', 'shared/last-known'] } },
  },
  // The shell's pages, rendered when it is built and never part of a page's scripts (ADR 035).
  {
    from: { ...inside(['shell']), file: { path: 'shell/src/prerender/pages.tsx' } },
    allow: { dependency: { source: 'shared/prerender' } },
  },
  // The standalone harness is mounted by a remote's bootstrap (never a screen, never the shell).
  { from: { ...inside(remotes), file: { categories: 'bootstrap' } }, allow: { dependency: { source: 'shared/standalone' } } },
  // Tests and test helpers may use any npm package, and an app's any part of `shared`.
  { from: { ...inside(packages), file: { categories: 'test' } }, allow: { to: { module: { origin: ['external', 'core'] } } } },
  { from: { ...fromApps, file: { categories: 'test' } }, allow: { dependency: { source: 'shared/**' } } },
  {
    from: inside(packages),
    disallow: { dependency: { source: [...apps, 'server'].flatMap((name) => [name, `${name}/**`]) } },
    message: `${pkg} must not import "{{dependency.source}}": apps meet only through Module Federation and \`shared\`.`,
  },
  {
    from: inside('shared'),
    disallow: { dependency: { source: ['shared', 'shared/**'] } },
    message: 'shared must not import "shared": use its own files (relative imports).',
  },
  // What shared loads on demand uses the singletons (one session context, one read cache per page), not relative copies.
  { from: { ...inside('shared'), file: { categories: 'on-demand' } }, allow: { dependency: { source: ['shared', 'shared/queries'] } } },
];

/**
 * The server's layers, lowest first: each may import those below it, never one above (ADR 044).
 * `db` is the database and its queries, `domain` the rules of the product, `plugins` and `routes`
 * the HTTP face; `seed` (demo data and test factories) and `start` (passes run once at start, before
 * serving) use the domain, so they sit above it; `app`, `main` and `cli` put everything together.
 * `http` (envelopes, body parsing) and `mail-templates` (what a mail looks like) are leaves that know
 * no layer of their own server: the templates read the language list from `contract/languages`. The server imports
 * no front-end package: `contract` is what it shares with them.
 */
const serverSrc = 'server/src';
const composition = ['app.ts', 'main.ts', 'cli'];
const serverLayers = [
  { layer: 'db', mustNotImport: ['domain', 'http', 'mail-templates', 'plugins', 'routes', 'seed', 'start', ...composition] },
  { layer: 'mail-templates', mustNotImport: ['db', 'domain', 'http', 'plugins', 'routes', 'seed', 'start', ...composition] },
  { layer: 'http', mustNotImport: ['db', 'domain', 'mail-templates', 'plugins', 'routes', 'seed', 'start', ...composition] },
  { layer: 'domain', mustNotImport: ['http', 'plugins', 'routes', 'seed', 'start', ...composition] },
  { layer: 'plugins', mustNotImport: ['routes', 'seed', 'start', ...composition] },
  { layer: 'routes', mustNotImport: ['seed', 'start', ...composition] },
  { layer: 'seed', mustNotImport: ['plugins', 'routes', 'start', ...composition] },
  { layer: 'start', mustNotImport: ['plugins', 'routes', ...composition] },
];
const serverZones = serverLayers.flatMap(({ layer, mustNotImport }) =>
  mustNotImport.map((from) => ({
    target: `./${serverSrc}/${layer}`,
    from: `./${serverSrc}/${from}`,
    message: `server/src/${layer} must not import server/src/${from}: routes -> domain -> db, never back up.`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist.before-deploy/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', '*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      // A circle of imports leaves one side half-initialised at load time and hides which layer owns what.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: serverZones }],
    },
  },
  {
    // The server, the build configs, scripts, benchmarks and journeys share only the contract with the pages.
    files: ['{server,scripts,bench,e2e}/**/*.{ts,tsx,js,mjs,cjs}', 'rspack.base.ts', '*/rspack.config.ts'],
    // A fixture remote (e2e/fixtures) is a page like any remote: it imports `shared`.
    ignores: ['e2e/fixtures/*/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.{1,2}/)*(shared|ui)(/|$)',
              message: "Import the contract (contract/...): shared and ui are the pages' packages.",
            },
          ],
        },
      ],
    },
  },
  {
    // Where React runs (the apps, shared, the mail templates): e2e's Playwright fixtures call a `use` that is no hook.
    files: [
      `{${[...apps, 'ui', 'shared'].join(',')}}/src/**/*.{ts,tsx,js,jsx}`,
      'e2e/fixtures/*/src/**/*.{ts,tsx}',
      'server/src/mail-templates/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: [`{${packages.join(',')}}/src/**/*.{ts,tsx,js,jsx,mjs,cjs}`],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      'boundaries/legacy-templates': false,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] } },
      'boundaries/elements': [
        { type: 'feature', pattern: '*/src/features/*', capture: ['pkg', 'feature'], partialMatch: false },
        { type: 'package', pattern: '*/src', capture: ['pkg'], partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'test', pattern: ['**/__tests__/**', '**/testing/**'] },
        { category: 'bootstrap', pattern: '*/src/bootstrap.ts' },
        { category: 'on-demand', pattern: ['shared/src/{standalone,queries,code-entry,dialog,write,choices}/**'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkAllOrigins: true,
          checkUnknownLocals: true,
          message: `${pkg} imports "{{dependency.source}}", which is not in ${pkg}/package.json dependencies.`,
          policies: architecturePolicies,
        },
      ],
    },
  },
);
