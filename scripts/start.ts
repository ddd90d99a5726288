/**
 * `npm start`: builds what is missing and runs the whole composed stack on this machine (docs/platform-contract.md §1).
 * `npm start -w mfe-<name>` (this script with the remote's folder): the mail catcher, the server and
 * that one remote, whose origin then serves its own screens in the standalone harness.
 */
import { remoteFrontEnds } from './lib/front-ends';
import { buildWorkspaces } from './lib/run';
import { assertPortsFree, discoveryDocumentFile, localStack, missingBuilds, runInForeground, writeDiscoveryDocument } from './lib/stack';

const remoteDirs: string[] = remoteFrontEnds().map((app) => app.dir);

function standaloneRemote(): string | null {
  const requested = process.argv[2];
  if (!requested) return null;
  if (!remoteDirs.includes(requested)) throw new Error(`"${requested}" is not a remote; choose one of ${remoteDirs.join(', ')}.`);
  return requested;
}

async function main() {
  const remote = standaloneRemote();
  const stack = localStack();
  const { ports, dataDir } = stack;
  const services = stack.services.filter((service) => !remote || ['mail', 'server', remote].includes(service.name));
  await assertPortsFree(services);

  const missing = missingBuilds().filter((build) => services.some((service) => service.name === build));
  if (missing.length > 0) {
    console.log(`Building ${missing.join(', ')}…`);
    await buildWorkspaces(missing);
  }
  writeDiscoveryDocument(ports, discoveryDocumentFile(dataDir));
  await runInForeground(services, remote ? `${remote} is running alone, in its standalone harness:` : 'PlayPrize is running:');
  console.log(`  ${'database'.padEnd(15)} ${process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${dataDir}`}`);
  const entry = remote ? services.find((service) => service.name === remote)!.url : `http://localhost:${ports.shell}`;
  console.log('\nOpen %s and sign in as player@example.com / player-pass. Ctrl-C stops everything.', entry);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
