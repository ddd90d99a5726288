/** `npm start`: builds what is missing and runs the whole composed stack on this machine (CONTRACT §1). */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildWorkspaces } from './lib/run';
import { assertPortsFree, missingBuilds, repoRoot, spawnService, stackPorts, stackServices, waitUntilReady, writeShellConfig } from './lib/stack';

async function main() {
  const ports = stackPorts();
  const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '.data');
  const services = stackServices(ports, { dataDir, databaseUrl: process.env.DATABASE_URL });
  await assertPortsFree(services);

  const missing = missingBuilds();
  if (missing.length > 0) {
    console.log(`Building ${missing.join(', ')}…`);
    await buildWorkspaces(missing);
  }
  writeShellConfig(ports);

  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  for (const service of services) {
    const child = spawnService(service, { quiet: false });
    children.push(child);
    child.on('exit', (code) => {
      if (code !== 0 && code !== null) {
        console.error(`${service.name} stopped (exit ${code}); stopping the stack.`);
        stop();
      }
    });
    await waitUntilReady(service, child);
  }

  console.log('\nPlayPrize is running:');
  for (const service of services) console.log(`  ${service.name.padEnd(15)} ${service.url}`);
  console.log(`  ${'database'.padEnd(15)} ${process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${dataDir}`}`);
  console.log('\nOpen http://localhost:%d and sign in as player@example.com / player-pass. Ctrl-C stops everything.', ports.shell);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
