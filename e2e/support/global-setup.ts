import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertPortsFree, missingBuilds, spawnService, stackPorts, stackServices, waitUntilReady, writeShellConfig } from '../../scripts/lib/stack';
import { saveStackState } from './stack-state';

/** Starts the composed stack from the production builds, on a fresh embedded database. */
export default async function globalSetup() {
  const missing = missingBuilds();
  if (missing.length > 0) throw new Error(`Build these first (npm run build): ${missing.join(', ')}`);
  const ports = stackPorts();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'playprize-e2e-'));
  const specs = stackServices(ports, {
    dataDir,
    databaseUrl: process.env.E2E_DATABASE_URL,
    // Every e2e request comes from one address and many journeys run in a minute: the limits are
    // proven by the server suites, here they would only stop the journeys.
    serverSettings: { RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_TARGET: '100000', CODE_RESEND_INTERVAL_SECONDS: '0' },
  });
  await assertPortsFree(specs);
  writeShellConfig(ports);

  const services: { spec: (typeof specs)[number]; pid: number }[] = [];
  saveStackState({ dataDir, apiUrl: `http://localhost:${ports.api}`, mailUrl: `http://localhost:${ports.mailWeb}`, services });
  for (const spec of specs) {
    const child = spawnService(spec, { quiet: true });
    child.unref();
    services.push({ spec, pid: child.pid! });
    saveStackState({ dataDir, apiUrl: `http://localhost:${ports.api}`, mailUrl: `http://localhost:${ports.mailWeb}`, services });
    await waitUntilReady(spec, child);
  }
}
