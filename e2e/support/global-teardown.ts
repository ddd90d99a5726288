import { rmSync } from 'node:fs';
import { compose } from '../../scripts/lib/compose';
import { loadStackState } from './stack-state';

export default async function globalTeardown() {
  const state = loadStackState();
  if (state.kind === 'compose') {
    // E2E_KEEP_STACK=1 leaves the containers up to look at after a failure.
    if (!process.env.E2E_KEEP_STACK) await compose(['down', '--volumes', '--remove-orphans']);
    return;
  }
  for (const { pid } of state.services) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already stopped (a test may have stopped it).
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
}
