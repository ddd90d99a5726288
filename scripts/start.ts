/**
 * `npm start`: builds what is missing and runs the whole composed stack on this machine (docs/platform-contract.md §1).
 * `npm start -w mfe-<name>` (this script with the remote's folder): the mail catcher, the server and
 * that one remote, whose origin then serves its own screens in the standalone harness.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { apps } from '../contract/src/federation';
import { buildWorkspaces } from './lib/run';
import {
  assertPortsFree,
  missingBuilds,
  repoRoot,
  spawnService,
  stackPorts,
  stackServices,
  stopOnSignals,
  waitUntilReady,
  writeAppConfig,
} from './lib/stack';

const remoteDirs: string[] = Object.values(apps)
  .map((app) => app.dir)
  .filter((dir) => dir !== apps.shell.dir);

function standaloneRemote(): string | null {
  const requested = process.argv[2];
  if (!requested) return null;
  if (!remoteDirs.includes(requested)) throw new Error(`"${requested}" is not a remote; choose one of ${remoteDirs.join(', ')}.`);
  return requested;
}

async function main() {
  const remote = standaloneRemote();
  const ports = stackPorts();
  const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '.data');
  const services = stackServices(ports, { dataDir, databaseUrl: process.env.DATABASE_URL }).filter(
    (service) => !remote || ['mail', 'server', remote].includes(service.name),
  );
  await assertPortsFree(services);

  const missing = missingBuilds().filter((build) => services.some((service) => service.name === build));
  if (missing.length > 0) {
    console.log(`Building ${missing.join(', ')}…`);
    await buildWorkspaces(missing);
  }
  writeAppConfig(ports, remote ?? apps.shell.dir);

  const children: ChildProcess[] = [];
  const stop = stopOnSignals(children);

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

  console.log(remote ? `\n${remote} is running alone, in its standalone harness:` : '\nPlayPrize is running:');
  for (const service of services) console.log(`  ${service.name.padEnd(15)} ${service.url}`);
  console.log(`  ${'database'.padEnd(15)} ${process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${dataDir}`}`);
  const entry = remote ? services.find((service) => service.name === remote)!.url : `http://localhost:${ports.shell}`;
  console.log('\nOpen %s and sign in as player@example.com / player-pass. Ctrl-C stops everything.', entry);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
