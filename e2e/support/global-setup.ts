import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withNginxFrontEnds } from '../../scripts/lib/nginx';
import { assertPortsFree, missingBuilds, spawnService, stackPorts, stackServices, waitUntilReady, writeShellConfig } from '../../scripts/lib/stack';
import { saveStackState } from './stack-state';

/**
 * Starts the composed stack from the production builds, on a fresh embedded database.
 * E2E_STATIC_SERVER=nginx serves the five builds with nginx and deploy/nginx's config (as the
 * containers do) instead of the Node static server.
 */
export default async function globalSetup() {
  const staticServer = process.env.E2E_STATIC_SERVER ?? 'node';
  if (staticServer !== 'node' && staticServer !== 'nginx') throw new Error(`E2E_STATIC_SERVER must be node or nginx, got "${staticServer}"`);
  const missing = missingBuilds();
  if (missing.length > 0) throw new Error(`Build these first (npm run build): ${missing.join(', ')}`);
  const ports = stackPorts();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'playprize-e2e-'));
  const stack = stackServices(ports, {
    dataDir,
    databaseUrl: process.env.E2E_DATABASE_URL,
    // Every e2e request comes from one address and many journeys run in a minute: the limits are
    // proven by the server suites, here they would only stop the journeys.
    serverSettings: { RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_TARGET: '100000', CODE_RESEND_INTERVAL_SECONDS: '0' },
  });
  // The rendered nginx folders live in dataDir, which the teardown removes; nginx's workers (user
  // nobody when the suite runs as root) must be able to pass through it to read config.json.
  if (staticServer === 'nginx') chmodSync(dataDir, 0o711);
  const specs = staticServer === 'nginx' ? withNginxFrontEnds(stack, ports, path.join(dataDir, 'nginx')) : stack;
  await assertPortsFree(specs);
  // nginx serves the config.json its render step wrote, as the shell's container does.
  if (staticServer === 'node') writeShellConfig(ports);

  const services: { spec: (typeof specs)[number]; pid: number }[] = [];
  saveStackState({ dataDir, apiUrl: `http://localhost:${ports.api}`, internalUrl: `http://127.0.0.1:${ports.internal}`, mailUrl: `http://localhost:${ports.mailWeb}`, services });
  for (const spec of specs) {
    const child = spawnService(spec, { quiet: true });
    child.unref();
    services.push({ spec, pid: child.pid! });
    saveStackState({ dataDir, apiUrl: `http://localhost:${ports.api}`, internalUrl: `http://127.0.0.1:${ports.internal}`, mailUrl: `http://localhost:${ports.mailWeb}`, services });
    await waitUntilReady(spec, child);
  }
}
