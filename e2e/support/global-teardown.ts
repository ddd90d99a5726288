import { rmSync } from 'node:fs';
import { loadStackState } from './stack-state';

export default async function globalTeardown() {
  const state = loadStackState();
  for (const { pid } of state.services) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already stopped (a test may have stopped it).
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(state.dataDir, { recursive: true, force: true });
}
