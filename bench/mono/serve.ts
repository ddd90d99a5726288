/**
 * `tsx bench/mono/serve.ts` (`npm run serve:mono`): the single-bundle build (npm run build:mono) on one origin with the
 * server and mail catcher, as `npm start` runs the composed stack. Ports default to the bench's
 * 4000 range (MONO_PORT 4010, API_PORT 4080, …) so it can run beside `npm start`. Ctrl-C stops it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startStack } from '../lib/bench-stack';

async function main() {
  if (!existsSync(path.join(__dirname, 'dist/index.html'))) throw new Error('Build it first: npm run build:mono');
  const stack = await startStack({ builds: ['mono'], quiet: false });
  const stop = () => void stack.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(
    `\nSingle-bundle build at ${stack.origin.mono} (API ${stack.ports.api}, identity ${stack.ports.identity}, mail ${stack.ports.mailWeb}).`,
  );
  console.log('Sign in as player@example.com / player-pass. Ctrl-C stops everything.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
