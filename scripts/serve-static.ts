/**
 * `tsx scripts/serve-static.ts <app-dir>`: serves that app's dist on its contract port (or PORT), and
 * config.json from DISCOVERY_DOCUMENT when set (the stack's one document, outside every build).
 */
import path from 'node:path';
import { frontEnds } from './lib/front-ends';
import { startStaticServer } from './lib/static-server';

const dir = process.argv[2];
const app = frontEnds().find((candidate) => candidate.dir === dir);
if (!app) {
  console.error(
    `Usage: serve-static.ts <${frontEnds()
      .map((candidate) => candidate.dir)
      .join('|')}>`,
  );
  process.exit(2);
}
const port = Number(process.env.PORT ?? app.port);
const root = path.join(__dirname, '..', app.dir, 'dist');

// Every origin has client-side routes: the shell's, and each remote's standalone harness.
const discoveryDocument = process.env.DISCOVERY_DOCUMENT || undefined;
startStaticServer({ root, port, host: process.env.HOST ?? '127.0.0.1', spaFallback: true, discoveryDocument }).then(
  () => console.log(`${app.dir} serving ${root} at http://localhost:${port}`),
  (error: unknown) => {
    console.error(`${app.dir} could not listen on port ${port}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
