/**
 * `npm run dev`: the composed stack for day-to-day work. The five front ends run in Rspack dev
 * servers with hot module replacement (React Refresh keeps component state across edits), the
 * server restarts on change (tsx watch), and MailDev catches mail: the same ports as `npm start`.
 */
import path from 'node:path';
import { frontEnds } from './lib/front-ends';
import { assertPortsFree, frontEndPort, localStack, repoRoot, runInForeground, type ServiceSpec } from './lib/stack';

const rspackCli = path.join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js');

async function main() {
  const { ports, services: production } = localStack();
  const services: ServiceSpec[] = production.map((service) => {
    if (service.name === 'server') return { ...service, args: ['--import', 'tsx', '--watch', path.join(repoRoot, 'server/src/main.ts')] };
    const app = frontEnds().find((candidate) => candidate.dir === service.name);
    if (!app) return service;
    const port = frontEndPort(ports, app);
    return {
      ...service,
      cwd: path.join(repoRoot, app.dir),
      args: [rspackCli, 'serve', '--config-loader', 'jiti', '--mode', 'development', '--port', String(port)],
      // The dev server serves config.json from shell/public (contract ports) rather than dist.
      readyUrls: [`http://127.0.0.1:${port}/${app.name === 'shell' ? 'index.html' : 'mf-manifest.json'}`],
    };
  });
  await assertPortsFree(services);
  await runInForeground(services, 'PlayPrize dev stack (hot reload):', 120_000);
  console.log('\nOpen http://localhost:%d. Edits to any app reload in place. Ctrl-C stops everything.', ports.shell);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
