import { startStack } from '../../bench/lib/bench-stack';
import { saveStackState } from './stack-state';

/**
 * Starts the single-bundle build (bench/mono/dist, `npm run build:mono`) on one origin with the server
 * and mail catcher, and records it as global-setup.ts records the composed stack, so the same
 * specs and the same teardown run against it (playwright.mono.config.ts).
 */
export default async function monoGlobalSetup() {
  const stack = await startStack({ builds: ['mono'] });
  saveStackState({
    kind: 'node',
    dataDir: stack.dataDir,
    apiUrl: `http://localhost:${stack.ports.api}`,
    internalUrl: `http://127.0.0.1:${stack.ports.internal}`,
    mailUrl: `http://localhost:${stack.ports.mailWeb}`,
    services: stack.services,
  });
}
