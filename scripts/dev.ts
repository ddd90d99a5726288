/**
 * `npm run dev`: the composed stack for day-to-day work. The five front ends run in Rspack dev
 * servers with hot module replacement (React Refresh keeps component state across edits), the
 * server restarts on change (tsx watch), and MailDev catches mail: the same ports as `npm start`.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { apps, type AppId } from '../contract/src/federation';
import {
  assertPortsFree,
  repoRoot,
  spawnService,
  stackPorts,
  stackServices,
  stopOnSignals,
  waitUntilReady,
  type ServiceSpec,
} from './lib/stack';

const rspackCli = path.join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js');

async function main() {
  const ports = stackPorts();
  const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '.data');
  const production = stackServices(ports, { dataDir, databaseUrl: process.env.DATABASE_URL });
  const services: ServiceSpec[] = production.map((service) => {
    if (service.name === 'server') return { ...service, args: ['--import', 'tsx', '--watch', path.join(repoRoot, 'server/src/main.ts')] };
    const app = Object.entries(apps).find(([, candidate]) => candidate.dir === service.name);
    if (!app) return service;
    const [id, { dir }] = app as [AppId, (typeof apps)[AppId]];
    return {
      ...service,
      cwd: path.join(repoRoot, dir),
      args: [rspackCli, 'serve', '--config-loader', 'jiti', '--mode', 'development', '--port', String(ports[id])],
      // The dev server serves config.json from shell/public (contract ports) rather than dist.
      readyUrls: [`http://127.0.0.1:${ports[id]}/${id === 'shell' ? 'index.html' : 'mf-manifest.json'}`],
    };
  });
  await assertPortsFree(services);

  const children: ChildProcess[] = [];
  stopOnSignals(children);

  for (const service of services) {
    const child = spawnService(service, { quiet: false });
    children.push(child);
    await waitUntilReady(service, child, 120_000);
  }
  console.log('\nPlayPrize dev stack (hot reload):');
  for (const service of services) console.log(`  ${service.name.padEnd(15)} ${service.url}`);
  console.log('\nOpen http://localhost:%d. Edits to any app reload in place. Ctrl-C stops everything.', ports.shell);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
