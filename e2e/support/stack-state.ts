/** The running e2e stack, recorded on disk so tests (in worker processes) can stop and restart a service. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { composeSync } from '../../scripts/lib/compose';
import { repoRoot, spawnService, stackPorts, waitUntilReady, type ServiceSpec } from '../../scripts/lib/stack';
import type { StackKind } from './stack-kind';

// Named by the shell's port: two suites on different ports (SHELL_PORT …) never stop each other's services.
const stateFile = path.join(repoRoot, `test-results/e2e-stack-${stackPorts().shell}.json`);

interface StackState {
  kind: StackKind;
  /** The embedded database's folder and nginx's rendered config; none for the containers. */
  dataDir?: string;
  apiUrl: string;
  /** The internal listener (coin credits), as a games service reaches it. */
  internalUrl: string;
  mailUrl: string;
  services: { spec: ServiceSpec; pid: number }[];
}

export function saveStackState(state: StackState): void {
  // A fresh checkout has no test-results/ until something writes there (npx playwright test runs this first).
  mkdirSync(path.dirname(stateFile), { recursive: true });
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
}

export function loadStackState(): StackState {
  return JSON.parse(readFileSync(stateFile, 'utf8')) as StackState;
}

function entry(name: string) {
  const state = loadStackState();
  const found = state.services.find((service) => service.spec.name === name);
  if (!found) throw new Error(`No service "${name}" in the e2e stack`);
  return { state, found };
}

/** Stops one deployable (e.g. 'mfe-content') and waits until its port no longer answers. */
export async function stopService(name: string): Promise<void> {
  const { state, found } = entry(name);
  if (state.kind === 'compose') composeSync(['stop', name]);
  else {
    try {
      process.kill(found.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  const [url] = found.spec.readyUrls;
  for (let i = 0; i < 100; i++) {
    const answered = await fetch(url!).then(
      () => true,
      () => false,
    );
    if (!answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} still answers after being stopped`);
}

/** Starts a stopped deployable again with the same command, and records its new pid. */
export async function startService(name: string): Promise<void> {
  const { state, found } = entry(name);
  // Already up: a second copy could not listen, and recording its pid would orphan the first.
  if (
    await fetch(found.spec.readyUrls[0]!).then(
      (response) => response.ok,
      () => false,
    )
  )
    return;
  if (state.kind === 'compose') {
    composeSync(['start', name]);
    return waitUntilReady(found.spec);
  }
  const child = spawnService(found.spec, { quiet: true });
  child.unref();
  found.pid = child.pid!;
  saveStackState(state);
  await waitUntilReady(found.spec, child);
}
