/**
 * The architecture as a lint rule: apps meet only through Module Federation and `shared`.
 * - A remote or the shell may import `shared`, its own `src`, and packages it depends on;
 *   never the shell, another remote or the server.
 * - Inside an app, one feature never imports another (src/features/<a> -> src/features/<b>).
 * - `shared` imports no app at all.
 */
const path = require('node:path');
const fs = require('node:fs');

const repoRoot = path.resolve(__dirname, '..');
const appDirs = ['shell', 'mfe-auth', 'mfe-onboarding', 'mfe-wallet', 'mfe-content'];
const forbiddenPackages = new Set([...appDirs, 'server']);

/**
 * Subpaths of `shared` that hold only data and pure functions: a copy in each app that imports
 * them shares no state, and keeps zod and the bank list out of the pages that never use them (and
 * the shell's boot script, bundled apart, can read the route table without React).
 */
const statelessSubpaths = new Set(['shared/schemas', 'shared/banks', 'shared/money', 'shared/federation']);

function owningPackage(file) {
  const relative = path.relative(repoRoot, file);
  const [top] = relative.split(path.sep);
  return [...appDirs, 'shared'].includes(top) ? top : null;
}

function dependenciesOf(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8'));
  return new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
}

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function featureOf(file, srcDir) {
  const relative = path.relative(path.join(srcDir, 'features'), file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0];
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Apps import only `shared`, their own src and their own dependencies; features stay apart.' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const owner = owningPackage(file);
    if (!owner) return {};
    const srcDir = path.join(repoRoot, owner, 'src');
    if (path.relative(srcDir, file).startsWith('..')) return {};
    const allowedPackages = dependenciesOf(owner);
    // Tests and test helpers may use the root's test tooling.
    const isTestCode = /[\\/](__tests__|testing)[\\/]/.test(file);
    const isBootstrap = path.relative(srcDir, file) === 'bootstrap.ts';
    const isStandaloneHarness = owner === 'shared' && path.relative(srcDir, file).startsWith(`standalone${path.sep}`);

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        if (path.relative(srcDir, target).startsWith('..')) {
          context.report({ node, message: `${owner} may import only its own src and \`shared\`; "${specifier}" leaves ${owner}/src.` });
          return;
        }
        const from = featureOf(file, srcDir);
        const to = featureOf(target, srcDir);
        if (from && to && from !== to) {
          context.report({ node, message: `Feature "${from}" must not import feature "${to}"; move what both need to shared code.` });
        }
        return;
      }
      const name = packageName(specifier);
      // Only the package root is the federation singleton; a subpath would bundle a second copy.
      // The exception is the standalone harness, which a remote's bootstrap (never a screen) mounts.
      if (name === 'shared' && specifier === 'shared/standalone' && owner !== 'shared' && owner !== 'shell' && isBootstrap) return;
      if (name === 'shared' && statelessSubpaths.has(specifier)) return;
      if (name === 'shared' && specifier !== 'shared' && owner !== 'shared' && !isTestCode) {
        context.report({ node, message: `Import "${specifier}" from 'shared' itself: only the root is shared once per page.` });
        return;
      }
      // The harness must use the singleton root (one session context per page), not relative copies.
      if (owner === 'shared' && specifier === 'shared' && isStandaloneHarness) return;
      if (forbiddenPackages.has(name) || (owner === 'shared' && name === 'shared')) {
        context.report({ node, message: `${owner} must not import "${name}": apps meet only through Module Federation and \`shared\`.` });
        return;
      }
      if (name.startsWith('node:') || allowedPackages.has(name) || isTestCode) return;
      context.report({ node, message: `${owner} imports "${name}", which is not in ${owner}/package.json dependencies.` });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

module.exports = { rules: { 'app-boundaries': rule } };
