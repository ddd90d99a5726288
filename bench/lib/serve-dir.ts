/** `PORT=<port> tsx bench/lib/serve-dir.ts <dir> [--spa]`: serves a staged front-end build (--spa: unknown paths answer index.html). */
import path from 'node:path';
import { startStaticServer } from '../../scripts/lib/static-server';

const [dir, flag] = process.argv.slice(2);
if (!dir || !process.env.PORT) {
  console.error('Usage: PORT=<port> serve-dir.ts <dir> [--spa]');
  process.exit(2);
}
const root = path.resolve(dir);
const port = Number(process.env.PORT);

startStaticServer({ root, port, spaFallback: flag === '--spa' }).then(
  () => console.log(`serving ${root} at http://localhost:${port}`),
  (error: unknown) => {
    console.error(`could not listen on port ${port}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
