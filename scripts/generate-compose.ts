/**
 * `npm run generate:compose`: rewrites docker-compose.yml's generated regions from the default
 * discovery document (scripts/lib/compose-file.ts). Run it after listing a remote there.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withGeneratedRegions } from './lib/compose-file';
import { frontEnds } from './lib/front-ends';
import { repoRoot } from './lib/stack';

const file = path.join(repoRoot, 'docker-compose.yml');
const before = readFileSync(file, 'utf8');
const after = withGeneratedRegions(before, frontEnds());
if (after !== before) writeFileSync(file, after);
console.log(after === before ? 'docker-compose.yml is up to date.' : 'docker-compose.yml rewritten from shell/public/config.json.');
