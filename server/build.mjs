// Bundles the server for `node dist/main.js`: one CommonJS file per entry point for Node 20.
// npm dependencies stay external (installed next to the bundle, native modules and WASM
// included); `contract` is TypeScript source in this repository, so it is bundled in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => name !== 'contract');

await build({
  absWorkingDir: here,
  entryPoints: { main: 'src/main.ts', 'cli/coins': 'src/cli/coins.ts', 'cli/keys': 'src/cli/keys.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external,
  sourcemap: true,
  logLevel: 'info',
});

// The avatar images are generated (DiceBear, fixed seeds), not committed: see
// scripts/generate-avatars.ts. tsx loads that TypeScript (and the seed's file names) here.
const { require: requireTypeScript } = await import('tsx/cjs/api');
const { generateAvatars } = requireTypeScript('./scripts/generate-avatars.ts', import.meta.url);
console.log(`  ${generateAvatars().length} avatar images written to generated/avatars`);
