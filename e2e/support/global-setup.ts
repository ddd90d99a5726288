import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compose, composeServices, waitUntilHealthy } from '../../scripts/lib/compose';
import { withNginxFrontEnds } from '../../scripts/lib/nginx';
import {
  assertPortsFree,
  discoveryDocumentFile,
  missingBuilds,
  spawnService,
  stackPorts,
  stackServices,
  waitUntilReady,
  writeDiscoveryDocument,
} from '../../scripts/lib/stack';
import { stackKind } from './stack-kind';
import { e2eServerSettings } from './server-settings';
import { saveStackState } from './stack-state';

/**
 * Starts the stack the suite runs against (E2E_STACK, e2e/support/stack-kind.ts) on a fresh
 * database: the production builds as processes (Node static servers or nginx), or the composed
 * containers built from the repository's Dockerfiles.
 */
export default async function globalSetup() {
  const kind = stackKind();
  const ports = stackPorts();
  const urls = {
    apiUrl: `http://localhost:${ports.api}`,
    internalUrl: `http://127.0.0.1:${ports.internal}`,
    mailUrl: `http://localhost:${ports.mailWeb}`,
  };
  if (kind === 'compose') {
    // A fresh database (the volume goes with `down -v`); `--build` so the images are the sources'.
    await compose(['down', '--volumes', '--remove-orphans']);
    if ((await compose(['up', '--detach', '--build'])) !== 0) throw new Error('docker-compose up failed');
    await waitUntilHealthy(composeServices());
    // Where each service answers on the host, for stopService and startService.
    const services = stackServices(ports, { dataDir: '' }).map((spec) => ({ spec, pid: 0 }));
    saveStackState({ kind, ...urls, services });
    return;
  }
  const missing = missingBuilds();
  if (missing.length > 0) throw new Error(`Build these first (npm run build): ${missing.join(', ')}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'playprize-e2e-'));
  const stack = stackServices(ports, {
    dataDir,
    databaseUrl: process.env.E2E_DATABASE_URL,
    serverSettings: e2eServerSettings,
  });
  // The rendered nginx folders live in dataDir, which the teardown removes; nginx's workers (user
  // nobody when the suite runs as root) must be able to pass through it to read config.json.
  if (kind === 'nginx') chmodSync(dataDir, 0o711);
  const specs = kind === 'nginx' ? withNginxFrontEnds(stack, ports, path.join(dataDir, 'nginx')) : stack;
  await assertPortsFree(specs);
  // nginx serves the config.json its render step wrote, as the shell's container does.
  if (kind === 'node') writeDiscoveryDocument(ports, discoveryDocumentFile(dataDir));

  const services: { spec: (typeof specs)[number]; pid: number }[] = [];
  saveStackState({ kind, dataDir, ...urls, services });
  for (const spec of specs) {
    const child = spawnService(spec, { quiet: true });
    child.unref();
    services.push({ spec, pid: child.pid! });
    saveStackState({ kind, dataDir, ...urls, services });
    await waitUntilReady(spec, child);
  }
}
